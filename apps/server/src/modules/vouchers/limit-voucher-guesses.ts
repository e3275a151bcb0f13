import type { FastifyInstance, FastifyRequest } from 'fastify';
import { enforceRateLimits, RATE_LIMITS } from '../../auth/rate-limit';

/**
 * A voucher code is a guessable secret: every check, and every order that names a code, counts
 * per account and per address (issue 17), answered 429 with Retry-After like the login limits.
 */
export function limitVoucherGuesses(app: FastifyInstance, request: FastifyRequest): Promise<void> {
  return enforceRateLimits(app.db, [
    [RATE_LIMITS.voucherIp, request.ip],
    [RATE_LIMITS.voucherAccount, request.userId],
  ]);
}
