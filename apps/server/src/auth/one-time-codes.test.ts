import { eq, sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { AUTH_MESSAGES } from '@kabar/shared';
import { users } from '../modules/users/users.schema';
import {
  latestSmsCode,
  tempDataDir,
  uniqueEmail,
  uniqueIp,
  uniquePhone,
} from '../test/auth-helpers';
import { useTestApp } from '../test/test-app';
import { CODE_TTL_SECONDS, issueCode, MAX_ATTEMPTS, verifyCode } from './one-time-codes';
import { oneTimeCodes } from './one-time-codes.schema';

const ctx = useTestApp({ env: { DATA_DIR: tempDataDir() } });

async function pendingRegistration() {
  const phone = uniquePhone();
  const ip = uniqueIp();
  const res = await ctx.app.inject({
    method: 'POST',
    url: '/api/register',
    remoteAddress: ip,
    payload: {
      name: 'Budi Santoso',
      email: uniqueEmail(),
      phone,
      password: 'kata-sandi-rahasia',
      registration_source: 'Iklan',
    },
  });
  expect(res.statusCode).toBe(201);
  return { phone, ip, code: await latestSmsCode(ctx, phone) };
}

const verify = (phone: string, code: string, remoteAddress = uniqueIp()) =>
  ctx.app.inject({
    method: 'POST',
    url: '/api/verify-otp',
    payload: { phone, code },
    remoteAddress,
  });

const otherThan = (code: string) => String((Number(code) + 1) % 1_000_000).padStart(6, '0');

describe('one-time codes (docs/security.md #5-7)', () => {
  it('are six digits and live at most 10 minutes (5 here)', async () => {
    const { phone, code } = await pendingRegistration();
    expect(code).toMatch(/^\d{6}$/);
    const [row] = await ctx.database.db
      .select({
        ttl: sql<number>`extract(epoch from (${oneTimeCodes.expiresAt} - ${oneTimeCodes.createdAt}))::float8`,
      })
      .from(oneTimeCodes)
      .where(eq(oneTimeCodes.target, phone));
    expect(row!.ttl).toBe(CODE_TTL_SECONDS);
    expect(CODE_TTL_SECONDS).toBeLessThanOrEqual(600);
  });

  it('expire: an old code answers the expired message', async () => {
    const { phone, code } = await pendingRegistration();
    await ctx.database.db
      .update(oneTimeCodes)
      .set({ expiresAt: new Date(Date.now() - 1000) })
      .where(eq(oneTimeCodes.target, phone));
    const res = await verify(phone, code);
    expect(res.statusCode).toBe(400);
    expect(res.json().meta.msg).toBe('Kode OTP sudah kadaluarsa. Silakan kirim ulang.');
  });

  it('are single use', async () => {
    const key = { purpose: 'register' as const, target: uniquePhone() };
    const code = await issueCode(ctx.database.db, ctx.app.auth.codes, key);
    const settings = { ...ctx.app.auth.codes, devCode: null };
    await verifyCode(ctx.database.db, settings, key, code, async () => 'ok');
    await expect(
      verifyCode(ctx.database.db, settings, key, code, async () => 'again'),
    ).rejects.toMatchObject({ statusCode: 400, message: AUTH_MESSAGES.otpWrong });
  });

  it('are bound to target and purpose: a reset code cannot verify a phone', async () => {
    const target = uniquePhone();
    const settings = { ...ctx.app.auth.codes, devCode: null };
    const code = await issueCode(ctx.database.db, settings, { purpose: 'password_reset', target });
    await expect(
      verifyCode(ctx.database.db, settings, { purpose: 'register', target }, code, async () => 1),
    ).rejects.toMatchObject({ message: AUTH_MESSAGES.otpNotFound });
    await expect(
      verifyCode(
        ctx.database.db,
        settings,
        { purpose: 'password_reset', target: uniquePhone() },
        code,
        async () => 1,
      ),
    ).rejects.toMatchObject({ statusCode: 400 });
    const ok = await verifyCode(
      ctx.database.db,
      settings,
      { purpose: 'password_reset', target },
      code,
      async () => 'spent',
    );
    expect(ok).toBe('spent');
  });

  it('never accept the development code for a password reset', async () => {
    const target = uniquePhone();
    const settings = ctx.app.auth.codes;
    expect(settings.devCode).toBe('123456');
    const code = await issueCode(ctx.database.db, settings, { purpose: 'password_reset', target });
    if (code === '123456') return;
    await expect(
      verifyCode(
        ctx.database.db,
        settings,
        { purpose: 'password_reset', target },
        '123456',
        async () => 1,
      ),
    ).rejects.toMatchObject({ message: AUTH_MESSAGES.otpWrong });
  });

  it(`allow ${MAX_ATTEMPTS} attempts: the 6th fails even with the right code`, async () => {
    const { phone, code } = await pendingRegistration();
    for (let attempt = 1; attempt <= MAX_ATTEMPTS; attempt += 1) {
      const res = await verify(phone, otherThan(code));
      expect(res.json().meta.msg).toBe('Kode OTP salah atau kadaluarsa.');
    }
    const sixth = await verify(phone, code);
    expect(sixth.statusCode).toBe(429);
    expect(sixth.json().meta.msg).toBe(AUTH_MESSAGES.tooManyRequests);
    const [user] = await ctx.database.db.select().from(users).where(eq(users.phone, phone));
    expect(user!.status).toBe('pending_phone');
  });

  it('accept the right code on the 5th attempt', async () => {
    const { phone, code } = await pendingRegistration();
    for (let attempt = 1; attempt < MAX_ATTEMPTS; attempt += 1) {
      await verify(phone, otherThan(code));
    }
    expect((await verify(phone, code)).statusCode).toBe(200);
  });

  it(`16 concurrent submissions of the right code: exactly one wins (${process.env.TEST_DB_KIND})`, async () => {
    const { phone, code } = await pendingRegistration();
    const ip = uniqueIp();
    const answers = await Promise.all(Array.from({ length: 16 }, () => verify(phone, code, ip)));
    const statuses = answers.map((res) => res.statusCode);
    expect(statuses.filter((status) => status === 200)).toHaveLength(1);
    expect(statuses.every((status) => status === 200 || (status >= 400 && status < 500))).toBe(
      true,
    );
    const [row] = await ctx.database.db
      .select()
      .from(oneTimeCodes)
      .where(eq(oneTimeCodes.target, phone));
    expect(row!.consumedAt).not.toBeNull();
    const sessions = await ctx.database.db.execute(
      sql`select count(*)::int as n from auth_sessions s join users u on u.id = s.user_id where u.phone = ${phone}`,
    );
    const rows = (sessions as unknown as { rows: Array<{ n: number }> }).rows;
    expect(rows[0]!.n).toBe(1);
  });
});
