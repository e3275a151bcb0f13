import type { FastifyInstance, FastifyRequest } from 'fastify';
import { OPERATOR_MESSAGES } from '@kabar/shared';
import { bearerToken } from '../../auth/authenticate';
import { enforceRateLimits, RATE_LIMITS } from '../../auth/rate-limit';
import { AppError, NotFoundError, ROUTE_NOT_FOUND } from '../../http/errors';
import { OPERATOR_TOKEN_HEADER } from './operator-token';
import { findActiveOperator } from './operators.queries';

/**
 * The gate of every operator route (docs/security.md #51): limited in rate per address before
 * anything else, then 404 (the route "does not exist") to anyone who is not an active operator,
 * and, past the first-factor routes, 403 to an operator who has not passed the second factor.
 */
export async function admitOperator(
  app: FastifyInstance,
  request: FastifyRequest,
  secondFactor: boolean,
): Promise<void> {
  await enforceRateLimits(app.db, [[RATE_LIMITS.operatorIp, request.ip]]);
  const token = bearerToken(request);
  const userId = token ? await app.tokens.verify(token) : null;
  const operator = userId ? await findActiveOperator(app.db, userId) : null;
  if (!operator) throw new NotFoundError(ROUTE_NOT_FOUND);
  await enforceRateLimits(app.db, [[RATE_LIMITS.operatorAccount, operator.userId]]);
  request.userId = operator.userId;
  if (!secondFactor) return;
  const header = request.headers[OPERATOR_TOKEN_HEADER];
  const passed = typeof header === 'string' ? await app.operatorTokens.verify(header) : null;
  if (passed !== operator.userId || !operator.totpConfirmedAt) {
    throw new AppError(403, OPERATOR_MESSAGES.secondFactorNeeded, { second_factor: true });
  }
}
