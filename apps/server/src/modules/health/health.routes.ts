import type { FastifyPluginAsync } from 'fastify';
import { sql } from 'drizzle-orm';
import { envelope } from '../../http/envelope';

export const healthRoutes: FastifyPluginAsync = async (app) => {
  app.get('/health', async (request, reply) => {
    const started = performance.now();
    try {
      await app.db.execute(sql`select 1`);
    } catch (error) {
      request.log.error({ err: error }, 'database health check failed');
      return reply
        .status(503)
        .send(
          envelope(
            { status: 'down', database: app.database.kind },
            'Database tidak tersedia.',
            503,
          ),
        );
    }
    const latencyMs = Math.round((performance.now() - started) * 100) / 100;
    return envelope({ status: 'ok', database: app.database.kind, latency_ms: latencyMs }, 'Sehat.');
  });
};
