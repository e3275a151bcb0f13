import { randomUUID } from 'node:crypto';
import type { FastifyPluginAsync } from 'fastify';
import { eq, sql } from 'drizzle-orm';
import { AUTH_MESSAGES, forgotPasswordInputSchema, resetPasswordInputSchema } from '@kabar/shared';
import { envelope } from '../../http/envelope';
import { AppError } from '../../http/errors';
import { parseInput } from '../../http/validate';
import { enqueueMail } from '../../jobs/mail-jobs';
import { findUserByEmail } from '../../modules/users/users.queries';
import { users } from '../../modules/users/users.schema';
import { issueCode, verifyCode } from '../one-time-codes';
import { hashPassword } from '../password';
import { passwordResetEmail } from '../password-reset-email';
import { enforceRateLimits, RATE_LIMITS, TooManyRequestsError } from '../rate-limit';
import { revokeUserSessions } from '../sessions';

export const FORGOT_PASSWORD_SENT =
  'Jika email terdaftar, kode OTP 6 digit telah dikirim ke email tersebut.';

export const passwordResetRoutes: FastifyPluginAsync = async (app) => {
  /**
   * security.md 9: the same answer, status and limits whether or not the email has an account;
   * the email goes out in the background so timing reveals nothing either.
   */
  app.post('/forgot-password', async (request) => {
    const { email } = parseInput(forgotPasswordInputSchema, request.body);
    await enforceRateLimits(app.db, [
      [RATE_LIMITS.forgotIp, request.ip],
      [RATE_LIMITS.forgotEmailResend, email],
      [RATE_LIMITS.forgotEmailHourly, email],
    ]);
    const user = await findUserByEmail(app.db, email);
    if (user && user.status !== 'disabled') {
      let code: string | null = null;
      try {
        code = await issueCode(app.db, app.auth.codes, {
          purpose: 'password_reset',
          target: user.id,
        });
      } catch (error) {
        if (!(error instanceof TooManyRequestsError)) throw error;
      }
      if (code) {
        const message = passwordResetEmail({
          site: app.config.site,
          to: user.email,
          name: user.name,
          code,
        });
        await enqueueMail(app, `password-reset:${randomUUID()}`, message);
      }
    }
    return envelope({ email }, FORGOT_PASSWORD_SENT);
  });

  /** Sets the new password with the emailed code; every session of the user ends. */
  app.post('/reset-password', async (request) => {
    const input = parseInput(resetPasswordInputSchema, request.body);
    await enforceRateLimits(app.db, [
      [RATE_LIMITS.resetIp, request.ip],
      [RATE_LIMITS.resetEmail, input.email],
    ]);
    const user = await findUserByEmail(app.db, input.email);
    if (!user) throw new AppError(400, AUTH_MESSAGES.otpWrong);
    const passwordHash = await hashPassword(input.password);
    await verifyCode(
      app.db,
      app.auth.codes,
      { purpose: 'password_reset', target: user.id },
      input.token,
      async (tx) => {
        await tx
          .update(users)
          .set({ passwordHash, updatedAt: sql`now()` })
          .where(eq(users.id, user.id));
        await revokeUserSessions(tx, user.id, 'password_reset');
      },
      { notFoundMessage: AUTH_MESSAGES.otpWrong },
    );
    return envelope({ email: user.email }, AUTH_MESSAGES.resetSuccess);
  });
};
