import { randomBytes } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { AUTH_MESSAGES } from '@kabar/shared';
import { DEMO_USER } from '../seed/seed-demo-user';
import {
  refreshCookieOf,
  registerAndVerify,
  tempDataDir,
  uniqueEmail,
  uniqueIp,
  uniquePhone,
} from '../test/auth-helpers';
import { useTestApp } from '../test/test-app';
import { RATE_LIMITS } from './rate-limit';

const ctx = useTestApp({ env: { DATA_DIR: tempDataDir() } });

const login = (payload: object, remoteAddress = uniqueIp(), headers: Record<string, string> = {}) =>
  ctx.app.inject({ method: 'POST', url: '/api/login', payload, remoteAddress, headers });

describe('POST /api/login', () => {
  it('signs the seeded demo couple in, in the spec shape', async () => {
    const res = await login({ email: DEMO_USER.email, password: DEMO_USER.password });
    expect(res.statusCode).toBe(200);
    const body = res.json();
    expect(body.meta).toEqual({ code: 200, msg: 'Login berhasil!' });
    expect(body.token).toBe(body.data.token);
    expect(body.data.refresh_token).toEqual(expect.any(String));
    expect(body.data.user).toEqual({
      user_id: DEMO_USER.id,
      name: DEMO_USER.name,
      email: DEMO_USER.email,
      phone: DEMO_USER.phone,
      bio: '',
      status: 'active',
      plan: 'basic',
      email_verified: false,
    });
    expect(refreshCookieOf(res)?.httpOnly).toBe(true);
    const exp = JSON.parse(Buffer.from(body.token.split('.')[1], 'base64url').toString()).exp;
    expect(exp - Date.now() / 1000).toBeGreaterThan(14 * 60);
    expect(exp - Date.now() / 1000).toBeLessThanOrEqual(15 * 60);
  });

  it('compares emails without regard to case', async () => {
    const res = await login({ email: 'DEMO@Kabar.ID', password: DEMO_USER.password });
    expect(res.statusCode).toBe(200);
  });

  it('docs/security.md #3: unknown email and wrong password answer the same, in similar time', async () => {
    const unknown = await login({ email: uniqueEmail('tidak-ada'), password: 'apa-saja-123' });
    const wrong = await login({ email: DEMO_USER.email, password: 'bukan-password-ini' });
    expect(unknown.statusCode).toBe(401);
    expect(wrong.statusCode).toBe(wrong.statusCode);
    expect(unknown.body).toBe(wrong.body);
    expect(unknown.json().meta.msg).toBe('Email atau password salah.');

    const time = async (email: string) => {
      const started = performance.now();
      await login({ email, password: 'bukan-password-ini' });
      return performance.now() - started;
    };
    const median = (values: number[]) => values.sort((a, b) => a - b)[2]!;
    const unknownTimes: number[] = [];
    const wrongTimes: number[] = [];
    for (let i = 0; i < 5; i += 1) {
      unknownTimes.push(await time(uniqueEmail('tidak-ada')));
      wrongTimes.push(await time(DEMO_USER.email));
    }
    const ratio = median(unknownTimes) / median(wrongTimes);
    expect(ratio).toBeGreaterThan(0.5);
    expect(ratio).toBeLessThan(2);
  });

  it('tells an account whose phone is not verified to verify it, only with the right password', async () => {
    const email = uniqueEmail();
    const phone = uniquePhone();
    await ctx.app.inject({
      method: 'POST',
      url: '/api/register',
      remoteAddress: uniqueIp(),
      payload: {
        name: 'Citra',
        email,
        phone,
        password: 'kata-sandi-rahasia',
        registration_source: 'Lainnya',
      },
    });
    const wrong = await login({ email, password: 'salah-salah-salah' });
    expect(wrong.statusCode).toBe(401);
    const right = await login({ email, password: 'kata-sandi-rahasia' });
    expect(right.statusCode).toBe(403);
    expect(right.json().data).toEqual({ needs_phone_verification: true, phone });
    expect(right.json().meta.msg).toMatch(/belum diverifikasi/);
  });
});

