import type { FastifyInstance, FastifyRequest } from 'fastify';
import { hitRateLimit, RATE_LIMITS, TooManyRequestsError, usedUpWait } from '../../auth/rate-limit';
import { AppError } from '../../http/errors';

const RULE = RATE_LIMITS.deskCodeGuessIp;

/** The routes opened by a code in a link: the desks' and the greeting screens' (issue 28). */
const LINK_ROUTES = ['/api/checkin/:code', '/api/screen/:code'];
const isDeskRoute = (request: FastifyRequest) =>
  LINK_ROUTES.some((prefix) => request.routeOptions.url?.startsWith(prefix) ?? false);

/**
 * A desk code is a secret in a link (issue 25): every wrong one (403) counts against the address,
 * and an address that used up its guesses waits, whatever code it sends next, with 429 and
 * Retry-After. Right codes count nothing, so a venue's desks polling from one Wi-Fi are untouched.
 */
export function limitDeskCodeGuesses(app: FastifyInstance): void {
  app.addHook('preHandler', async (request, reply) => {
    if (!isDeskRoute(request)) return;
    const wait = await usedUpWait(app.db, RULE, request.ip);
    if (wait === 0) return;
    reply.header('Retry-After', String(wait));
    throw new TooManyRequestsError(wait);
  });
  app.addHook('onError', async (request, _reply, error) => {
    if (!isDeskRoute(request) || !(error instanceof AppError) || error.statusCode !== 403) return;
    await hitRateLimit(app.db, RULE, request.ip);
  });
}
