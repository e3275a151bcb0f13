import path from 'node:path';
import fastify from 'fastify';
import fastifyCompress from '@fastify/compress';
import fastifyCookie from '@fastify/cookie';
import fastifyStatic from '@fastify/static';
import { createAccessTokenSigner } from './auth/access-token';
import { registerAuthentication } from './auth/authenticate';
import { dataRightsRoutes } from './modules/data-rights/data-rights.routes';
import { wishReportsRoutes } from './modules/moderation/wish-reports.routes';
import { authRoutes } from './auth/auth.routes';
import { createAuthServices } from './auth/auth-services';
import type { Config } from './config';
import type { Database, Db } from './db/client';
import { enforceRouteContracts } from './http/enforce-route-contracts';
import { registerErrorHandler } from './http/error-handler';
import { ROUTE_NOT_FOUND } from './http/errors';
import { registerInfrastructure } from './infrastructure/register-infrastructure';
import { createMailer } from './mail/create-mailer';
import type { Mailer } from './mail/mailer';
import { envelope } from './http/envelope';
import { startErrorReporting, type ErrorReporter } from './observability/error-reporting';
import { registerTracing } from './observability/tracing';
import { healthRoutes } from './modules/health/health.routes';
import { defaultReadinessChecks, type Readiness } from './modules/health/readiness';
import { loggerOptions, type LogStream } from './observability/log-redaction';
import { OneLineRequestLog } from './observability/request-log';
import { registerSecurityHeaders } from './http/security-headers';
import { registerApiDocs } from './openapi/register-api-docs';
import { instrumentApp, registerMetricsRoute } from './observability/metrics';
import { REQUEST_ID_HEADER, requestIdFor } from './observability/request-id';
import { invitationsRoutes } from './modules/invitations/invitations.routes';
import { registerMedia } from './modules/media/media.routes';
import { registerAlbum } from './modules/album/register-album';
import { isPhotoInUse } from './modules/invitations/photo-in-use';
import { registerPublicInvitations } from './modules/public-invitations/register-public-invitations';
import { responsesRoutes } from './modules/responses/responses.routes';
import { answerStatsRoutes } from './modules/responses/answer-stats.routes';
import { THEME_PHOTO_ROUTE } from './modules/themes/theme-dto';
import { themesRoutes } from './modules/themes/themes.routes';
import { entitlementsRoutes } from './modules/entitlements/entitlements.routes';
import { ordersRoutes } from './modules/orders/orders.routes';
import {
  createPaymentProvider,
  SANDBOX_PRODUCTION_WARNING,
} from './modules/payments/create-payment-provider';
import type { PaymentProvider } from './modules/orders/payment-provider';
import { paymentsRoutes } from './modules/payments/payments.routes';
import { voucherCheckRoutes } from './modules/orders/voucher-check.routes';
import { guestsRoutes } from './modules/guests/guests.routes';
import { eventsRoutes } from './modules/events/events.routes';
import { guestEventSheet } from './modules/events/guest-event-sheet';
import { guestInvitesRoutes } from './modules/events/guest-invites.routes';
import { doorSessionsOf, guestSessionIds, sessionCounts } from './modules/events/door-sessions';
import { remindersRoutes } from './modules/reminders/reminders.routes';
import { digestRoutes } from './modules/digest/digest.routes';
import { checkinLinksRoutes } from './modules/checkin/checkin-links.routes';
import { checkinRoutes } from './modules/checkin/checkin.routes';
import { loadAnswerStats } from './modules/responses/answer-stats';
import { arrivalsRoutes } from './modules/checkin/arrivals.routes';
import { giftsRoutes } from './modules/gifts/gifts.routes';
import { envelopeRoutes } from './modules/gifts/envelope.routes';
import { doorRoutes } from './modules/door/door.routes';
import { coAdminsRoutes } from './modules/co-admins/co-admins.routes';
import { registerWebApp, wantsSpa } from './web/web-app';
import { ISLANDS_LOADER_SOURCE } from './web/islands-loader';
import { devRoutes } from './dev/dev.routes';
import { domainsRoutes } from './modules/domains/domains.routes';
import { registerCustomDomains } from './modules/domains/register-domains';
import type { SmsSender } from './sms/sms-sender';
import { toFastifyTrustProxy } from './trust-proxy';
import { adminRoutes } from './modules/admin/admin.routes';
import { plansRoutes } from './modules/plans/plans.routes';
import { createOperatorTokenSigner } from './modules/operators/operator-token';

