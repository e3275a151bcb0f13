import type { FastifyPluginAsync } from 'fastify';
import { AUTH_MESSAGES, loginInputSchema, specSessionSchema } from '@kabar/shared';
import { declareRoutes } from '../../http/declare-routes';
import { envelope } from '../../http/envelope';
import { access } from '../../http/route-contract';
import { toPublicUser } from '../../modules/users/user-dto';
import { setRefreshCookie } from '../refresh-cookie';
import { signInWithPassword } from './login.routes';
import {
  forgotPassword,
  forgotPasswordContract,
  resetPassword,
  resetPasswordContract,
} from './password-reset.routes';
import { register, registerContract } from './register.routes';
import { withSpecMessage } from './spec-message';

/**
 * The spec's alternate auth client under /api/auth: thin adapters over the same services and
 * sessions, answering the fields that client reads (`accessToken`, `refreshToken`, `user`,
 * `message`) beside our envelope. Refresh and logout live with the session routes, verify-email
 * with the email verification routes.
 */
export const authClientRoutes: FastifyPluginAsync = async (app) => {
  withSpecMessage(app);
  const route = declareRoutes(app, 'auth');

  route.post(
    '/auth/login',
    {
      summary: 'The spec client’s login',
      access: access.public,
      body: loginInputSchema,
      data: specSessionSchema,
    },
    async ({ body }, request, reply) => {
      const { session, user } = await signInWithPassword(app, body, request.ip);
      const accessToken = await app.tokens.sign(user.id);
      setRefreshCookie(reply, session, app.auth.secureCookies);
      const payload = { accessToken, refreshToken: session.refreshToken, user: toPublicUser(user) };
      return { ...payload, ...envelope(payload, AUTH_MESSAGES.loginSuccess) };
    },
  );
  route.post(
    '/auth/register',
    { summary: 'The spec client’s registration', ...registerContract },
    ({ body }, request, reply) => register(app, body, request.ip, reply),
  );
  route.post(
    '/auth/forgot-password',
    { summary: 'The spec client’s forgot password', ...forgotPasswordContract },
    ({ body }, request) => forgotPassword(app, body.email, request.ip),
  );
  route.post(
    '/auth/reset-password',
    { summary: 'The spec client’s password reset', ...resetPasswordContract },
    ({ body }, request) => resetPassword(app, body, request.ip),
  );
};
