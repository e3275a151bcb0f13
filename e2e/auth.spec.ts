import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser, BrowserContext, Page } from 'playwright-core';
import { DESKTOP, launchBrowser, PHONE, keepScreenshot } from './support/browser';
import { emailSentTo, freshEmail, freshPhone, sixDigits, smsSentTo } from './support/messages';
import { startProduct, type RunningProduct } from './support/product';
import { DEMO_USER } from './support/session';

let product: RunningProduct;
let browser: Browser;

beforeAll(async () => {
  [product, browser] = await Promise.all([startProduct(), launchBrowser()]);
});

afterAll(async () => {
  await browser?.close();
  await product?.stop();
});

/** Fails the test on any script error or console error in the page. */
function watchErrors(page: Page): string[] {
  const errors: string[] = [];
  page.on('pageerror', (error) => errors.push(error.message));
  page.on('console', (message) => {
    // A 401 or 403 an auth call answers on purpose is logged by Chromium as a failed resource.
    if (message.type() === 'error' && !/status of 40[13]/.test(message.text())) {
      errors.push(message.text());
    }
  });
  return errors;
}

/** An active account made through the API the way the web app makes one. */
async function registerViaApi(
  password = 'kata-sandi-lama',
): Promise<{ email: string; password: string }> {
  const email = freshEmail('akun');
  const phone = freshPhone();
  const started = new Date().toISOString();
  const res = await fetch(`${product.url}/api/register`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({
      name: 'Laras Wening',
      email,
      phone: phone.local,
      password,
      registration_source: 'Teman',
    }),
  });
  expect(res.status).toBe(201);
  const code = sixDigits((await smsSentTo(product.dataDir, phone.normalised, started)).text);
  const verified = await fetch(`${product.url}/api/verify-otp`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ phone: phone.normalised, code }),
  });
  expect(verified.status).toBe(200);
  return { email, password };
}

async function logIn(page: Page, email: string, password: string, remember: boolean) {
  await page.goto(`${product.url}/login`);
  await page.getByLabel('Email').fill(email);
  await page.getByLabel('Password', { exact: true }).fill(password);
  if (remember) await page.getByLabel('Ingat saya').check();
  await page.getByRole('button', { name: 'Masuk', exact: true }).click();
  await page.getByText('Login berhasil!').waitFor();
  await page.waitForURL(`${product.url}/dashboard/set-theme`);
}

/** A browser restart: persistent cookies and localStorage survive, the rest is gone. */
async function reopen(context: BrowserContext): Promise<BrowserContext> {
  const state = await context.storageState();
  return browser.newContext({
    viewport: DESKTOP,
    storageState: {
      cookies: state.cookies.filter((cookie) => cookie.expires > 0),
      origins: state.origins,
    },
  });
}

