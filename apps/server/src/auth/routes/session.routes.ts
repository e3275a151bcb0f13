import type { FastifyPluginAsync } from 'fastify';
import { envelope } from '../../http/envelope';
import { AppError } from '../../http/errors';
import { UNAUTHENTICATED_MESSAGE } from '../authenticate';
import { clearRefreshCookie, readRefreshToken, setRefreshCookie } from '../refresh-cookie';
import { enforceRateLimits, RATE_LIMITS } from '../rate-limit';
import { guardSessionRequests } from '../session-request-guard';
import { hashRefreshToken, revokeSessionByToken, rotateRefreshToken } from '../sessions';
import { withSpecMessage } from './spec-message';

/** Refresh and logout, at our paths and the spec's alternate client's (/auth/refresh). */
export const sessionRoutes: FastifyPluginAsync = async (app) => {
  guardSessionRequests(app, {
    publicUrl: app.config.site.publicUrl,
    isProduction: app.config.isProduction,
  });
  withSpecMessage(app);

  /**
   * A new access token for a refresh token (cookie, or `refreshToken` in the body). The refresh
   * token is rotated; a cookie client gets the new one only as a cookie, out of scripts' reach.
   */
  for (const url of ['/refresh-token', '/auth/refresh']) {
    app.post(url, async (request, reply) => {
      const presented = readRefreshToken(request);
      await enforceRateLimits(app.db, [
        [RATE_LIMITS.refreshIp, request.ip],
        [RATE_LIMITS.refreshSession, presented && hashRefreshToken(presented.token)],
      ]);
      if (!presented) throw new AppError(401, UNAUTHENTICATED_MESSAGE);
      let session;
      try {
        session = await rotateRefreshToken(app.db, presented.token);
      } catch (error) {
        if (presented.from === 'cookie') clearRefreshCookie(reply, app.auth.secureCookies);
        throw error;
      }
      const accessToken = await app.tokens.sign(session.userId);
      if (session.refreshToken && presented.from === 'cookie') {
        setRefreshCookie(
          reply,
          { ...session, refreshToken: session.refreshToken },
          app.auth.secureCookies,
        );
      }
      const refreshToken =
        presented.from === 'body' && session.refreshToken ? session.refreshToken : undefined;
      const tokens = { accessToken, ...(refreshToken ? { refreshToken } : {}) };
      return { ...tokens, ...envelope(tokens, 'Token diperbarui.') };
    });
  }

  /**
   * Ends the session server-side (docs/security.md #14); always answers 200 so logout never fails.
   */
  app.post('/auth/logout', async (request, reply) => {
    const presented = readRefreshToken(request);
    await revokeSessionByToken(app.db, presented?.token ?? null);
    clearRefreshCookie(reply, app.auth.secureCookies);
    return envelope(null, 'Logout berhasil.');
  });
};