declare module 'fastify' {
  interface FastifyInstance {
    config: Config;
    db: Db;
    database: Database;
    mailer: Mailer;
    payments: PaymentProvider;
    /** Sentry/GlitchTip when SENTRY_DSN is set, else null. */
    errorReporter: ErrorReporter | null;
  }
}

export interface BuildAppOptions {
  config: Config;
  database: Database;
  /** Secret for access tokens, resolved at start-up (see auth/jwt-secret.ts). */
  jwtSecret: string;
  /** Defaults to SMTP_URL, else the outbox under DATA_DIR. */
  mailer?: Mailer;
  /** Defaults to Twilio when configured, else the development sender (log and DATA_DIR/sms-outbox). */
  sms?: SmsSender;
  /** Defaults to Midtrans when configured, else the sandbox. */
  payments?: PaymentProvider;
  /** Off by default (tests); server.ts logs at LOG_LEVEL to stdout. URLs and headers are redacted. */
  logger?: false | { level: string; stream?: LogStream };
  /** Check every 2xx answer against its route's declared `data` (on under Vitest). */
  checkAnswers?: boolean;
}

const ASSETS_DIR = path.resolve(import.meta.dirname, '../assets');

export async function buildApp({
  config,
  database,
  jwtSecret,
  mailer = createMailer(config),
  sms,
  payments = createPaymentProvider({ config, db: database.db, jwtSecret }),
  logger = false,
  checkAnswers = Boolean(process.env.VITEST),
}: BuildAppOptions) {
  const requestLog = new OneLineRequestLog();
  const app = fastify({
    logger: logger && loggerOptions(logger.level, logger.stream),
    logController: requestLog,
    genReqId: requestIdFor,
    trustProxy: toFastifyTrustProxy(config.trustProxy),
    bodyLimit: 1024 * 1024,
    // Draining serves every request (see below); only after the drain would Fastify's own 503
    // apply, and by then no connection is left to carry one.
    return503OnClosing: false,
  });
  const readiness: Readiness = { draining: false, endingConnections: false, checks: [] };
  app.decorate('readiness', readiness);
  app.decorate('requestLog', requestLog);
  app.addHook('onRequest', async (request, reply) => {
    reply.header(REQUEST_ID_HEADER, request.id);
    // Shutting down, a request that reached us is served, never refused (a load balancer resends
    // no POST it has sent). Once no new connection is accepted, its connection ends with the answer:
    // the balancer's next request here needs a new one, is refused and goes elsewhere, and the
    // refusals take us out of its rotation (decision 037).
    if (readiness.endingConnections) reply.header('connection', 'close');
  });
  if (config.tracing) await registerTracing(app, config.tracing);
  app.decorate(
    'errorReporter',
    config.errorReporting ? await startErrorReporting(config.errorReporting) : null,
  );
  app.decorate('config', config);
  app.decorate('database', database);
  app.decorate('db', database.db);
  app.decorate('mailer', mailer);
  app.decorate('payments', payments);
  readiness.checks.push(...defaultReadinessChecks(app));
  instrumentApp(app);
  if (config.metrics.token && config.metrics.port === undefined) {
    registerMetricsRoute(app, config.metrics.token);
  }
  if (payments.name === 'sandbox' && config.isProduction) app.log.warn(SANDBOX_PRODUCTION_WARNING);
  await registerInfrastructure(app);
  registerAuthentication(app, createAccessTokenSigner(jwtSecret));
  app.decorate('operatorTokens', createOperatorTokenSigner(jwtSecret));
  enforceRouteContracts(app, { checkAnswers });
  app.decorate('auth', await createAuthServices({ config, jwtSecret, sms, log: app.log }));

  registerSecurityHeaders(app, {
    contentSecurityPolicy: {
      directives: {
        defaultSrc: ["'self'"],
        imgSrc: ["'self'", 'data:', 'blob:'],
        styleSrc: ["'self'", "'unsafe-inline'"],
        // The one inline script is the islands pages' loader, allowed by its hash (decision 047,
        // docs/security.md #85).
        scriptSrc: ["'self'", ISLANDS_LOADER_SOURCE],
        // The browser sends its error reports straight to the DSN's host (decision 024).
        connectSrc: [
          "'self'",
          ...(config.errorReporting ? [new URL(config.errorReporting.dsn).origin] : []),
        ],
        fontSrc: ["'self'", 'data:'],
        frameAncestors: ["'none'"],
        upgradeInsecureRequests: null,
      },
    },
    // Only where the public address is https: a deployment on plain HTTP (a LAN install) that
    // some https hop also reaches would otherwise pin its host, subdomains too, to https.
    strictTransportSecurity:
      config.isProduction && new URL(config.site.publicUrl).protocol === 'https:',
    crossOriginEmbedderPolicy: false,
    // The Google sign-in popup must keep its opener while it passes through Google (decision 006).
    crossOriginOpenerPolicy: { policy: 'same-origin-allow-popups' },
  });
  await app.register(fastifyCompress, { threshold: 1024 });
  registerErrorHandler(app);
  registerCustomDomains(app);
  if (config.apiDocs) await registerApiDocs(app);

  await app.register(
    async (api) => {
      await api.register(healthRoutes);
      await api.register(themesRoutes);
      await api.register(fastifyCookie);
      await api.register(authRoutes);
      await api.register(invitationsRoutes);
      await api.register(ordersRoutes);
      await api.register(voucherCheckRoutes);
      await api.register(paymentsRoutes);
      await api.register(entitlementsRoutes);
      await api.register(guestsRoutes, { eventSheet: guestEventSheet });
      await api.register(eventsRoutes);
      await api.register(guestInvitesRoutes);
      await api.register(remindersRoutes);
      await api.register(digestRoutes);
      await api.register(checkinLinksRoutes);
      await api.register(checkinRoutes, {
        expectedPeople: async (invitation) =>
          (await loadAnswerStats(app.db, invitation, null)).arrivals.expected_people,
        deskSessions: async (invitation) => {
          const sessions = await doorSessionsOf(app.db, invitation);
          const byGuest = sessions.length
            ? await guestSessionIds(app.db, invitation.id)
            : new Map<string, string[]>();
          return { sessions, byGuest };
        },
      });
      await api.register(arrivalsRoutes);
      await api.register(doorRoutes, {
        expectedPeople: async (invitation, side) =>
          (await loadAnswerStats(app.db, invitation, side)).arrivals.expected_people,
        sessionCounts: (invitation, side) => sessionCounts(app.db, invitation, side),
      });
      await api.register(giftsRoutes);
      await api.register(envelopeRoutes);
      await api.register(coAdminsRoutes);
      await api.register(responsesRoutes);
      await api.register(answerStatsRoutes);
      await api.register(domainsRoutes);
      await api.register(adminRoutes);
      await api.register(plansRoutes);
      await api.register(dataRightsRoutes);
      await api.register(wishReportsRoutes);
    },
    { prefix: '/api' },
  );
  await registerMedia(app, { isPhotoInUse });
  await registerAlbum(app);

  await app.register(devRoutes);

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
    return reply.status(404).send(envelope(null, ROUTE_NOT_FOUND, 404));
  });

  return app;
}
