import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { REFRESH_COOKIE } from './refresh-cookie';
import { mailTo, registerAndVerify, tempDataDir, uniqueIp } from '../test/auth-helpers';
import { useTestApp } from '../test/test-app';
import { authHeaders, createTestUser } from '../test/test-users';
import { users } from '../modules/users/users.schema';

const ctx = useTestApp({ env: { DATA_DIR: tempDataDir() } });

describe('GET /api/user', () => {
  it('answers the signed-in user in the agreed shape', async () => {
    const user = await createTestUser(ctx.database.db, { bio: 'Menikah Juni', plan: 'premium' });
    const res = await ctx.app.inject({ url: '/api/user', headers: await authHeaders(ctx, user) });
    expect(res.statusCode).toBe(200);
    expect(res.json().data).toEqual({
      user_id: user.id,
      name: user.name,
      email: user.email,
      phone: user.phone,
      bio: 'Menikah Juni',
      status: 'active',
      plan: 'premium',
      email_verified: false,
    });
  });

  it('answers 401 without a valid token', async () => {
    expect((await ctx.app.inject('/api/user')).statusCode).toBe(401);
    const res = await ctx.app.inject({
      url: '/api/user',
      headers: { authorization: 'Bearer bukan.token.sah' },
    });
    expect(res.statusCode).toBe(401);
  });

  it('docs/security.md #23: there is no way to read another user by id', async () => {
    const me = await createTestUser(ctx.database.db);
    const other = await createTestUser(ctx.database.db);
    const byId = await ctx.app.inject({
      url: `/api/user/${other.id}`,
      headers: await authHeaders(ctx, me),
    });
    expect(byId.statusCode).toBe(404);
    const mine = await ctx.app.inject({
      url: `/api/user?user_id=${other.id}`,
      headers: await authHeaders(ctx, me),
    });
    expect(mine.json().data.user_id).toBe(me.id);
  });
});

describe('PUT /api/user/profile', () => {
  it('docs/security.md #24: copies only name, bio and password', async () => {
    const user = await createTestUser(ctx.database.db);
    const other = await createTestUser(ctx.database.db);
    const res = await ctx.app.inject({
      method: 'PUT',
      url: '/api/user/profile',
      headers: await authHeaders(ctx, user),
      payload: {
        name: 'Nama Baru',
        bio: 'Bio baru',
        id: other.id,
        user_id: other.id,
        email: 'diganti@example.test',
        phone: '6289999999999',
        plan: 'vip',
        status: 'disabled',
      },
    });
    expect(res.statusCode).toBe(200);
    expect(res.json().data).toMatchObject({
      user_id: user.id,
      name: 'Nama Baru',
      bio: 'Bio baru',
      email: user.email,
      phone: user.phone,
      plan: 'basic',
      status: 'active',
    });
    const [untouched] = await ctx.database.db.select().from(users).where(eq(users.id, other.id));
    expect(untouched!.name).toBe(other.name);
  });

  it('validates name and password length', async () => {
    const user = await createTestUser(ctx.database.db);
    const res = await ctx.app.inject({
      method: 'PUT',
      url: '/api/user/profile',
      headers: await authHeaders(ctx, user),
      payload: { name: '', bio: '', password: 'pendek' },
    });
    expect(res.statusCode).toBe(422);
    expect(Object.keys(res.json().data.errors).sort()).toEqual(['name', 'password']);
  });

  it('a new password ends the other sessions and keeps this one', async () => {
    const user = await registerAndVerify(ctx);
    const other = await ctx.app.inject({
      method: 'POST',
      url: '/api/login',
      payload: { email: user.email, password: user.password },
      remoteAddress: uniqueIp(),
    });
    const otherRefresh = other.json().data.refresh_token;

    const res = await ctx.app.inject({
      method: 'PUT',
      url: '/api/user/profile',
      headers: { authorization: `Bearer ${user.token}` },
      cookies: { [REFRESH_COOKIE]: user.refreshToken },
      payload: {
        name: 'Ayu',
        bio: '',
        password: 'sandi-baru-panjang',
        current_password: user.password,
      },
    });
    expect(res.statusCode).toBe(200);
    const refresh = (token: string) =>
      ctx.app.inject({
        method: 'POST',
        url: '/api/refresh-token',
        payload: { refreshToken: token },
        remoteAddress: uniqueIp(),
      });
    expect((await refresh(otherRefresh)).statusCode).toBe(401);
    expect((await refresh(user.refreshToken)).statusCode).toBe(200);
    const login = await ctx.app.inject({
      method: 'POST',
      url: '/api/login',
      payload: { email: user.email, password: 'sandi-baru-panjang' },
      remoteAddress: uniqueIp(),
    });
    expect(login.statusCode).toBe(200);
  });
});

describe('changing the password (issue 17)', () => {
  const put = (token: string, payload: object) =>
    ctx.app.inject({
      method: 'PUT',
      url: '/api/user/profile',
      headers: { authorization: `Bearer ${token}` },
      payload: { name: 'Ayu', bio: '', ...payload },
    });

  it('needs the current password; a stolen access token alone cannot set one', async () => {
    const user = await registerAndVerify(ctx);
    const bare = await put(user.token, { password: 'sandi-pencuri-123' });
    expect(bare.statusCode).toBe(422);
    expect(bare.json().data.errors.current_password).toBe('Masukkan password saat ini.');
    const wrong = await put(user.token, {
      password: 'sandi-pencuri-123',
      current_password: 'tebakan-salah',
    });
    expect(wrong.statusCode).toBe(422);
    expect(wrong.json().data.errors.current_password).toBe('Password saat ini salah.');
    const old = await ctx.app.inject({
      method: 'POST',
      url: '/api/login',
      payload: { email: user.email, password: user.password },
      remoteAddress: uniqueIp(),
    });
    expect(old.statusCode).toBe(200);

    const right = await put(user.token, {
      password: 'sandi-baru-panjang',
      current_password: user.password,
    });
    expect(right.statusCode).toBe(200);
    const mail = await mailTo(ctx, user.email, /password .*diubah/i);
    expect(mail.text).toMatch(/Password akun Kabar-mu baru saja diubah/);
  });

  it('a Google-only account proves itself with a code sent to its email', async () => {
    const user = await createTestUser(ctx.database.db, { googleSub: `google-${Date.now()}` });
    const token = await ctx.app.tokens.sign(user.id);
    const bare = await put(token, { password: 'sandi-pertama-123' });
    expect(bare.statusCode).toBe(422);
    expect(bare.json().data.errors.code).toBe('Masukkan kode yang dikirim ke emailmu.');
    const sent = await ctx.app.inject({
      method: 'POST',
      url: '/api/user/password-code',
      headers: { authorization: `Bearer ${token}` },
      payload: {},
    });
    expect(sent.statusCode).toBe(200);
    const mail = await mailTo(ctx, user.email, /kode ganti password/i);
    const code = mail.text.match(/Kode OTP-mu: (\d{6})/)![1]!;
    expect((await put(token, { password: 'sandi-pertama-123', code: '000000' })).statusCode).toBe(
      400,
    );
    expect((await put(token, { password: 'sandi-pertama-123', code })).statusCode).toBe(200);
  });
});
