import type { FastifyInstance, FastifyPluginAsync, FastifyReply } from 'fastify';
import type { z } from 'zod';
import {
  AUTH_MESSAGES,
  EMAIL_TAKEN_MESSAGE,
  OTP_RESEND_SECONDS,
  phoneCodeSentSchema,
  registerInputSchema,
  sendOtpInputSchema,
  sessionPayloadSchema,
  verifyOtpInputSchema,
  type FieldErrors,
} from '@kabar/shared';
import { declareRoutes } from '../../http/declare-routes';
import { envelope } from '../../http/envelope';
import { AppError, ValidationError } from '../../http/errors';
import { access } from '../../http/route-contract';
import {
  deleteUser,
  findUserByPhone,
  findUsersByEmailOrPhone,
  insertUser,
} from '../../modules/users/users.queries';
import type { User } from '../../modules/users/users.schema';
import { sendVerificationEmail } from '../email-verification';
import { hashPassword } from '../password';
import { sendPhoneCode } from '../phone-codes';
import { enforceRateLimits, RATE_LIMITS, TooManyRequestsError } from '../rate-limit';
import { signInWithPhoneCode } from '../phone-code-sign-in';
import { uniqueViolation } from '../../db/unique-violation';
import { businessMetrics } from '../../observability/metrics';
import { SESSION_SUMMARY } from './session-summary';

const PHONE_NOT_REGISTERED = 'Nomor HP belum terdaftar. Silakan daftar terlebih dahulu.';

/** Which field a unique constraint guards, for a clear message on the right field. */
function takenFieldErrors(constraint: string): FieldErrors {
  return constraint.includes('phone')
    ? { phone: AUTH_MESSAGES.phoneTaken }
    : { email: EMAIL_TAKEN_MESSAGE };
}

/**
 * Creates the account pending phone verification, sends the first code and the email link. Only
 * verified accounts hold their email and phone: an abandoned unverified sign-up is replaced, so
 * nobody can block a phone they do not own. Shared by /register and the spec's /auth/register.
 */
export async function register(
  app: FastifyInstance,
  input: z.output<typeof registerInputSchema>,
  ip: string,
  reply: FastifyReply,
) {
  await enforceRateLimits(app.db, [[RATE_LIMITS.registerIp, ip]]);
  const passwordHash = await hashPassword(input.password);

  let created: User;
  try {
    created = await app.db.transaction(async (tx) => {
      const clashes = await findUsersByEmailOrPhone(tx, input.email, input.phone);
      const errors: FieldErrors = {};
      for (const other of clashes) {
        if (other.status === 'pending_phone') continue;
        if (other.email.toLowerCase() === input.email.toLowerCase()) {
          errors.email = EMAIL_TAKEN_MESSAGE;
        }
        if (other.phone === input.phone) errors.phone = AUTH_MESSAGES.phoneTaken;
      }
      if (Object.keys(errors).length) throw new ValidationError(errors, undefined, 409);
      for (const other of clashes) await deleteUser(tx, other.id);
      return insertUser(tx, {
        name: input.name,
        email: input.email,
        phone: input.phone,
        passwordHash,
        registrationSource: input.registration_source,
        status: 'pending_phone',
      });
    });
  } catch (error) {
    const constraint = uniqueViolation(error);
    if (constraint !== null)
      throw new ValidationError(takenFieldErrors(constraint), undefined, 409);
    throw error;
  }

  businessMetrics.signUps.inc({ method: 'password' });
  let resendAfter = OTP_RESEND_SECONDS;
  try {
    await sendPhoneCode(app, input.phone, 'register');
  } catch (error) {
    // A code sent moments ago for this phone is still valid; the modal counts down to a resend.
    if (!(error instanceof TooManyRequestsError)) throw error;
    resendAfter = error.retryAfterSeconds;
  }
  // The account exists either way; the owner can ask for another link from the profile.
  await sendVerificationEmail(app, created).catch((error: unknown) =>
    app.log.error({ err: error }, 'email verifikasi gagal diantrekan'),
  );
  reply.status(201);
  return envelope(
    { phone: input.phone, resend_after: resendAfter },
    'Registrasi berhasil. Kode OTP telah dikirim ke nomor HP-mu.',
    201,
  );
}

export const registerContract = {
  access: access.public,
  body: registerInputSchema,
  data: phoneCodeSentSchema,
  status: 201,
} as const;

export const registerRoutes: FastifyPluginAsync = async (app) => {
  const route = declareRoutes(app, 'auth');

  route.post(
    '/register',
    {
      summary: 'Create an account pending phone verification; sends the phone code',
      ...registerContract,
    },
    ({ body }, request, reply) => register(app, body, request.ip, reply),
  );

  /** Sends or resends a phone code for a pending registration (password or Google). */
  route.post(
    '/send-otp',
    {
      summary: 'Send or resend a phone code',
      access: access.public,
      body: sendOtpInputSchema,
      data: phoneCodeSentSchema,
    },
    async ({ body: { phone, purpose } }, request) => {
      await enforceRateLimits(app.db, [[RATE_LIMITS.otpSendIp, request.ip]]);
      const user = await findUserByPhone(app.db, phone);
      if (purpose === 'google') {
        if (!user || user.status !== 'pending_phone' || !user.googleSub) {
          throw new AppError(404, AUTH_MESSAGES.googlePendingMissing);
        }
      } else if (!user) {
        throw new AppError(404, PHONE_NOT_REGISTERED);
      } else if (user.status !== 'pending_phone') {
        throw new ValidationError({ phone: AUTH_MESSAGES.phoneTaken }, undefined, 409);
      }
      await sendPhoneCode(app, phone, purpose);
      return envelope({ phone, resend_after: OTP_RESEND_SECONDS }, 'Kode OTP berhasil dikirim.');
    },
  );

  /** Checks the code, activates the account and signs the user in (persistently, per spec). */
  route.post(
    '/verify-otp',
    {
      summary: `Verify the phone code and sign in. ${SESSION_SUMMARY}`,
      access: access.public,
      body: verifyOtpInputSchema,
      data: sessionPayloadSchema,
    },
    ({ body: { phone, code } }, request, reply) =>
      signInWithPhoneCode(app, request, reply, {
        phone,
        code,
        purpose: 'register',
        awaitsCode: () => true,
        missing: AUTH_MESSAGES.otpNotFound,
        success: AUTH_MESSAGES.registerSuccess,
      }),
  );
};
