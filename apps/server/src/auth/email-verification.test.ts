import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import {
  latestSmsCode,
  mailTo,
  registerAndVerify,
  tempDataDir,
  uniqueEmail,
  uniqueIp,
  uniquePhone,
} from '../test/auth-helpers';
import { useTestApp } from '../test/test-app';
import { emailVerificationTokens } from './email-verification.schema';

const ctx = useTestApp({ env: { DATA_DIR: tempDataDir(), PUBLIC_URL: 'https://kabar.example' } });

const post = (url: string, payload: object, headers: Record<string, string> = {}) =>
  ctx.app.inject({ method: 'POST', url, payload, headers, remoteAddress: uniqueIp() });

async function verificationToken(email: string): Promise<string> {
  const mail = await mailTo(ctx, email, /verifikasi email/i);
  const link = mail.text.match(/https:\/\/kabar\.example\/verify-email\?token=([\w-]+)/);
  expect(link, mail.text).not.toBeNull();
  expect(mail.html).toContain(`/verify-email?token=${link![1]}`);
  return link![1]!;
}

const profile = async (token: string) =>
  (await ctx.app.inject({ url: '/api/user', headers: { authorization: `Bearer ${token}` } })).json()
    .data;

describe('email verification', () => {
  it('a sign-up gets an Indonesian email whose link verifies the address, once', async () => {
    const user = await registerAndVerify(ctx);
    expect((await profile(user.token)).email_verified).toBe(false);
    const mail = await mailTo(ctx, user.email, /verifikasi email/i);
    expect(mail.text).toMatch(/Halo Ayu Kartika/);
    const token = await verificationToken(user.email);
    // Only a hash is stored.
    const rows = await ctx.database.db
      .select()
      .from(emailVerificationTokens)
      .where(eq(emailVerificationTokens.userId, user.userId));
    expect(rows).toHaveLength(1);
    expect(rows[0]!.tokenHash).not.toContain(token);

    const verified = await post('/api/auth/verify-email', { token });
    expect(verified.statusCode).toBe(200);
    expect(verified.json().message).toBe('Email berhasil diverifikasi.');
    expect((await profile(user.token)).email_verified).toBe(true);

    const again = await post('/api/auth/verify-email', { token });
    expect(again.statusCode).toBe(400);
    expect(again.json().data.reason).toBe('invalid');
  });

  it('an expired link says so; a made-up one is invalid', async () => {
    const user = await registerAndVerify(ctx);
    const token = await verificationToken(user.email);
    await ctx.database.db
      .update(emailVerificationTokens)
      .set({ expiresAt: new Date(Date.now() - 1000) })
      .where(eq(emailVerificationTokens.userId, user.userId));
    const expired = await post('/api/auth/verify-email', { token });
    expect(expired.statusCode).toBe(400);
    expect(expired.json().data.reason).toBe('expired');
    expect(expired.json().message).toMatch(/kedaluwarsa/);
    const invalid = await post('/api/auth/verify-email', { token: 'x'.repeat(43) });
    expect(invalid.json().data.reason).toBe('invalid');
    expect((await profile(user.token)).email_verified).toBe(false);
  });

  it('the signed-in owner can ask for a new link; the old one stops working', async () => {
    const user = await registerAndVerify(ctx);
    const first = await verificationToken(user.email);
    await ctx.database.db
      .update(emailVerificationTokens)
      .set({ createdAt: new Date(Date.now() - 120_000) })
      .where(eq(emailVerificationTokens.userId, user.userId));
    const auth = { authorization: `Bearer ${user.token}` };
    const resent = await post('/api/auth/verify-email/resend', {}, auth);
    expect(resent.statusCode).toBe(200);
    const tooSoon = await post('/api/auth/verify-email/resend', {}, auth);
    expect(tooSoon.statusCode).toBe(429);
    const rows = await ctx.database.db
      .select()
      .from(emailVerificationTokens)
      .where(eq(emailVerificationTokens.userId, user.userId));
    expect(rows).toHaveLength(1);
    expect((await post('/api/auth/verify-email', { token: first })).statusCode).toBe(400);
    expect((await post('/api/auth/verify-email/resend', {})).statusCode).toBe(401);
  });
});

describe("the spec's alternate auth client (/api/auth/*)", () => {
  it('registers, logs in, refreshes and logs out over the same accounts and sessions', async () => {
    const email = uniqueEmail();
    const phone = uniquePhone();
    const registered = await post('/api/auth/register', {
      name: 'Dewi Lestari',
      email,
      phone,
      password: 'kata-sandi-rahasia',
      registration_source: 'Teman',
    });
    expect(registered.statusCode).toBe(201);
    expect(registered.json()).toMatchObject({
      message: 'Registrasi berhasil. Kode OTP telah dikirim ke nomor HP-mu.',
      data: { phone },
    });
    const verified = await post('/api/verify-otp', {
      phone,
      code: await latestSmsCode(ctx, phone),
    });
    expect(verified.statusCode).toBe(200);

    const login = await post('/api/auth/login', { email, password: 'kata-sandi-rahasia' });
    expect(login.statusCode).toBe(200);
    const body = login.json();
    expect(body).toMatchObject({
      accessToken: expect.any(String),
      refreshToken: expect.any(String),
      user: { email, name: 'Dewi Lestari', email_verified: false },
      message: 'Login berhasil!',
    });
    expect((await profile(body.accessToken)).email).toBe(email);

    const wrong = await post('/api/auth/login', { email, password: 'bukan-ini-sandinya' });
    expect(wrong.statusCode).toBe(401);
    expect(wrong.json().message).toBe('Email atau password salah.');

    const refreshed = await post('/api/auth/refresh', { refreshToken: body.refreshToken });
    expect(refreshed.statusCode).toBe(200);
    expect(refreshed.json()).toMatchObject({
      accessToken: expect.any(String),
      refreshToken: expect.any(String),
    });
    const out = await post('/api/auth/logout', { refreshToken: refreshed.json().refreshToken });
    expect(out.statusCode).toBe(200);
    expect(out.json().message).toBe('Logout berhasil.');
    const after = await post('/api/auth/refresh', { refreshToken: refreshed.json().refreshToken });
    expect(after.statusCode).toBe(401);
  });

  it('forgot-password and reset-password answer with a message', async () => {
    const user = await registerAndVerify(ctx);
    const forgot = await post('/api/auth/forgot-password', { email: user.email });
    expect(forgot.statusCode).toBe(200);
    expect(forgot.json().message).toMatch(/Jika email terdaftar/);
    const mail = await mailTo(ctx, user.email, /reset password/i);
    const code = mail.text.match(/\b(\d{6})\b/)![1]!;
    const reset = await post('/api/auth/reset-password', {
      email: user.email,
      token: code,
      password: 'sandi-baru-panjang',
    });
    expect(reset.statusCode).toBe(200);
    expect(reset.json().message).toBe('Password berhasil direset.');
  });
});
