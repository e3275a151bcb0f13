import type { FastifyPluginAsync } from 'fastify';
import { AUTH_MESSAGES } from '@kabar/shared';
import { envelope } from '../../http/envelope';
import { toPublicUser } from '../../modules/users/user-dto';
import { setRefreshCookie } from '../refresh-cookie';
import { signInWithPassword } from './login.routes';
import { forgotPassword, resetPassword } from './password-reset.routes';
import { register } from './register.routes';
import { withSpecMessage } from './spec-message';

/**
 * The spec's alternate auth client under /api/auth: thin adapters over the same services and
 * sessions, answering the fields that client reads (`accessToken`, `refreshToken`, `user`,
 * `message`) beside our envelope. Refresh and logout live with the session routes, verify-email
 * with the email verification routes.
 */
export const authClientRoutes: FastifyPluginAsync = async (app) => {
  withSpecMessage(app);

  app.post('/auth/login', async (request, reply) => {
    const { session, user } = await signInWithPassword(app, request);
    const accessToken = await app.tokens.sign(user.id);
    setRefreshCookie(reply, session, app.auth.secureCookies);
    const payload = { accessToken, refreshToken: session.refreshToken, user: toPublicUser(user) };
    return { ...payload, ...envelope(payload, AUTH_MESSAGES.loginSuccess) };
  });
  app.post('/auth/register', (request, reply) => register(app, request, reply));
  app.post('/auth/forgot-password', (request) => forgotPassword(app, request));
  app.post('/auth/reset-password', (request) => resetPassword(app, request));
};
