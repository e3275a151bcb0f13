import path from 'node:path';
import fastify, { type FastifyServerOptions } from 'fastify';
import fastifyCompress from '@fastify/compress';
import fastifyHelmet from '@fastify/helmet';
import fastifyStatic from '@fastify/static';
import { createAccessTokenSigner } from './auth/access-token';
import { registerAuthentication } from './auth/authenticate';
import type { Config } from './config';
import type { Database, Db } from './db/client';
import { registerErrorHandler } from './http/error-handler';
import { createMailer } from './mail/create-mailer';
import type { Mailer } from './mail/mailer';
import { envelope } from './http/envelope';
import { healthRoutes } from './modules/health/health.routes';
import { registerPublicInvitations } from './modules/public-invitations/register-public-invitations';
import { responsesRoutes } from './modules/responses/responses.routes';
import { THEME_PHOTO_ROUTE } from './modules/themes/theme-dto';
import { themesRoutes } from './modules/themes/themes.routes';
import { registerWebApp, wantsSpa } from './web/web-app';

declare module 'fastify' {
  interface FastifyInstance {
    config: Config;
    db: Db;
    database: Database;
    mailer: Mailer;
  }
}

export interface BuildAppOptions {
  config: Config;
  database: Database;
  /** Secret for access tokens, resolved at start-up (see auth/jwt-secret.ts). */
  jwtSecret: string;
  /** Defaults to SMTP_URL, else the outbox under DATA_DIR. */
  mailer?: Mailer;
  logger?: FastifyServerOptions['logger'];
}

const ASSETS_DIR = path.resolve(import.meta.dirname, '../assets');

export async function buildApp({
  config,
  database,
  jwtSecret,
  mailer = createMailer(config),
  logger = false,
}: BuildAppOptions) {
  const app = fastify({
    logger,
    trustProxy: config.trustProxy,
    bodyLimit: 1024 * 1024,
  });
  app.decorate('config', config);
  app.decorate('database', database);
  app.decorate('db', database.db);
  app.decorate('mailer', mailer);
  registerAuthentication(app, createAccessTokenSigner(jwtSecret));

  await app.register(fastifyHelmet, {
    contentSecurityPolicy: {
      directives: {
        defaultSrc: ["'self'"],
        imgSrc: ["'self'", 'data:', 'blob:'],
        styleSrc: ["'self'", "'unsafe-inline'"],
        scriptSrc: ["'self'"],
        connectSrc: ["'self'"],
        fontSrc: ["'self'", 'data:'],
        frameAncestors: ["'none'"],
        upgradeInsecureRequests: null,
      },
    },
    strictTransportSecurity: config.isProduction,
    crossOriginEmbedderPolicy: false,
  });
  await app.register(fastifyCompress, { threshold: 1024 });
  registerErrorHandler(app);

  await app.register(
    async (api) => {
      await api.register(healthRoutes);
      await api.register(themesRoutes);
      await api.register(responsesRoutes);
    },
    { prefix: '/api' },
  );

  await app.register(fastifyStatic, {
    root: path.join(ASSETS_DIR, 'theme-photos'),
    prefix: `${THEME_PHOTO_ROUTE}/`,
    decorateReply: false,
    maxAge: '7d',
  });

  await registerPublicInvitations(app, { secret: jwtSecret });

  const sendSpa = await registerWebApp(app, { distDir: config.webDistDir, site: config.site });

  app.setNotFoundHandler((request, reply) => {
    if (sendSpa && !request.url.startsWith('/api') && wantsSpa(request.method, request.url)) {
      return sendSpa(reply);
    }
    return reply.status(404).send(envelope(null, 'Alamat tidak ditemukan.', 404));
  });

  return app;
}
