import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { AUTH_MESSAGES, PASSWORD_MIN_MESSAGE, PHONE_FORMAT_MESSAGE } from '@kabar/shared';
import { users } from '../modules/users/users.schema';
import {
  latestSmsCode,
  registerAndVerify,
  tempDataDir,
  uniqueEmail,
  uniqueIp,
  uniquePhone,
} from '../test/auth-helpers';
import { useTestApp } from '../test/test-app';
import { oneTimeCodes } from './one-time-codes.schema';

const ctx = useTestApp({ env: { DATA_DIR: tempDataDir() } });

function registration(overrides: Record<string, unknown> = {}) {
  return {
    name: 'Ayu Kartika',
    email: uniqueEmail(),
    phone: uniquePhone(),
    password: 'kata-sandi-rahasia',
    registration_source: 'Media Sosial',
    ...overrides,
  };
}

const post = (url: string, payload: unknown, remoteAddress = uniqueIp()) =>
  ctx.app.inject({ method: 'POST', url, payload: payload as object, remoteAddress });

describe('POST /api/register', () => {
  it('creates an account pending phone verification and texts a code', async () => {
    const input = registration({ phone: '0812-7777-0001', email: ' Ayu.K@Example.TEST ' });
    const res = await post('/api/register', input);
    expect(res.statusCode).toBe(201);
    expect(res.json().data).toEqual({ phone: '6281277770001', resend_after: 60 });
    const [row] = await ctx.database.db
      .select()
      .from(users)
      .where(eq(users.phone, '6281277770001'));
    expect(row).toMatchObject({ status: 'pending_phone', email: 'Ayu.K@Example.TEST' });
    expect(row!.passwordHash).toMatch(/^\$argon2id\$v=19\$m=19456,t=2,p=1\$/);
    expect(await latestSmsCode(ctx, '6281277770001')).toMatch(/^\d{6}$/);
  });

  it('answers the spec messages for missing fields, source and phone format', async () => {
    const missing = await post('/api/register', { email: 'a@b.id' });
    expect(missing.statusCode).toBe(422);
    expect(missing.json().meta.msg).toContain(AUTH_MESSAGES.allRequired);

    const source = await post('/api/register', registration({ registration_source: '' }));
    expect(source.json().data.errors.registration_source).toBe(AUTH_MESSAGES.sourceRequired);

    const phone = await post('/api/register', registration({ phone: '0215551234' }));
    expect(phone.json().data.errors.phone).toBe(PHONE_FORMAT_MESSAGE);
  });

  it('docs/security.md #2: rejects passwords under 8, keeps long ones exactly as typed', async () => {
    const short = await post('/api/register', registration({ password: '1234567' }));
    expect(short.statusCode).toBe(422);
    expect(short.json().data.errors.password).toBe(PASSWORD_MIN_MESSAGE);

    const long = ` ${'Sandi Panjang Sekali '.repeat(5)} `;
    const user = await registerAndVerify(ctx, { password: long });
    const login = (password: string) =>
      post('/api/login', { email: user.email, password, remember: false });
    expect((await login(long)).statusCode).toBe(200);
    expect((await login(long.trim())).statusCode).toBe(401);
    expect((await login(long.slice(0, 64))).statusCode).toBe(401);
    expect((await login(long.toLowerCase())).statusCode).toBe(401);
  });

  it('says which field is taken by a verified account', async () => {
    const user = await registerAndVerify(ctx);
    const phone = await post('/api/register', registration({ phone: user.phone }));
    expect(phone.statusCode).toBe(409);
    expect(phone.json().data.errors).toEqual({ phone: 'Nomor HP sudah terdaftar.' });
    expect(phone.json().meta.msg).toBe('Nomor HP sudah terdaftar.');

    const email = await post('/api/register', registration({ email: user.email.toUpperCase() }));
    expect(email.statusCode).toBe(409);
    expect(email.json().data.errors).toEqual({ email: 'Email sudah terdaftar.' });
  });

  it('lets an abandoned unverified sign-up be replaced, so nobody can squat a phone', async () => {
    const phone = uniquePhone();
    expect((await post('/api/register', registration({ phone }))).statusCode).toBe(201);
    const again = await post('/api/register', registration({ phone, email: uniqueEmail('asli') }));
    expect(again.statusCode).toBe(201);
    const rows = await ctx.database.db.select().from(users).where(eq(users.phone, phone));
    expect(rows).toHaveLength(1);
    expect(rows[0]!.email).toMatch(/^asli-/);
  });
});

