import type { FastifyInstance, FastifyPluginAsync } from 'fastify';
import type { z } from 'zod';
import { AUTH_MESSAGES, loginInputSchema, sessionPayloadSchema } from '@kabar/shared';
import { declareRoutes } from '../../http/declare-routes';
import { AppError } from '../../http/errors';
import { access } from '../../http/route-contract';
import { findUserByEmail } from '../../modules/users/users.queries';
import { verifyPassword } from '../password';
import { enforceRateLimits, hitRateLimit, RATE_LIMITS } from '../rate-limit';
import { openSession, signedInAnswer, type SignedIn } from '../sign-in';
import { SESSION_SUMMARY } from './session-summary';

export const WRONG_CREDENTIALS = 'Email atau password salah.';
const PHONE_NOT_VERIFIED =
  'Nomor HP-mu belum diverifikasi. Silakan verifikasi nomor HP terlebih dahulu.';
export const ACCOUNT_DISABLED = 'Akunmu dinonaktifkan. Silakan hubungi kami.';

/**
 * docs/security.md #4 without a lock-out (issue 17): an address is limited per account it tries,
 * and an account under attack only slows down the addresses that already tried it; a fresh address,
 * such as the owner's, signs in at once.
 */
async function limitLogin(app: FastifyInstance, email: string, ip: string): Promise<void> {
  const pair = `${email}|${ip}`;
  await enforceRateLimits(app.db, [
    [RATE_LIMITS.loginIp, ip],
    [RATE_LIMITS.loginPair, pair],
  ]);
  const underAttack =
    (await hitRateLimit(app.db, RATE_LIMITS.loginAccount, email.toLowerCase())) > 0;
  if (underAttack) await enforceRateLimits(app.db, [[RATE_LIMITS.loginPace, pair]]);
}

/** Email and password: the session it opens, or the error every login route answers. */
export async function signInWithPassword(
  app: FastifyInstance,
  input: z.output<typeof loginInputSchema>,
  ip: string,
): Promise<SignedIn> {
  await limitLogin(app, input.email, ip);
  const user = await findUserByEmail(app.db, input.email);
  // docs/security.md #3: an unknown email costs one hash check too, and answers exactly the same.
  const passwordOk = user?.passwordHash
    ? await verifyPassword(user.passwordHash, input.password)
    : (await verifyPassword(await app.auth.dummyPasswordHash, input.password)) && false;
  if (!user || !passwordOk) throw new AppError(401, WRONG_CREDENTIALS);

  if (user.status === 'pending_phone') {
    throw new AppError(403, PHONE_NOT_VERIFIED, {
      needs_phone_verification: true,
      phone: user.phone,
    });
  }
  if (user.status !== 'active') throw new AppError(403, ACCOUNT_DISABLED);
  return openSession(app.db, user, input.remember);
}

export const loginRoutes: FastifyPluginAsync = async (app) => {
  const route = declareRoutes(app, 'auth');

  route.post(
    '/login',
    {
      summary: `Sign in with email and password. ${SESSION_SUMMARY}`,
      access: access.public,
      body: loginInputSchema,
      data: sessionPayloadSchema,
    },
    async ({ body }, request, reply) =>
      signedInAnswer(
        app,
        reply,
        await signInWithPassword(app, body, request.ip),
        AUTH_MESSAGES.loginSuccess,
      ),
  );
};