describe('registration with a verified phone', () => {
  it('registers, verifies with the code the server sent, lands on /dashboard/set-theme, then logs out', async () => {
    const context = await browser.newContext({ viewport: PHONE });
    const page = await context.newPage();
    const errors = watchErrors(page);
    const email = freshEmail('daftar');
    const phone = freshPhone();

    await page.goto(`${product.url}/register`);
    await keepScreenshot(page, 'auth-register-phone', { fullPage: true });
    await page.getByRole('button', { name: 'Daftar', exact: true }).click();
    await page.getByText('Semua field wajib diisi.').waitFor();

    await page.getByLabel('Nama Lengkap').fill('Ayu Kartika');
    await page.getByLabel('Email').fill(email);
    await page.getByLabel('Nomor HP').fill(phone.local);
    await page.getByLabel('Password', { exact: true }).fill('kata-sandi-rahasia');
    await page.getByLabel('Konfirmasi Password').fill('kata-sandi-lain');
    await page.getByLabel(/Dari mana kamu mengetahui/).selectOption('Media Sosial');
    await page.getByRole('button', { name: 'Daftar', exact: true }).click();
    await page.getByText('Password dan konfirmasi password tidak sama.').waitFor();
    await page.getByLabel('Konfirmasi Password').fill('kata-sandi-rahasia');
    await page.getByRole('button', { name: 'Daftar', exact: true }).click();
    await page.getByText('Anda harus menyetujui Syarat & Ketentuan.').waitFor();
    await page.getByRole('checkbox').check();

    const started = new Date().toISOString();
    await page.getByRole('button', { name: 'Daftar', exact: true }).click();
    const modal = page.getByTestId('phone-verification-modal');
    await modal.getByText('Kirim ulang kode dalam').waitFor();
    await keepScreenshot(page, 'auth-otp-modal-phone');

    const code = sixDigits((await smsSentTo(product.dataDir, phone.normalised, started)).text);
    await page.getByTestId('otp-digit').first().click();
    await page.keyboard.type(code);
    expect(
      await page
        .getByTestId('otp-digit')
        .evaluateAll((boxes) => boxes.map((box) => (box as HTMLInputElement).value).join('')),
    ).toBe(code);
    await modal.getByRole('button', { name: 'Verifikasi Sekarang' }).click();
    await page.getByText('Registrasi berhasil! Selamat datang!').waitFor();
    await page.waitForURL(`${product.url}/dashboard/set-theme`);

    const stored = await page.evaluate(() => ({
      flag: localStorage.getItem('isAuthenticated'),
      user: JSON.parse(localStorage.getItem('user') ?? 'null'),
      keys: Object.keys(localStorage),
    }));
    expect(stored.flag).toBe('true');
    expect(stored.user).toMatchObject({ email, phone: phone.normalised, status: 'active' });
    const cookies = await context.cookies();
    const refresh = cookies.find((cookie) => cookie.name === 'kabar_rt');
    expect(refresh).toMatchObject({ httpOnly: true, sameSite: 'Strict', path: '/api' });
    expect(JSON.stringify(stored)).not.toContain(refresh!.value);

    // Keluar in the dashboard's menu, confirmed in 'Yakin ingin keluar?': the server ends the session.
    await page.getByRole('button', { name: 'Buka menu' }).click();
    await page.getByRole('dialog', { name: 'Menu dashboard' }).getByText('Keluar').click();
    await page.getByText('Yakin ingin keluar?').waitFor();
    await page.getByRole('button', { name: 'Ya, Keluar' }).click();
    await page.waitForURL(`${product.url}/login`);
    const left = await page.evaluate(() => ({
      local: Object.keys(localStorage),
      session: Object.keys(sessionStorage),
    }));
    expect(left.local).not.toContain('isAuthenticated');
    expect(left.local).not.toContain('api_token');
    expect(left.session).not.toContain('isAuthenticated');
    const afterLogout = await page.evaluate(async () => {
      const res = await fetch('/api/refresh-token', {
        method: 'POST',
        credentials: 'include',
        headers: { 'content-type': 'application/json' },
        body: '{}',
      });
      return res.status;
    });
    expect(afterLogout).toBe(401);
    await page.goto(`${product.url}/dashboard/profile`);
    // The guard remembers where the couple was going (decision 012).
    await page.waitForURL(`${product.url}/login?next=%2Fdashboard%2Fprofile`);
    expect(errors).toEqual([]);
    await context.close();
  });

  it('shows the register page and the code step at desktop width', async () => {
    const page = await browser.newPage({ viewport: DESKTOP });
    const phone = freshPhone();
    await page.goto(`${product.url}/register`);
    await page.getByTestId('auth-panel').getByText('Kabarkan Pernikahanmu').waitFor();
    await keepScreenshot(page, 'auth-register-desktop');
    await page.getByLabel('Nama Lengkap').fill('Bima Sakti');
    await page.getByLabel('Email').fill(freshEmail('desktop'));
    await page.getByLabel('Nomor HP').fill(phone.local);
    await page.getByLabel('Password', { exact: true }).fill('kata-sandi-rahasia');
    await page.getByLabel('Konfirmasi Password').fill('kata-sandi-rahasia');
    await page.getByLabel(/Dari mana kamu mengetahui/).selectOption('Iklan');
    await page.getByRole('checkbox').check();
    await page.getByRole('button', { name: 'Daftar', exact: true }).click();
    await page
      .getByTestId('phone-verification-modal')
      .getByText('Kirim ulang kode dalam')
      .waitFor();
    await keepScreenshot(page, 'auth-otp-modal-desktop');

    await page.getByTestId('otp-digit').first().click();
    await page.keyboard.type('000000');
    await page.getByRole('button', { name: 'Verifikasi Sekarang' }).click();
    const sent = sixDigits((await smsSentTo(product.dataDir, phone.normalised)).text);
    if (sent !== '000000') {
      await page.getByText('Kode OTP salah atau kadaluarsa.').waitFor();
    }
    await page.close();
  });
});

