import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { AUTH_MESSAGES } from '@kabar/shared';
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
import { localSubject, LOCAL_GOOGLE_PATH } from './local-google-issuer';

const ctx = useTestApp({ env: { DATA_DIR: tempDataDir() } });

const CALLBACK = 'http://localhost:3000/auth/google/callback';

/** Signs in at the local issuer the way the browser does: the picker form, then the redirect. */
async function idTokenFromIssuer(form: Record<string, string>): Promise<string> {
  const res = await ctx.app.inject({
    method: 'POST',
    url: `${LOCAL_GOOGLE_PATH}/authorize`,
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
    payload: new URLSearchParams({
      client_id: ctx.app.auth.localIssuer!.clientId,
      redirect_uri: CALLBACK,
      state: 'keadaan-acak',
      nonce: 'nonce-acak',
      ...form,
    }).toString(),
  });
  expect(res.statusCode).toBe(303);
  const location = new URL(res.headers.location as string);
  expect(`${location.origin}${location.pathname}`).toBe(CALLBACK);
  const fragment = new URLSearchParams(location.hash.slice(1));
  expect(fragment.get('state')).toBe('keadaan-acak');
  return fragment.get('id_token')!;
}

const customAccount = (email: string, name = 'Tamu Google', verified = true) =>
  idTokenFromIssuer({
    account: 'custom',
    name,
    email,
    ...(verified ? { email_verified: 'true' } : {}),
  });

const post = (url: string, payload: object) =>
  ctx.app.inject({ method: 'POST', url, payload, remoteAddress: uniqueIp() });

