import type { FastifyPluginAsync } from 'fastify';
import { z } from 'zod';
import {
  AUTH_MESSAGES,
  EMAIL_TAKEN_MESSAGE,
  googleConfigSchema,
  googleLoginInputSchema,
  googlePendingSchema,
  googlePhoneNeededSchema,
  sessionPayloadSchema,
  verifyGooglePhoneInputSchema,
  type GooglePhoneNeeded,
} from '@kabar/shared';
import { declareRoutes } from '../../http/declare-routes';
import { envelope } from '../../http/envelope';
import { AppError, ValidationError } from '../../http/errors';
import { access } from '../../http/route-contract';
import {
  deleteUser,
  findUserByPhone,
  insertUser,
  updateUser,
} from '../../modules/users/users.queries';
import { googleAccountFor } from '../google-account';
import { enforceRateLimits, RATE_LIMITS } from '../rate-limit';
import { signInWithPhoneCode } from '../phone-code-sign-in';
import { openSession, signedInAnswer } from '../sign-in';
import { uniqueViolation } from '../../db/unique-violation';
import { ACCOUNT_DISABLED } from './login.routes';
import { businessMetrics } from '../../observability/metrics';
import { SESSION_SUMMARY } from './session-summary';

export const googleRoutes: FastifyPluginAsync = async (app) => {
  const route = declareRoutes(app, 'auth');

  /** What the sign-in button needs: whether Google sign-in is on, and where its popup goes. */
  route.get(
    '/auth/google-config',
    {
      summary: 'Whether Google sign-in is on, and its popup address',
      access: access.public,
      data: googleConfigSchema,
    },
    async () => {
      const google = app.auth.google;
      return envelope(
        google
          ? {
              enabled: true,
              mode: google.mode,
              client_id: google.clientId,
              authorize_url: google.authorizeUrl,
            }
          : { enabled: false, mode: null, client_id: null, authorize_url: null },
        'OK',
      );
    },
  );

  /**
   * Signs a Google user in. A new one is asked for a phone (answer `needs_phone`); posting the
   * credential again with a phone creates the pending registration the phone code completes.
   */
  route.post(
    '/login-google',
    {
      summary: 'Sign in with a Google credential; a new account is asked for a phone',
      status: [200, 201],
      access: access.public,
      body: googleLoginInputSchema,
      data: z.union([sessionPayloadSchema, googlePhoneNeededSchema, googlePendingSchema]),
    },
    async ({ body: input }, _request, reply) => {
      // Google is on here: the onRequest hook below refused the call otherwise.
      const identity = await app.auth.google!.verifier.verify(input.credential);
      const user = await googleAccountFor(app.db, identity, input.password);

      if (user?.status === 'active') {
        const signedIn = await openSession(app.db, user, true);
        return signedInAnswer(app, reply, signedIn, AUTH_MESSAGES.googleLoginSuccess);
      }
      if (user && user.status !== 'pending_phone') throw new AppError(403, ACCOUNT_DISABLED);

      if (!input.phone) {
        const needed: GooglePhoneNeeded = {
          needs_phone: true,
          email: identity.email,
          name: user?.name ?? identity.name,
          phone: user?.phone ?? null,
        };
        return envelope(needed, 'Nomor HP diperlukan untuk melanjutkan.');
      }

      const phone = input.phone;
      try {
        await app.db.transaction(async (tx) => {
          const holder = await findUserByPhone(tx, phone);
          if (holder && holder.id !== user?.id) {
            if (holder.status !== 'pending_phone') {
              throw new ValidationError({ phone: AUTH_MESSAGES.phoneTaken }, undefined, 409);
            }
            await deleteUser(tx, holder.id);
          }
          if (user) {
            await updateUser(tx, user.id, { phone });
          } else {
            await insertUser(tx, {
              name: identity.name,
              email: identity.email,
              phone,
              googleSub: identity.sub,
              emailVerifiedAt: new Date(),
              registrationSource: input.registration_source ?? 'Lainnya',
              status: 'pending_phone',
            });
          }
        });
      } catch (error) {
        const constraint = uniqueViolation(error);
        if (constraint === null) throw error;
        throw new ValidationError(
          constraint.includes('phone')
            ? { phone: AUTH_MESSAGES.phoneTaken }
            : { email: EMAIL_TAKEN_MESSAGE },
          undefined,
          409,
        );
      }
      businessMetrics.signUps.inc({ method: 'google' });
      reply.status(201);
      return envelope(
        { pending: true as const, phone },
        'Pendaftaran Google dibuat. Verifikasi nomor HP-mu.',
        201,
      );
    },
    {
      // Limited and refused before the body is read, so a bad body counts and learns nothing.
      onRequest: async (request) => {
        await enforceRateLimits(app.db, [[RATE_LIMITS.googleIp, request.ip]]);
        if (!app.auth.google) throw new AppError(403, AUTH_MESSAGES.googleNotAllowed);
      },
    },
  );

  /** Completes a pending Google registration with the phone code and signs the user in. */
  route.post(
    '/verify-google-phone',
    {
      summary: `Complete a Google registration with the phone code. ${SESSION_SUMMARY}`,
      access: access.public,
      body: verifyGooglePhoneInputSchema,
      data: sessionPayloadSchema,
    },
    ({ body: { phone, code } }, request, reply) =>
      signInWithPhoneCode(app, request, reply, {
        phone,
        code,
        purpose: 'google',
        awaitsCode: (user) => Boolean(user.googleSub),
        missing: AUTH_MESSAGES.googlePendingMissing,
        success: AUTH_MESSAGES.googleLoginSuccess,
      }),
  );
};
