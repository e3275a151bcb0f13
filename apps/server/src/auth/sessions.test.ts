import { eq, sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { registerAndVerify, refreshCookieOf, tempDataDir, uniqueIp } from '../test/auth-helpers';
import { useTestApp } from '../test/test-app';
import { REFRESH_COOKIE } from './refresh-cookie';
import {
  hashRefreshToken,
  REMEMBER_SESSION_SECONDS,
  REUSE_GRACE_SECONDS,
  SESSION_SECONDS,
} from './sessions';
import { authSessions, refreshTokens } from './sessions.schema';

const ctx = useTestApp({ env: { DATA_DIR: tempDataDir() } });

const refreshWithBody = (refreshToken: string, remoteAddress = uniqueIp()) =>
  ctx.app.inject({
    method: 'POST',
    url: '/api/refresh-token',
    payload: { refreshToken },
    remoteAddress,
  });

const refreshWithCookie = (token: string, remoteAddress = uniqueIp()) =>
  ctx.app.inject({
    method: 'POST',
    url: '/api/refresh-token',
    headers: { 'content-type': 'application/json', origin: ctx.config.site.publicUrl },
    cookies: { [REFRESH_COOKIE]: token },
    payload: '{}',
    remoteAddress,
  });

const login = (email: string, password: string, remember: boolean) =>
  ctx.app.inject({
    method: 'POST',
    url: '/api/login',
    payload: { email, password, remember },
    remoteAddress: uniqueIp(),
  });

async function sessionOf(token: string) {
  const [row] = await ctx.database.db
    .select({ session: authSessions })
    .from(refreshTokens)
    .innerJoin(authSessions, eq(authSessions.id, refreshTokens.sessionId))
    .where(eq(refreshTokens.tokenHash, hashRefreshToken(token)));
  return row!.session;
}

describe('refresh tokens (docs/security.md #11)', () => {
  it('are 256 random bits, stored only hashed, never echoed to a cookie client', async () => {
    const user = await registerAndVerify(ctx);
    expect(Buffer.from(user.refreshToken, 'base64url')).toHaveLength(32);
    const rows = await ctx.database.db.select().from(refreshTokens);
    expect(JSON.stringify(rows)).not.toContain(user.refreshToken);
    expect(rows.some((row) => row.tokenHash === hashRefreshToken(user.refreshToken))).toBe(true);

    const res = await refreshWithCookie(user.refreshToken);
    expect(res.statusCode).toBe(200);
    expect(res.json().refreshToken).toBeUndefined();
    expect(res.json().accessToken).toBe(res.json().data.accessToken);
    const cookie = refreshCookieOf(res)!;
    expect(cookie.value).not.toBe(user.refreshToken);
    expect(cookie).toMatchObject({ httpOnly: true, sameSite: 'Strict', path: '/api' });
  });

  it('rotate on every use: the new access token works, the old refresh token is spent', async () => {
    const user = await registerAndVerify(ctx);
    const first = await refreshWithBody(user.refreshToken);
    expect(first.statusCode).toBe(200);
    const { accessToken, refreshToken } = first.json();
    expect(refreshToken).toMatch(/^[\w-]{43}$/);
    expect(refreshToken).not.toBe(user.refreshToken);
    const me = await ctx.app.inject({
      url: '/api/user',
      headers: { authorization: `Bearer ${accessToken}` },
    });
    expect(me.json().data.user_id).toBe(user.userId);
  });

  it('refuse unknown tokens, and the refresh token is never read from the URL', async () => {
    expect((await refreshWithBody('x'.repeat(43))).statusCode).toBe(401);
    const user = await registerAndVerify(ctx);
    const inUrl = await ctx.app.inject({
      method: 'POST',
      url: `/api/refresh-token?refreshToken=${user.refreshToken}`,
      payload: {},
      remoteAddress: uniqueIp(),
    });
    expect(inUrl.statusCode).toBe(401);
  });
});

describe('reuse detection (docs/security.md #12)', () => {
  it('RT0 -> RT1 -> RT2, then RT0 again revokes the whole family, RT2 included', async () => {
    const user = await registerAndVerify(ctx);
    const rt0 = user.refreshToken;
    const rt1 = (await refreshWithBody(rt0)).json().refreshToken;
    const rt2 = (await refreshWithBody(rt1)).json().refreshToken;
    expect(rt2).toBeTruthy();

    const reuse = await refreshWithBody(rt0);
    expect(reuse.statusCode).toBe(401);
    expect(reuse.json().meta.msg).toBe('Sesimu telah berakhir. Silakan masuk kembali.');
    expect((await refreshWithBody(rt2)).statusCode).toBe(401);
    const session = await sessionOf(rt2);
    expect(session.revokedReason).toBe('reuse');
  });

  it('grants the token just replaced a short grace, without forking the session', async () => {
    const user = await registerAndVerify(ctx);
    const winner = await refreshWithCookie(user.refreshToken);
    const rt1 = refreshCookieOf(winner)!.value;

    // A parallel refresh queued with the same (now replaced) token still gets an access token.
    const queued = await refreshWithCookie(user.refreshToken);
    expect(queued.statusCode).toBe(200);
    expect(queued.json().accessToken).toEqual(expect.any(String));
    expect(refreshCookieOf(queued)).toBeUndefined();

    expect((await refreshWithCookie(rt1)).statusCode).toBe(200);
  });

  it(`ends the grace after ${REUSE_GRACE_SECONDS} s: late reuse revokes the family`, async () => {
    const user = await registerAndVerify(ctx);
    const rt1 = (await refreshWithBody(user.refreshToken)).json().refreshToken;
    await ctx.database.db
      .update(refreshTokens)
      .set({ replacedAt: sql`now() - make_interval(secs => ${REUSE_GRACE_SECONDS + 1})` })
      .where(eq(refreshTokens.tokenHash, hashRefreshToken(user.refreshToken)));
    expect((await refreshWithBody(user.refreshToken)).statusCode).toBe(401);
    expect((await refreshWithBody(rt1)).statusCode).toBe(401);
  });

  it('of many concurrent refreshes with one token, all succeed and one new token results', async () => {
    const user = await registerAndVerify(ctx);
    const ip = uniqueIp();
    const answers = await Promise.all(
      Array.from({ length: 5 }, () => refreshWithCookie(user.refreshToken, ip)),
    );
    expect(answers.map((res) => res.statusCode)).toEqual([200, 200, 200, 200, 200]);
    const cookies = answers.map(refreshCookieOf).filter(Boolean);
    expect(cookies).toHaveLength(1);
    const session = await sessionOf(user.refreshToken);
    const family = await ctx.database.db
      .select()
      .from(refreshTokens)
      .where(eq(refreshTokens.sessionId, session.id));
    expect(family).toHaveLength(2);
  });
});

describe('session lifetimes (docs/security.md #13)', () => {
  it('remember-me: a persistent cookie and 30 days; without: a browser-session cookie and 1 day', async () => {
    const user = await registerAndVerify(ctx);
    const remembered = await login(user.email, user.password, true);
    const persistent = refreshCookieOf(remembered)!;
    expect(persistent.expires).toBeInstanceOf(Date);
    const days = (persistent.expires!.getTime() - Date.now()) / 86_400_000;
    expect(days).toBeGreaterThan(29.9);
    expect(days).toBeLessThanOrEqual(30);

    const forgetful = await login(user.email, user.password, false);
    const sessionCookie = refreshCookieOf(forgetful)!;
    expect(sessionCookie.expires).toBeUndefined();
    expect(sessionCookie.maxAge).toBeUndefined();

    const long = await sessionOf(remembered.json().data.refresh_token);
    const short = await sessionOf(forgetful.json().data.refresh_token);
    const lifetime = (s: typeof long) => (s.expiresAt.getTime() - s.createdAt.getTime()) / 1000;
    expect(Math.round(lifetime(long))).toBe(REMEMBER_SESSION_SECONDS);
    expect(Math.round(lifetime(short))).toBe(SESSION_SECONDS);
  });

  it('refreshing never extends the fixed lifetime; past it, refresh fails', async () => {
    const user = await registerAndVerify(ctx);
    const before = await sessionOf(user.refreshToken);
    const rt1 = (await refreshWithBody(user.refreshToken)).json().refreshToken;
    const after = await sessionOf(rt1);
    expect(after.expiresAt.getTime()).toBe(before.expiresAt.getTime());

    await ctx.database.db
      .update(authSessions)
      .set({ expiresAt: new Date(Date.now() - 1000) })
      .where(eq(authSessions.id, after.id));
    expect((await refreshWithBody(rt1)).statusCode).toBe(401);
  });
});

describe('logout (docs/security.md #14)', () => {
  it('revokes the session server-side and clears the cookie; a later refresh fails', async () => {
    const user = await registerAndVerify(ctx);
    const res = await ctx.app.inject({
      method: 'POST',
      url: '/api/auth/logout',
      headers: { origin: ctx.config.site.publicUrl },
      cookies: { [REFRESH_COOKIE]: user.refreshToken },
      payload: {},
    });
    expect(res.statusCode).toBe(200);
    const cleared = refreshCookieOf(res)!;
    expect(cleared.value).toBe('');
    expect(cleared.expires!.getTime()).toBeLessThanOrEqual(Date.now());
    expect((await refreshWithCookie(user.refreshToken)).statusCode).toBe(401);
    expect((await sessionOf(user.refreshToken)).revokedReason).toBe('logout');
  });

  it('also takes the token in the body, and answers 200 with nothing to revoke', async () => {
    const user = await registerAndVerify(ctx);
    const res = await ctx.app.inject({
      method: 'POST',
      url: '/api/auth/logout',
      payload: { refreshToken: user.refreshToken },
    });
    expect(res.statusCode).toBe(200);
    expect((await refreshWithBody(user.refreshToken)).statusCode).toBe(401);
    const empty = await ctx.app.inject({ method: 'POST', url: '/api/auth/logout', payload: {} });
    expect(empty.statusCode).toBe(200);
  });
});