describe('login and sessions', () => {
  it("with 'Ingat saya' the demo couple stays signed in across a browser restart, renewing the access token", async () => {
    const context = await browser.newContext({ viewport: DESKTOP });
    const page = await context.newPage();
    const errors = watchErrors(page);
    await page.goto(`${product.url}/login`);
    await keepScreenshot(page, 'auth-login-desktop');
    await logIn(page, DEMO_USER.email, DEMO_USER.password, true);
    expect(await page.evaluate(() => localStorage.getItem('isAuthenticated'))).toBe('true');
    const firstCookie = (await context.cookies()).find((cookie) => cookie.name === 'kabar_rt')!;
    expect(firstCookie.expires).toBeGreaterThan(Date.now() / 1000 + 29 * 86_400);

    const restarted = await reopen(context);
    await context.close();
    const again = await restarted.newPage();
    errors.push(...watchErrors(again));
    // The access token has run out: the first call answers 401, one refresh runs, the call is retried.
    await again.addInitScript(() => {
      if (!sessionStorage.getItem('expired-once')) {
        sessionStorage.setItem('expired-once', '1');
        localStorage.setItem('api_token', 'a.eyJleHAiOjF9.b');
      }
    });
    await again.goto(`${product.url}/dashboard/profile`);
    await again.getByLabel('Email').waitFor();
    expect(await again.getByLabel('Email').inputValue()).toBe(DEMO_USER.email);
    expect(await again.getByLabel('Nama', { exact: true }).inputValue()).toBe(DEMO_USER.name);
    const renewed = await again.evaluate(() => localStorage.getItem('api_token'));
    expect(renewed).not.toBe('a.eyJleHAiOjF9.b');
    const rotated = (await restarted.cookies()).find((cookie) => cookie.name === 'kabar_rt')!;
    expect(rotated.value).not.toBe(firstCookie.value);
    await keepScreenshot(again, 'auth-profile-desktop', { fullPage: true });
    expect(errors).toEqual([]);
    await restarted.close();
  });

  it("without 'Ingat saya' the session lives in this tab only; a new browser forgets it", async () => {
    const account = await registerViaApi();
    const context = await browser.newContext({ viewport: PHONE });
    const page = await context.newPage();
    await page.goto(`${product.url}/login`);
    await keepScreenshot(page, 'auth-login-phone');
    await logIn(page, account.email, account.password, false);
    const where = await page.evaluate(() => ({
      local: localStorage.getItem('isAuthenticated'),
      session: sessionStorage.getItem('isAuthenticated'),
    }));
    expect(where).toEqual({ local: null, session: 'true' });
    const cookie = (await context.cookies()).find((c) => c.name === 'kabar_rt')!;
    expect(cookie.expires).toBe(-1);

    await page.goto(`${product.url}/dashboard/profile`);
    await page.getByLabel('Email').waitFor();
    expect(await page.getByLabel('Email').inputValue()).toBe(account.email);
    await page.getByRole('button', { name: 'Edit' }).click();
    await page.getByLabel('Bio').fill('Kami menikah bulan Juni.');
    await page.getByRole('button', { name: 'Update Profile' }).click();
    await page.getByText('Profile updated successfully.').waitFor();
    await keepScreenshot(page, 'auth-profile-phone', { fullPage: true });

    const restarted = await reopen(context);
    await context.close();
    const fresh = await restarted.newPage();
    await fresh.goto(`${product.url}/dashboard/set-theme`);
    await fresh.waitForURL(`${product.url}/login?next=%2Fdashboard%2Fset-theme`);
    expect(await restarted.cookies()).toEqual([]);
    await restarted.close();
  });

  it('a wrong password says so, clears the password field and keeps the email', async () => {
    const page = await browser.newPage({ viewport: PHONE });
    await page.goto(`${product.url}/login`);
    await page.getByLabel('Email').fill(DEMO_USER.email);
    await page.getByLabel('Password', { exact: true }).fill('bukan-ini');
    await page.getByRole('button', { name: 'Masuk', exact: true }).click();
    await page.getByText('Email atau password salah.').waitFor();
    expect(await page.getByLabel('Password', { exact: true }).inputValue()).toBe('');
    expect(await page.getByLabel('Email').inputValue()).toBe(DEMO_USER.email);
    await page.close();
  });

  it('shows no Google button when this deployment has no Google sign-in', async () => {
    // Only production mode goes without Google when no client id is set: locally the
    // development issuer stands in, as npm start shows.
    const production = await startProduct({
      KABAR_MODE: 'production',
      ALLOW_SANDBOX_PAYMENTS: 'true',
      ALLOW_CODES_IN_LOG: 'true',
      ALLOW_MAIL_OUTBOX: 'true',
    });
    try {
      const page = await browser.newPage({ viewport: PHONE });
      const config = page.waitForResponse((res) => res.url().endsWith('/api/auth/google-config'));
      await page.goto(`${production.url}/login`);
      expect(((await (await config).json()) as { data: { enabled: boolean } }).data.enabled).toBe(
        false,
      );
      await page.getByRole('button', { name: 'Masuk', exact: true }).waitFor();
      expect(await page.getByRole('button', { name: 'Lanjutkan dengan Google' }).count()).toBe(0);
      const again = page.waitForResponse((res) => res.url().endsWith('/api/auth/google-config'));
      await page.goto(`${production.url}/register`);
      await again;
      await page.getByRole('heading').first().waitFor();
      expect(await page.getByRole('button', { name: 'Lanjutkan dengan Google' }).count()).toBe(0);
      await page.close();
    } finally {
      await production.stop();
    }
  });
});

