import { SignJWT } from 'jose';
import { describe, expect, it } from 'vitest';
import { registerAndVerify, tempDataDir, uniqueIp } from '../test/auth-helpers';
import { TEST_JWT_SECRET, useTestApp } from '../test/test-app';
import { REFRESH_COOKIE } from './refresh-cookie';

const ctx = useTestApp({ env: { DATA_DIR: tempDataDir(), PUBLIC_URL: 'https://kabar.example' } });
const ORIGIN = 'https://kabar.example';

describe('access tokens (docs/security.md #10)', () => {
  it('refuses a token signed with our key but without exp', async () => {
    const user = await registerAndVerify(ctx);
    const forever = await new SignJWT({})
      .setProtectedHeader({ alg: 'HS256', typ: 'JWT' })
      .setSubject(user.userId)
      .setIssuer('kabar')
      .setAudience('kabar-app')
      .setIssuedAt()
      .sign(new TextEncoder().encode(TEST_JWT_SECRET));
    const res = await ctx.app.inject({
      url: '/api/user',
      headers: { authorization: `Bearer ${forever}` },
    });
    expect(res.statusCode).toBe(401);
    const normal = await ctx.app.inject({
      url: '/api/user',
      headers: { authorization: `Bearer ${user.token}` },
    });
    expect(normal.statusCode).toBe(200);
  });
});

const SESSION_PATHS = ['/api/refresh-token', '/api/auth/refresh', '/api/auth/logout'];

/** A POST carrying the refresh cookie, as a browser (or a forged cross-site form) would. */
const withCookie = (
  url: string,
  refreshToken: string,
  headers: Record<string, string>,
  payload = '{}',
) =>
  ctx.app.inject({
    method: 'POST',
    url,
    headers: { 'content-type': 'application/json', ...headers },
    cookies: { [REFRESH_COOKIE]: refreshToken },
    payload,
    remoteAddress: uniqueIp(),
  });

describe('refresh and logout accept only JSON from our own origin', () => {
  it.each(SESSION_PATHS)('%s refuses a form or text body carrying the cookie', async (url) => {
    const user = await registerAndVerify(ctx);
    for (const [type, payload] of [
      ['application/x-www-form-urlencoded', 'a=1'],
      ['text/plain', '{}'],
      ['multipart/form-data; boundary=x', '--x--\r\n'],
    ] as const) {
      const res = await withCookie(
        url,
        user.refreshToken,
        { 'content-type': type, origin: ORIGIN },
        payload,
      );
      expect(res.statusCode, `${url} ${type}`).toBe(415);
    }
    const ok = await withCookie('/api/refresh-token', user.refreshToken, { origin: ORIGIN });
    expect(ok.statusCode).toBe(200);
  });

  it.each(SESSION_PATHS)('%s refuses another origin, and a cookie without origin', async (url) => {
    const user = await registerAndVerify(ctx);
    const post = (headers: Record<string, string>) => withCookie(url, user.refreshToken, headers);
    expect((await post({ origin: 'https://jahat.example' })).statusCode).toBe(403);
    expect((await post({ origin: 'null' })).statusCode).toBe(403);
    expect((await post({})).statusCode).toBe(403);
    // The session is untouched: the web client still refreshes.
    expect((await post({ origin: ORIGIN })).statusCode).toBe(200);
  });

  it('accepts an empty body with the JSON type, as the web client sends on logout', async () => {
    const user = await registerAndVerify(ctx);
    const res = await withCookie('/api/auth/logout', user.refreshToken, { origin: ORIGIN }, '');
    expect(res.statusCode).toBe(200);
  });

  it('lets a non-browser client without Origin use the body token', async () => {
    const user = await registerAndVerify(ctx);
    const res = await ctx.app.inject({
      method: 'POST',
      url: '/api/refresh-token',
      payload: { refreshToken: user.refreshToken },
      remoteAddress: uniqueIp(),
    });
    expect(res.statusCode).toBe(200);
    expect(res.json().refreshToken).toEqual(expect.any(String));
  });
});
