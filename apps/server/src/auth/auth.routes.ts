import type { FastifyPluginAsync } from 'fastify';
import { addRetryAfterHeader } from './rate-limit';
import { authClientRoutes } from './routes/auth-client.routes';
import { emailVerificationRoutes } from './routes/email-verification.routes';
import { googleRoutes } from './routes/google.routes';
import { loginRoutes } from './routes/login.routes';
import { profileRoutes } from './routes/profile.routes';
import { passwordResetRoutes } from './routes/password-reset.routes';
import { registerRoutes } from './routes/register.routes';
import { sessionRoutes } from './routes/session.routes';

/**
 * Registration, phone codes, login, sessions, password reset, Google sign-in, email verification,
 * the signed-in user's profile and password, and the spec's alternate client (/auth/*), under /api.
 */
export const authRoutes: FastifyPluginAsync = async (app) => {
  addRetryAfterHeader(app);
  await app.register(registerRoutes);
  await app.register(loginRoutes);
  await app.register(sessionRoutes);
  await app.register(passwordResetRoutes);
  await app.register(googleRoutes);
  await app.register(emailVerificationRoutes);
  await app.register(authClientRoutes);
  await app.register(profileRoutes);
};