describe('an account whose phone is not verified yet', () => {
  it('is asked for the code at login, survives going offline and retries with Coba Lagi', async () => {
    const email = freshEmail('tertunda');
    const phone = freshPhone();
    const started = new Date().toISOString();
    const res = await fetch(`${product.url}/api/register`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({
        name: 'Tertunda',
        email,
        phone: phone.local,
        password: 'kata-sandi-rahasia',
        registration_source: 'Lainnya',
      }),
    });
    expect(res.status).toBe(201);
    const code = sixDigits((await smsSentTo(product.dataDir, phone.normalised, started)).text);

    const context = await browser.newContext({ viewport: PHONE });
    const page = await context.newPage();
    await page.goto(`${product.url}/login`);
    await page.getByLabel('Email').fill(email);
    await page.getByLabel('Password', { exact: true }).fill('kata-sandi-rahasia');
    await page.getByRole('button', { name: 'Masuk', exact: true }).click();
    const modal = page.getByTestId('phone-verification-modal');
    // The code sent at registration is seconds old: no new one yet, but it can be typed.
    await modal
      .getByText('Terlalu banyak permintaan. Tunggu beberapa saat sebelum mencoba lagi.')
      .waitFor();
    await modal.getByText('Kirim ulang kode dalam').waitFor();

    await context.setOffline(true);
    await modal
      .getByRole('status')
      .getByText('Tidak ada koneksi internet. Periksa koneksi Anda dan coba lagi.')
      .waitFor();
    expect(await modal.getByRole('button', { name: 'Verifikasi Sekarang' }).isDisabled()).toBe(
      true,
    );
    await context.setOffline(false);
    await modal.getByRole('status').waitFor({ state: 'detached' });

    await page.route('**/api/verify-otp', (route) => route.abort('internetdisconnected'));
    await page.getByTestId('otp-digit').first().click();
    await page.keyboard.type(code);
    await modal.getByRole('button', { name: 'Verifikasi Sekarang' }).click();
    await modal.getByText('Gagal verifikasi OTP: Network Error').waitFor();
    await page.unroute('**/api/verify-otp');
    await modal.getByRole('button', { name: 'Coba Lagi' }).click();
    await page.getByText('Registrasi berhasil! Selamat datang!').waitFor();
    await page.waitForURL(`${product.url}/dashboard/set-theme`);
    await context.close();
  });
});

describe('password reset by email', () => {
  it('forgot, code from the email, reset, then log in with the new password', async () => {
    const account = await registerViaApi();
    const page = await browser.newPage({ viewport: PHONE });
    const errors = watchErrors(page);
    await page.goto(`${product.url}/login`);
    await page.getByRole('link', { name: 'Lupa password?' }).click();
    await page.waitForURL(`${product.url}/forgot-password`);
    const send = page.getByRole('button', { name: 'Kirim OTP' });
    expect(await send.isDisabled()).toBe(true);
    await page.getByLabel('Email').fill(account.email);
    const started = new Date().toISOString();
    await send.click();
    await page.waitForURL(/\/forgot-password-info\?email=/);
    expect(await page.getByTestId('resend-countdown').textContent()).toMatch(/^[01]:\d\d$/);

    const email = await emailSentTo(product.dataDir, account.email, started);
    const code = sixDigits(email.text);
    const link = /(http\S+\/reset-password\?\S+)/.exec(email.text)![1]!;
    expect(new URL(link).searchParams.get('token')).toBe(code);
    await page.goto(link);
    const reset = page.getByRole('button', { name: 'Reset Password' });
    expect(await reset.isDisabled()).toBe(true);
    await page.getByLabel('Password Baru', { exact: true }).fill('sandi-baru-yang-panjang');
    await page.getByLabel('Ulangi Password Baru').fill('sandi-baru-yang-panjang');
    await reset.click();
    await page.getByText('Password berhasil direset.').waitFor();
    await page.waitForURL(`${product.url}/login`);

    await page.getByLabel('Email').fill(account.email);
    await page.getByLabel('Password', { exact: true }).fill(account.password);
    await page.getByRole('button', { name: 'Masuk', exact: true }).click();
    await page.getByText('Email atau password salah.').waitFor();
    await logIn(page, account.email, 'sandi-baru-yang-panjang', false);
    expect(errors).toEqual([]);
    await page.close();
  });

  it('sends /forgot-password-info without an email back to /forgot-password', async () => {
    const page = await browser.newPage({ viewport: PHONE });
    await page.goto(`${product.url}/forgot-password-info`);
    await page.waitForURL(`${product.url}/forgot-password`);
    await page.close();
  });
});
