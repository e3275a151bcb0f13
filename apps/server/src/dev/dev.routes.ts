import type { FastifyPluginAsync } from 'fastify';
import { googleIssuerRoutes } from './google-issuer.routes';
import { outboxRoutes } from './outbox.routes';

/** Development tools; none of them exists when NODE_ENV=production. */
export const devRoutes: FastifyPluginAsync = async (app) => {
  if (app.config.isProduction) return;
  await app.register(outboxRoutes);
  if (app.auth.localIssuer) await app.register(googleIssuerRoutes(app.auth.localIssuer));
};