describe('Google sign-in through the local issuer (development only)', () => {
  it('serves discovery, keys and the account picker', async () => {
    const answer = await ctx.app.inject('/api/auth/google-config');
    expect(answer.headers['cross-origin-opener-policy']).toBe('same-origin-allow-popups');
    const config = answer.json().data;
    expect(config).toEqual({
      enabled: true,
      mode: 'local',
      client_id: 'kabar-local-google',
      authorize_url: '/dev/google/authorize',
    });
    const discovery = (
      await ctx.app.inject(`${LOCAL_GOOGLE_PATH}/.well-known/openid-configuration`)
    ).json();
    expect(discovery.id_token_signing_alg_values_supported).toEqual(['RS256']);
    const certs = (await ctx.app.inject(`${LOCAL_GOOGLE_PATH}/certs`)).json();
    expect(certs.keys[0]).toMatchObject({ kty: 'RSA', alg: 'RS256' });
    expect(certs.keys[0].d).toBeUndefined();

    const picker = await ctx.app.inject(
      `${LOCAL_GOOGLE_PATH}/authorize?${new URLSearchParams({
        client_id: 'kabar-local-google',
        redirect_uri: CALLBACK,
        response_type: 'id_token',
        state: 's',
        nonce: 'n',
      })}`,
    );
    expect(picker.statusCode).toBe(200);
    expect(picker.body).toContain('Pilih akun');
    const foreign = await ctx.app.inject(
      `${LOCAL_GOOGLE_PATH}/authorize?${new URLSearchParams({
        client_id: 'kabar-local-google',
        redirect_uri: 'https://evil.example.com/auth/google/callback',
        response_type: 'id_token',
      })}`,
    );
    expect(foreign.statusCode).toBe(400);
  });

  it('a new Google user gives a phone, verifies it and is signed in', async () => {
    const email = uniqueEmail('google');
    const credential = await customAccount(email, 'Dewi Google');

    const first = await post('/api/login-google', { credential });
    expect(first.statusCode).toBe(200);
    expect(first.json().data).toEqual({
      needs_phone: true,
      email,
      name: 'Dewi Google',
      phone: null,
    });

    const phone = uniquePhone();
    const pending = await post('/api/login-google', { credential, phone });
    expect(pending.statusCode).toBe(201);
    expect(pending.json().data).toEqual({ pending: true, phone });

    expect((await post('/api/send-otp', { phone, purpose: 'google' })).statusCode).toBe(200);
    const code = await latestSmsCode(ctx, phone);
    const verified = await post('/api/verify-google-phone', { phone, code });
    expect(verified.statusCode).toBe(200);
    expect(verified.json().meta.msg).toBe('Login Google berhasil!');
    expect(verified.json().data.user).toMatchObject({ email, phone, status: 'active' });

    const again = await post('/api/login-google', { credential });
    expect(again.statusCode).toBe(200);
    expect(again.json().data.user.email).toBe(email);
    expect(again.json().token).toEqual(expect.any(String));
  });

  it('docs/security.md #15: ignores any google_id, email or name the client sends', async () => {
    const victim = await registerAndVerify(ctx);
    const email = uniqueEmail('penyerang');
    const credential = await customAccount(email, 'Penyerang');
    const res = await post('/api/login-google', {
      credential,
      google_id: 'sub-korban',
      email: victim.email,
      name: 'Korban',
    });
    expect(res.json().data).toMatchObject({ needs_phone: true, email, name: 'Penyerang' });
    const forged = await post('/api/login-google', {
      google_id: localSubject(victim.email),
      email: victim.email,
      name: 'Korban',
    });
    expect(forged.statusCode).toBe(422);
  });

  it('docs/security.md #16: links to an existing email account only when Google verified the email', async () => {
    const user = await registerAndVerify(ctx);
    const unverified = await customAccount(user.email, 'Tanpa Verifikasi', false);
    const refused = await post('/api/login-google', { credential: unverified });
    expect(refused.statusCode).toBe(409);
    const [before] = await ctx.database.db.select().from(users).where(eq(users.id, user.userId));
    expect(before!.googleSub).toBeNull();

    // The owner verified the address through the link in the sign-up email.
    await ctx.database.db
      .update(users)
      .set({ emailVerifiedAt: new Date() })
      .where(eq(users.id, user.userId));
    const verified = await customAccount(user.email, 'Terverifikasi', true);
    const linked = await post('/api/login-google', { credential: verified });
    expect(linked.statusCode).toBe(200);
    expect(linked.json().data.user.user_id).toBe(user.userId);
    const [after] = await ctx.database.db.select().from(users).where(eq(users.id, user.userId));
    expect(after!.googleSub).toBe(localSubject(user.email));
  });

  it('issue 17: an unverified email account is not linked; the Google owner takes it over', async () => {
    // The attacker registers the victim's email with their own phone and password.
    const squatter = await registerAndVerify(ctx, { email: uniqueEmail('korban') });
    const credential = await customAccount(squatter.email, 'Korban Asli', true);
    const res = await post('/api/login-google', { credential });
    expect(res.statusCode).toBe(200);
    // Not signed into the attacker's account: the owner is asked for their own phone.
    expect(res.json().data).toEqual({
      needs_phone: true,
      email: squatter.email,
      name: 'Korban Asli',
      phone: null,
    });
    expect(res.json().data.token).toBeUndefined();
    const [row] = await ctx.database.db.select().from(users).where(eq(users.id, squatter.userId));
    expect(row).toMatchObject({ passwordHash: null, phone: null, status: 'pending_phone' });
    expect(row!.googleSub).toBe(localSubject(squatter.email));
    expect(row!.emailVerifiedAt).not.toBeNull();
    // Every session of the attacker ended, and the password no longer works.
    const refresh = await post('/api/refresh-token', { refreshToken: squatter.refreshToken });
    expect(refresh.statusCode).toBe(401);
    const login = await post('/api/login', { email: squatter.email, password: squatter.password });
    expect(login.statusCode).toBe(401);

    // The owner completes with their own phone and arrives verified.
    const phone = uniquePhone();
    expect((await post('/api/login-google', { credential, phone })).statusCode).toBe(201);
    expect((await post('/api/send-otp', { phone, purpose: 'google' })).statusCode).toBe(200);
    const verified = await post('/api/verify-google-phone', {
      phone,
      code: await latestSmsCode(ctx, phone),
    });
    expect(verified.json().data.user).toMatchObject({
      user_id: squatter.userId,
      phone,
      email_verified: true,
    });
  });

  /** The attacker's side: registers the victim's email with their own phone, never verifying. */
  async function pendingRegistration(email: string) {
    const squatter = {
      name: 'Penyerang',
      email,
      phone: uniquePhone(),
      password: 'sandi-penyerang',
      registration_source: 'Teman',
    };
    expect((await post('/api/register', squatter)).statusCode).toBe(201);
    return squatter;
  }

  /** The victim's Google step: neither the squatter's name nor phone is shown to them. */
  async function firstGoogleStep(email: string) {
    const credential = await customAccount(email, 'Korban Asli', true);
    const first = await post('/api/login-google', { credential });
    expect(first.statusCode).toBe(200);
    expect(first.json().data).toEqual({
      needs_phone: true,
      email,
      name: 'Korban Asli',
      phone: null,
    });
    return credential;
  }

  async function completeWithOwnPhone(credential: string) {
    const phone = uniquePhone();
    expect((await post('/api/login-google', { credential, phone })).statusCode).toBe(201);
    expect((await post('/api/send-otp', { phone, purpose: 'google' })).statusCode).toBe(200);
    const verified = await post('/api/verify-google-phone', {
      phone,
      code: await latestSmsCode(ctx, phone),
    });
    expect(verified.statusCode).toBe(200);
    return verified.json().data.user as { user_id: string; name: string; phone: string };
  }

  it('issue 25: a registration pending its phone is taken over by Google; the registrant keeps no password', async () => {
    const email = uniqueEmail('korban');
    const squatter = await pendingRegistration(email);
    const credential = await firstGoogleStep(email);
    const victim = await completeWithOwnPhone(credential);
    expect(victim).toMatchObject({ name: 'Korban Asli' });
    expect(victim.phone).not.toBe(squatter.phone);
    const login = await post('/api/login', { email, password: squatter.password });
    expect(login.statusCode).toBe(401);
    const [row] = await ctx.database.db.select().from(users).where(eq(users.id, victim.user_id));
    expect(row!.passwordHash).toBeNull();
  });

  it('issue 25: a registrant verifying their phone after the Google step gets nothing of the account', async () => {
    const email = uniqueEmail('korban');
    const squatter = await pendingRegistration(email);
    const credential = await firstGoogleStep(email);
    // The registrant's code, sent at registration, no longer activates anything.
    const late = await post('/api/verify-otp', {
      phone: squatter.phone,
      code: await latestSmsCode(ctx, squatter.phone),
    });
    expect(late.statusCode).toBe(404);
    expect(late.json().data?.token).toBeUndefined();

    const victim = await completeWithOwnPhone(credential);
    const again = await post('/api/login-google', { credential });
    expect(again.statusCode).toBe(200);
    expect(again.json().data.user).toMatchObject({ user_id: victim.user_id, name: 'Korban Asli' });
    expect(again.json().data.user.phone).not.toBe(squatter.phone);
    const login = await post('/api/login', { email, password: squatter.password });
    expect(login.statusCode).toBe(401);
  });

  it('issue 25: the registrant who proves the password keeps the pending registration', async () => {
    const email = uniqueEmail('pemilik');
    const owner = await pendingRegistration(email);
    const credential = await customAccount(email, 'Nama Google', true);
    const linked = await post('/api/login-google', { credential, password: owner.password });
    expect(linked.statusCode).toBe(200);
    expect(linked.json().data).toEqual({
      needs_phone: true,
      email,
      name: owner.name,
      phone: owner.phone,
    });
  });

  it('issue 17: whoever proves the password links Google to an unverified account', async () => {
    const user = await registerAndVerify(ctx);
    const credential = await customAccount(user.email, 'Pemilik', true);
    const wrong = await post('/api/login-google', { credential, password: 'bukan-sandinya' });
    expect(wrong.statusCode).toBe(401);
    const [untouched] = await ctx.database.db.select().from(users).where(eq(users.id, user.userId));
    expect(untouched!.googleSub).toBeNull();
    const linked = await post('/api/login-google', { credential, password: user.password });
    expect(linked.statusCode).toBe(200);
    expect(linked.json().data.user).toMatchObject({ user_id: user.userId, email_verified: true });
    expect((await post('/api/refresh-token', { refreshToken: user.refreshToken })).statusCode).toBe(
      200,
    );
  });

  it('identifies users by subject, not by email', async () => {
    const email = uniqueEmail('google');
    const credential = await customAccount(email);
    const phone = uniquePhone();
    await post('/api/login-google', { credential, phone });
    await post('/api/send-otp', { phone, purpose: 'google' });
    await post('/api/verify-google-phone', { phone, code: await latestSmsCode(ctx, phone) });
    await ctx.database.db
      .update(users)
      .set({ email: uniqueEmail('berganti') })
      .where(eq(users.phone, phone));
    const res = await post('/api/login-google', { credential });
    expect(res.statusCode).toBe(200);
    expect(res.json().data.user.phone).toBe(phone);
  });

  it('refuses a phone held by a verified account, and a verify without a pending registration', async () => {
    const holder = await registerAndVerify(ctx);
    const credential = await customAccount(uniqueEmail('google'));
    const taken = await post('/api/login-google', { credential, phone: holder.phone });
    expect(taken.statusCode).toBe(409);
    expect(taken.json().data.errors).toEqual({ phone: 'Nomor HP sudah terdaftar.' });

    const none = await post('/api/verify-google-phone', { phone: uniquePhone(), code: '123456' });
    expect(none.statusCode).toBe(404);
    expect(none.json().meta.msg).toBe(AUTH_MESSAGES.googlePendingMissing);
  });

  it('asks for the phone with the spec message when it is empty', async () => {
    const credential = await customAccount(uniqueEmail('google'));
    const res = await post('/api/login-google', { credential, phone: '' });
    expect(res.json().data.errors.phone).toBe(AUTH_MESSAGES.googlePhoneRequired);
  });

  it('cancelling at the picker returns access_denied', async () => {
    const res = await ctx.app.inject({
      method: 'POST',
      url: `${LOCAL_GOOGLE_PATH}/authorize`,
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      payload: new URLSearchParams({
        client_id: 'kabar-local-google',
        redirect_uri: CALLBACK,
        state: 'x',
        account: 'cancel',
      }).toString(),
    });
    expect(res.headers.location).toBe(`${CALLBACK}#error=access_denied&state=x`);
  });
});