describe('rate limits (docs/security.md #4)', () => {
  it('per account and address: one address that keeps failing is stopped, others are not', async () => {
    const user = await registerAndVerify(ctx);
    const attacker = uniqueIp();
    for (let i = 0; i < RATE_LIMITS.loginPair.max; i += 1) {
      const res = await login({ email: user.email, password: 'salah-salah-salah' }, attacker);
      expect(res.statusCode).toBe(401);
    }
    const limited = await login(
      { email: user.email.toUpperCase(), password: user.password },
      attacker,
    );
    expect(limited.statusCode).toBe(429);
    expect(limited.json().meta.msg).toBe(AUTH_MESSAGES.tooManyRequests);
    expect(Number(limited.headers['retry-after'])).toBeGreaterThan(0);
    expect((await login({ email: user.email, password: user.password })).statusCode).toBe(200);
  });

  it('issue 17: wrong logins from many addresses do not lock the owner out', async () => {
    const user = await registerAndVerify(ctx);
    const attackers = Array.from({ length: 4 }, () => uniqueIp());
    // Far more failures than the account's threshold, spread so no address hits its own cap.
    for (let round = 0; round < 4; round += 1) {
      for (const address of attackers) {
        await login({ email: user.email, password: 'salah-salah-salah' }, address);
      }
    }
    // The owner, from an address that has not failed, gets in at once.
    expect((await login({ email: user.email, password: user.password })).statusCode).toBe(200);
    // An address that already failed is slowed down for seconds, not locked for the window.
    const slowed = await login({ email: user.email, password: 'salah-salah-salah' }, attackers[0]);
    expect(slowed.statusCode).toBe(429);
    expect(Number(slowed.headers['retry-after'])).toBeLessThanOrEqual(
      RATE_LIMITS.loginPace.windowSeconds,
    );
  });

  it('per IP, and a forged X-Forwarded-For does not reset it', async () => {
    const ip = uniqueIp();
    for (let i = 0; i < RATE_LIMITS.loginIp.max; i += 1) {
      await login({ email: uniqueEmail(), password: 'salah-salah-salah' }, ip, {
        'x-forwarded-for': `203.0.113.${i}`,
      });
    }
    const limited = await login({ email: DEMO_USER.email, password: DEMO_USER.password }, ip, {
      'x-forwarded-for': '198.51.100.7',
    });
    expect(limited.statusCode).toBe(429);
    expect((await login({ email: DEMO_USER.email, password: DEMO_USER.password })).statusCode).toBe(
      200,
    );
  });

  it('is not a permanent lock-out: the window ends', async () => {
    const user = await registerAndVerify(ctx);
    const address = uniqueIp();
    for (let i = 0; i <= RATE_LIMITS.loginPair.max; i += 1) {
      await login({ email: user.email, password: 'salah-salah-salah' }, address);
    }
    expect((await login({ email: user.email, password: user.password }, address)).statusCode).toBe(
      429,
    );
    const { rateLimitCounters } = await import('./rate-limits.schema');
    const { sql } = await import('drizzle-orm');
    await ctx.database.db
      .update(rateLimitCounters)
      .set({ resetAt: new Date(Date.now() - 1000) })
      .where(sql`${rateLimitCounters.key} like ${`login:%${user.email.toLowerCase()}%`}`);
    expect((await login({ email: user.email, password: user.password }, address)).statusCode).toBe(
      200,
    );
  });

  it.each([
    ['OTP send', '/api/send-otp', () => ({ phone: uniquePhone() }), RATE_LIMITS.otpSendIp.max],
    [
      'OTP verify',
      '/api/verify-otp',
      () => ({ phone: uniquePhone(), code: '000000' }),
      RATE_LIMITS.otpVerifyIp.max,
    ],
    [
      'forgot password',
      '/api/forgot-password',
      () => ({ email: uniqueEmail() }),
      RATE_LIMITS.forgotIp.max,
    ],
    [
      'reset password',
      '/api/reset-password',
      () => ({ email: uniqueEmail(), token: '000000', password: 'kata-sandi-baru' }),
      RATE_LIMITS.resetIp.max,
    ],
    [
      'refresh',
      '/api/refresh-token',
      () => ({ refreshToken: randomBytes(32).toString('base64url') }),
      RATE_LIMITS.refreshIp.max,
    ],
  ])('limits %s per IP', async (_name, url, payload, max) => {
    const ip = uniqueIp();
    for (let i = 0; i < max; i += 1) {
      const res = await ctx.app.inject({
        method: 'POST',
        url,
        payload: payload(),
        remoteAddress: ip,
      });
      expect(res.statusCode).not.toBe(429);
    }
    const limited = await ctx.app.inject({
      method: 'POST',
      url,
      payload: payload(),
      remoteAddress: ip,
    });
    expect(limited.statusCode).toBe(429);
    expect(limited.json().meta.msg).toBe(AUTH_MESSAGES.tooManyRequests);
  });

  it('limits OTP verify per phone, and forgot and reset per email', async () => {
    const phone = uniquePhone();
    for (let i = 0; i < RATE_LIMITS.otpVerifyPhone.max; i += 1) {
      await ctx.app.inject({
        method: 'POST',
        url: '/api/verify-otp',
        payload: { phone, code: '000000' },
        remoteAddress: uniqueIp(),
      });
    }
    const phoneLimited = await ctx.app.inject({
      method: 'POST',
      url: '/api/verify-otp',
      payload: { phone, code: '000000' },
      remoteAddress: uniqueIp(),
    });
    expect(phoneLimited.statusCode).toBe(429);

    const email = uniqueEmail();
    for (let i = 0; i < RATE_LIMITS.resetEmail.max; i += 1) {
      await ctx.app.inject({
        method: 'POST',
        url: '/api/reset-password',
        payload: { email, token: '000000', password: 'kata-sandi-baru' },
        remoteAddress: uniqueIp(),
      });
    }
    const resetLimited = await ctx.app.inject({
      method: 'POST',
      url: '/api/reset-password',
      payload: { email, token: '000000', password: 'kata-sandi-baru' },
      remoteAddress: uniqueIp(),
    });
    expect(resetLimited.statusCode).toBe(429);
  });
});
