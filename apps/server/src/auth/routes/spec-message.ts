import type { FastifyInstance } from 'fastify';

/**
 * The spec's alternate auth client reads its message from a top-level `message`: every JSON
 * answer of these routes, errors included, carries `meta.msg` there too.
 */
export function withSpecMessage(app: FastifyInstance): void {
  app.addHook('onSend', async (_request, reply, payload) => {
    const type = String(reply.getHeader('content-type') ?? '');
    if (typeof payload !== 'string' || !type.startsWith('application/json')) return payload;
    try {
      const body = JSON.parse(payload) as { meta?: { msg?: unknown }; message?: unknown };
      if (body.message !== undefined || typeof body.meta?.msg !== 'string') return payload;
      return JSON.stringify({ message: body.meta.msg, ...body });
    } catch {
      return payload;
    }
  });
}
