import helmet, { type HelmetOptions } from 'helmet';
import type { FastifyInstance } from 'fastify';

/**
 * Helmet's headers on every answer. @fastify/helmet built helmet's middleware, parsing the
 * Content-Security-Policy again, on each request; the headers are the same for every answer, so
 * the middleware is built once here. A route that needs other values sets its own header later.
 */
export function registerSecurityHeaders(app: FastifyInstance, options: HelmetOptions): void {
  const applyHeaders = helmet(options);
  app.addHook('onRequest', (request, reply, done) => {
    applyHeaders(request.raw, reply.raw, (error?: unknown) => done(error as Error | undefined));
  });
}
