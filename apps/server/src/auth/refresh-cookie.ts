import type { FastifyReply, FastifyRequest } from 'fastify';
import type { IssuedSession } from './sessions';

export const REFRESH_COOKIE = 'kabar_rt';

/**
 * The refresh token travels in an httpOnly cookie scoped to /api, never readable by scripts:
 * persistent until the session's end with "Ingat saya", a browser-session cookie without.
 */
export function setRefreshCookie(
  reply: FastifyReply,
  session: Pick<IssuedSession, 'remember' | 'expiresAt'> & { refreshToken: string },
  secure: boolean,
): void {
  reply.setCookie(REFRESH_COOKIE, session.refreshToken, {
    httpOnly: true,
    secure,
    sameSite: 'strict',
    path: '/api',
    ...(session.remember ? { expires: session.expiresAt } : {}),
  });
}

export function clearRefreshCookie(reply: FastifyReply, secure: boolean): void {
  reply.clearCookie(REFRESH_COOKIE, { httpOnly: true, secure, sameSite: 'strict', path: '/api' });
}

/** The cookie, or `refreshToken` in the body for clients without cookies. */
export function readRefreshToken(
  request: FastifyRequest,
): { token: string; from: 'cookie' | 'body' } | null {
  const cookie = request.cookies?.[REFRESH_COOKIE];
  if (cookie) return { token: cookie, from: 'cookie' };
  const body = request.body as { refreshToken?: unknown } | undefined;
  if (
    typeof body?.refreshToken === 'string' &&
    body.refreshToken.length > 0 &&
    body.refreshToken.length < 200
  ) {
    return { token: body.refreshToken, from: 'body' };
  }
  return null;
}
