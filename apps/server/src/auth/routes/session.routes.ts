import type { FastifyPluginAsync } from 'fastify';
import { refreshedTokensSchema } from '@kabar/shared';
import { declareRoutes } from '../../http/declare-routes';
import { envelope } from '../../http/envelope';
import { AppError } from '../../http/errors';
import { access } from '../../http/route-contract';
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
  const route = declareRoutes(app, 'auth');

  /**
   * A new access token for a refresh token (cookie, or `refreshToken` in the body). The refresh
   * token is rotated; a cookie client gets the new one only as a cookie, out of scripts' reach.
   */
  const refreshSummaries = {
    '/refresh-token':
      'A new access token for the refresh token (cookie, or refreshToken in the body)',
    '/auth/refresh': 'The spec client’s path for /api/refresh-token',
  };
  for (const [url, summary] of Object.entries(refreshSummaries)) {
    // The refresh token is read by readRefreshToken (cookie or body), not from a declared body.
    route.post(
      url,
      { summary, access: access.public, data: refreshedTokensSchema },
      async (_input, request, reply) => {
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
      },
    );
  }

  /**
   * Ends the session server-side (docs/security.md #14); always answers 200 so logout never fails.
   */
  route.post(
    '/auth/logout',
    { summary: 'End the session; always 200', access: access.public, data: null },
    async (_input, request, reply) => {
      const presented = readRefreshToken(request);
      await revokeSessionByToken(app.db, presented?.token ?? null);
      clearRefreshCookie(reply, app.auth.secureCookies);
      return envelope(null, 'Logout berhasil.');
    },
  );
};
