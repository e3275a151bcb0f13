import { randomUUID } from 'node:crypto';
import type { FastifyInstance, FastifyPluginAsync } from 'fastify';
import type { z } from 'zod';
import {
  accountEmailSchema,
  AUTH_MESSAGES,
  forgotPasswordInputSchema,
  resetPasswordInputSchema,
} from '@kabar/shared';
import { declareRoutes } from '../../http/declare-routes';
import { envelope } from '../../http/envelope';
import { AppError } from '../../http/errors';
import { access } from '../../http/route-contract';
import { enqueueMail } from '../../jobs/mail-jobs';
import { findUserByEmail, updateUser } from '../../modules/users/users.queries';
import { issueCode, verifyCode } from '../one-time-codes';
import { hashPassword } from '../password';
import { passwordResetEmail } from '../password-reset-email';
import { enforceRateLimits, RATE_LIMITS, TooManyRequestsError } from '../rate-limit';
import { revokeUserSessions } from '../sessions';

const FORGOT_PASSWORD_SENT =
  'Jika email terdaftar, kode OTP 6 digit telah dikirim ke email tersebut.';

/** Issues the reset code and mails it, when the email has an account that may sign in. */
async function sendResetCode(app: FastifyInstance, email: string): Promise<void> {
  const user = await findUserByEmail(app.db, email);
  if (!user || user.status === 'disabled') return;
  let code: string;
  try {
    code = await issueCode(app.db, app.auth.codes, { purpose: 'password_reset', target: user.id });
  } catch (error) {
    // A code sent moments ago is still valid; the same answer went out either way.
    if (error instanceof TooManyRequestsError) return;
    throw error;
  }
  await enqueueMail(
    app,
    `password-reset:${randomUUID()}`,
    passwordResetEmail({ site: app.config.site, to: user.email, name: user.name, code }),
  );
}

/**
 * docs/security.md #9: the same answer, status and limits whether or not the email has an account;
 * the email goes out in the background so timing reveals nothing either.
 */
export async function forgotPassword(app: FastifyInstance, email: string, ip: string) {
  await enforceRateLimits(app.db, [
    [RATE_LIMITS.forgotIp, ip],
    [RATE_LIMITS.forgotEmailResend, email],
    [RATE_LIMITS.forgotEmailHourly, email],
  ]);
  // Answered before anything depends on whether the account exists (issue 17): the lookup
  // starts only after the answer is on its way, even on an in-process database.
  setImmediate(() => {
    sendResetCode(app, email).catch((error: unknown) => {
      app.log.error({ err: error }, 'email reset password gagal dikirim');
    });
  });
  return envelope({ email }, FORGOT_PASSWORD_SENT);
}

/** Sets the new password with the emailed code; every session of the user ends. */
export async function resetPassword(
  app: FastifyInstance,
  input: z.output<typeof resetPasswordInputSchema>,
  ip: string,
) {
  await enforceRateLimits(app.db, [
    [RATE_LIMITS.resetIp, ip],
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
      await updateUser(tx, user.id, { passwordHash });
      await revokeUserSessions(tx, user.id, 'password_reset');
    },
    { notFoundMessage: AUTH_MESSAGES.otpWrong },
  );
  return envelope({ email: user.email }, AUTH_MESSAGES.resetSuccess);
}

export const forgotPasswordContract = {
  access: access.public,
  body: forgotPasswordInputSchema,
  data: accountEmailSchema,
} as const;
export const resetPasswordContract = {
  access: access.public,
  body: resetPasswordInputSchema,
  data: accountEmailSchema,
} as const;

export const passwordResetRoutes: FastifyPluginAsync = async (app) => {
  const route = declareRoutes(app, 'auth');

  route.post(
    '/forgot-password',
    {
      summary: 'Email a reset code; the same answer whether or not the account exists',
      ...forgotPasswordContract,
    },
    ({ body }, request) => forgotPassword(app, body.email, request.ip),
  );
  route.post(
    '/reset-password',
    {
      summary: 'Set a new password with the emailed code; ends every session',
      ...resetPasswordContract,
    },
    ({ body }, request) => resetPassword(app, body, request.ip),
  );
};