describe('POST /api/verify-otp', () => {
  it('activates the account and answers user, token and refresh token', async () => {
    const input = registration();
    await post('/api/register', input);
    const code = await latestSmsCode(ctx, input.phone);
    const res = await post('/api/verify-otp', { phone: input.phone, code });
    expect(res.statusCode).toBe(200);
    const body = res.json();
    expect(body.meta.msg).toBe('Registrasi berhasil! Selamat datang!');
    expect(body.token).toBe(body.data.token);
    expect(body.data.user).toEqual({
      user_id: expect.any(String),
      name: 'Ayu Kartika',
      email: input.email,
      phone: input.phone,
      bio: '',
      status: 'active',
      plan: 'basic',
      email_verified: false,
    });
    expect(body.data.refresh_token).toMatch(/^[\w-]{43}$/);
    const me = await ctx.app.inject({
      url: '/api/user',
      headers: { authorization: `Bearer ${body.data.token}` },
    });
    expect(me.json().data.status).toBe('active');
  });

  it('answers the spec messages for a wrong code, a missing code and a bad format', async () => {
    const input = registration();
    await post('/api/register', input);
    const real = await latestSmsCode(ctx, input.phone);
    const wrong = real === '000000' ? '111111' : '000000';
    const res = await post('/api/verify-otp', { phone: input.phone, code: wrong });
    expect(res.statusCode).toBe(400);
    expect(res.json().meta.msg).toBe('Kode OTP salah atau kadaluarsa.');

    const format = await post('/api/verify-otp', { phone: input.phone, code: '12a' });
    expect(format.json().meta.msg).toBe('Kode OTP harus 6 digit.');

    const unknown = await post('/api/verify-otp', { phone: uniquePhone(), code: '123456' });
    expect(unknown.statusCode).toBe(404);
    expect(unknown.json().meta.msg).toBe('Konfirmasi OTP tidak ditemukan. Coba kirim ulang kode.');
  });

  it('stores codes only as HMACs (docs/security.md #5)', async () => {
    const input = registration();
    await post('/api/register', input);
    const code = await latestSmsCode(ctx, input.phone);
    const rows = await ctx.database.db
      .select()
      .from(oneTimeCodes)
      .where(eq(oneTimeCodes.target, input.phone));
    expect(rows).toHaveLength(1);
    expect(rows[0]!.codeHash).toMatch(/^[0-9a-f]{64}$/);
    expect(JSON.stringify(rows)).not.toContain(code);
  });

  it('accepts the development code outside production', async () => {
    const input = registration();
    await post('/api/register', input);
    const real = await latestSmsCode(ctx, input.phone);
    if (real === '123456') return;
    const res = await post('/api/verify-otp', { phone: input.phone, code: '123456' });
    expect(res.statusCode).toBe(200);
  });
});

describe('POST /api/send-otp', () => {
  it('resends no sooner than 60 s, and the resend replaces the old code (docs/security.md #8)', async () => {
    const input = registration();
    const ip = uniqueIp();
    await post('/api/register', input, ip);
    const first = await latestSmsCode(ctx, input.phone);

    const early = await post('/api/send-otp', { phone: input.phone, purpose: 'register' }, ip);
    expect(early.statusCode).toBe(429);
    expect(early.json().meta.msg).toBe(AUTH_MESSAGES.tooManyRequests);
    expect(Number(early.headers['retry-after'])).toBeGreaterThan(50);

    await ctx.database.db
      .update(oneTimeCodes)
      .set({ createdAt: new Date(Date.now() - 61_000) })
      .where(eq(oneTimeCodes.target, input.phone));
    const resent = await post('/api/send-otp', { phone: input.phone, purpose: 'register' }, ip);
    expect(resent.statusCode).toBe(200);
    const second = await latestSmsCode(ctx, input.phone);

    if (first !== second) {
      const old = await post('/api/verify-otp', { phone: input.phone, code: first }, ip);
      expect(old.statusCode).toBe(400);
    }
    const ok = await post('/api/verify-otp', { phone: input.phone, code: second }, ip);
    expect(ok.statusCode).toBe(200);
  });

  it('caps codes per phone per hour', async () => {
    const input = registration();
    await post('/api/register', input);
    for (let sent = 1; sent < 5; sent += 1) {
      await ctx.database.db
        .update(oneTimeCodes)
        .set({ createdAt: new Date(Date.now() - 61_000 * sent) })
        .where(eq(oneTimeCodes.target, input.phone));
      const res = await post('/api/send-otp', { phone: input.phone });
      expect(res.statusCode).toBe(200);
    }
    await ctx.database.db
      .update(oneTimeCodes)
      .set({ createdAt: new Date(Date.now() - 5 * 60_000) })
      .where(eq(oneTimeCodes.target, input.phone));
    const capped = await post('/api/send-otp', { phone: input.phone });
    expect(capped.statusCode).toBe(429);
  });

  it('refuses phones of verified accounts and phones with no sign-up', async () => {
    const user = await registerAndVerify(ctx);
    const taken = await post('/api/send-otp', { phone: user.phone });
    expect(taken.statusCode).toBe(409);
    expect(taken.json().meta.msg).toBe('Nomor HP sudah terdaftar.');
    const none = await post('/api/send-otp', { phone: uniquePhone() });
    expect(none.statusCode).toBe(404);
    const google = await post('/api/send-otp', { phone: uniquePhone(), purpose: 'google' });
    expect(google.json().meta.msg).toBe(AUTH_MESSAGES.googlePendingMissing);
  });
});
