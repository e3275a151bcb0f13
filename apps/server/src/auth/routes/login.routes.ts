import type { FastifyPluginAsync } from 'fastify';
import { AUTH_MESSAGES, loginInputSchema } from '@kabar/shared';
import { AppError } from '../../http/errors';
import { parseInput } from '../../http/validate';
import { findUserByEmail } from '../../modules/users/users.queries';
import { verifyPassword } from '../password';
import { enforceRateLimits, RATE_LIMITS } from '../rate-limit';
import { openSession, signedInAnswer } from '../sign-in';

export const WRONG_CREDENTIALS = 'Email atau password salah.';
export const PHONE_NOT_VERIFIED =
  'Nomor HP Anda belum diverifikasi. Silakan verifikasi nomor HP terlebih dahulu.';
export const ACCOUNT_DISABLED = 'Akun Anda dinonaktifkan. Silakan hubungi kami.';

export const loginRoutes: FastifyPluginAsync = async (app) => {
  app.post('/login', async (request, reply) => {
    const input = parseInput(loginInputSchema, request.body);
    await enforceRateLimits(app.db, [
      [RATE_LIMITS.loginIp, request.ip],
      [RATE_LIMITS.loginAccount, input.email],
    ]);
    const user = await findUserByEmail(app.db, input.email);
    // security.md 3: an unknown email costs one hash check too, and answers exactly the same.
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
    const signedIn = await openSession(app.db, user, input.remember);
    return signedInAnswer(app, reply, signedIn, AUTH_MESSAGES.loginSuccess);
  });
};
