import type { FastifyPluginAsync } from 'fastify';
import { z } from 'zod';
import { accountEmailSchema, emailVerifiedSchema } from '@kabar/shared';
import { declareRoutes } from '../../http/declare-routes';
import { envelope } from '../../http/envelope';
import { AppError } from '../../http/errors';
import { access } from '../../http/route-contract';
import { findUserById } from '../../modules/users/users.queries';
import { UNAUTHENTICATED_MESSAGE } from '../authenticate';
import { sendVerificationEmail, verifyEmailToken } from '../email-verification';
import { enforceRateLimits, RATE_LIMITS } from '../rate-limit';
import { withSpecMessage } from './spec-message';

const EMAIL_VERIFY_MESSAGES = {
  verified: 'Email berhasil diverifikasi.',
  expired: 'Tautan verifikasi sudah kedaluwarsa. Kirim ulang tautan dari halaman profil.',
  invalid: 'Tautan verifikasi tidak valid atau sudah dipakai.',
  sent: 'Tautan verifikasi telah dikirim ke emailmu.',
  already: 'Emailmu sudah terverifikasi.',
} as const;

const INVALID = { error: EMAIL_VERIFY_MESSAGES.invalid };
/**
 * Never refused as a body: a token that cannot be one is answered after the rate limit, like an
 * unknown one (400 with `data.reason`), so it reads as null here.
 */
const verifyInput = z
  .object({ token: z.string(INVALID).min(20, INVALID).max(200, INVALID) })
  .nullable()
  .catch(null);

export const emailVerificationRoutes: FastifyPluginAsync = async (app) => {
  withSpecMessage(app);
  const route = declareRoutes(app, 'auth');

  /** The link's landing page posts the token here; `data.reason` tells expired from invalid. */
  route.post(
    '/auth/verify-email',
    {
      summary: 'Verify the email with the link’s token',
      access: access.public,
      body: verifyInput,
      data: emailVerifiedSchema,
    },
    async ({ body }, request) => {
      await enforceRateLimits(app.db, [[RATE_LIMITS.verifyEmailIp, request.ip]]);
      const result = body ? await verifyEmailToken(app.db, body.token) : 'invalid';
      if (result !== 'verified') {
        throw new AppError(400, EMAIL_VERIFY_MESSAGES[result], { reason: result });
      }
      return envelope({ email_verified: true as const }, EMAIL_VERIFY_MESSAGES.verified);
    },
  );

  /** A new link for the signed-in owner (the profile's "Kirim ulang"). */
  route.post(
    '/auth/verify-email/resend',
    {
      summary: 'Send a new email verification link',
      access: access.signedIn,
      data: accountEmailSchema,
    },
    async ({ userId }) => {
      const user = await findUserById(app.db, userId);
      if (!user) throw new AppError(401, UNAUTHENTICATED_MESSAGE);
      if (user.emailVerifiedAt) throw new AppError(409, EMAIL_VERIFY_MESSAGES.already);
      await enforceRateLimits(app.db, [
        [RATE_LIMITS.verifyEmailSend, user.id],
        [RATE_LIMITS.verifyEmailSendHourly, user.id],
      ]);
      await sendVerificationEmail(app, user);
      return envelope({ email: user.email }, EMAIL_VERIFY_MESSAGES.sent);
    },
  );
};
