import type { FastifyPluginAsync } from 'fastify';
import { z } from 'zod';
import { envelope } from '../../http/envelope';
import { AppError } from '../../http/errors';
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
export const verifyInput = z.object({
  token: z.string(INVALID).min(20, INVALID).max(200, INVALID),
});

export const emailVerificationRoutes: FastifyPluginAsync = async (app) => {
  withSpecMessage(app);
  /** The link's landing page posts the token here; `data.reason` tells expired from invalid. */
  app.post('/auth/verify-email', async (request) => {
    await enforceRateLimits(app.db, [[RATE_LIMITS.verifyEmailIp, request.ip]]);
    const input = verifyInput.safeParse(request.body ?? {});
    const result = input.success ? await verifyEmailToken(app.db, input.data.token) : 'invalid';
    if (result !== 'verified') {
      throw new AppError(400, EMAIL_VERIFY_MESSAGES[result], { reason: result });
    }
    return envelope({ email_verified: true }, EMAIL_VERIFY_MESSAGES.verified);
  });

  /** A new link for the signed-in owner (the profile's "Kirim ulang"). */
  app.post('/auth/verify-email/resend', { preHandler: app.authenticate }, async (request) => {
    const user = await findUserById(app.db, request.userId);
    if (!user) throw new AppError(401, UNAUTHENTICATED_MESSAGE);
    if (user.emailVerifiedAt) throw new AppError(409, EMAIL_VERIFY_MESSAGES.already);
    await enforceRateLimits(app.db, [
      [RATE_LIMITS.verifyEmailSend, user.id],
      [RATE_LIMITS.verifyEmailSendHourly, user.id],
    ]);
    await sendVerificationEmail(app, user);
    return envelope({ email: user.email }, EMAIL_VERIFY_MESSAGES.sent);
  });
};
