import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { AppError } from '../http/errors';
import { activateUser, findUserByPhone } from '../modules/users/users.queries';
import type { User } from '../modules/users/users.schema';
import { verifyCode, type CodeTarget } from './one-time-codes';
import { enforceRateLimits, RATE_LIMITS } from './rate-limit';
import { openSession, signedInAnswer } from './sign-in';

export interface PhoneCodeSignIn {
  phone: string;
  code: string;
  purpose: CodeTarget['purpose'];
  /** Whether this account is the one waiting for this code (a password or a Google sign-up). */
  awaitsCode: (user: User) => boolean;
  /** The 404 when no account waits for it. */
  missing: string;
  success: string;
}

/**
 * Completes a registration waiting for its phone code (password or Google): limits the guesses,
 * spends the code, activates the account and signs it in, remembered, in one transaction.
 */
export async function signInWithPhoneCode(
  app: FastifyInstance,
  request: FastifyRequest,
  reply: FastifyReply,
  { phone, code, purpose, awaitsCode, missing, success }: PhoneCodeSignIn,
) {
  await enforceRateLimits(app.db, [
    [RATE_LIMITS.otpVerifyIp, request.ip],
    [RATE_LIMITS.otpVerifyPhone, phone],
  ]);
  const user = await findUserByPhone(app.db, phone);
  if (!user || user.status !== 'pending_phone' || !awaitsCode(user)) {
    throw new AppError(404, missing);
  }
  const signedIn = await verifyCode(
    app.db,
    app.auth.codes,
    { purpose, target: phone },
    code,
    async (tx) => openSession(tx, await activateUser(tx, user.id), true),
  );
  return signedInAnswer(app, reply, signedIn, success);
}
