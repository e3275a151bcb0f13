import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser } from 'playwright-core';
import { launchBrowser, PHONE, keepScreenshot } from './support/browser';
import { freshEmail, freshPhone, sixDigits } from './support/messages';
import { startProduct, type RunningProduct } from './support/product';

let product: RunningProduct;
let browser: Browser;

// The local Google issuer exists only outside production, so this product runs in development.
beforeAll(async () => {
  [product, browser] = await Promise.all([
    startProduct({ NODE_ENV: 'development' }),
    launchBrowser(),
  ]);
});

afterAll(async () => {
  await browser?.close();
  await product?.stop();
});

describe('Google sign-in through the local OpenID issuer', () => {
  it('a new Google user gives a phone, verifies the texted code and lands on the dashboard', async () => {
    const context = await browser.newContext({ viewport: PHONE });
    const page = await context.newPage();
    const errors: string[] = [];
    page.on('pageerror', (error) => errors.push(error.message));
    const email = freshEmail('google');
    const phone = freshPhone();

    await page.goto(`${product.url}/register`);
    await page.getByRole('button', { name: 'Lanjutkan dengan Google' }).click();
    await page
      .getByText('Anda harus menyetujui Syarat & Ketentuan sebelum lanjut dengan Google.')
      .waitFor();
    await page.getByLabel(/Dari mana kamu mengetahui/).selectOption('Teman');
    await page.getByRole('checkbox').check();

    const [popup] = await Promise.all([
      context.waitForEvent('page'),
      page.getByRole('button', { name: 'Lanjutkan dengan Google' }).click(),
    ]);
    await popup.getByRole('heading', { name: 'Pilih akun' }).waitFor();
    await popup.getByLabel('Nama').fill('Rara Anggun');
    await popup.getByLabel('Email', { exact: true }).fill(email);
    await popup.getByRole('button', { name: 'Lanjutkan' }).click();
    await popup.waitForEvent('close');

    const phoneModal = page.getByTestId('google-phone-modal');
    await phoneModal.getByText(email).waitFor();
    await phoneModal.getByRole('button', { name: 'Lanjutkan', exact: true }).click();
    await phoneModal.getByText('Nomor HP wajib diisi untuk melanjutkan Google login.').waitFor();
    await phoneModal.getByRole('textbox', { name: 'Nomor HP' }).fill(phone.local);
    await phoneModal.getByRole('button', { name: 'Lanjutkan', exact: true }).click();

    const otpModal = page.getByTestId('phone-verification-modal');
    await otpModal.getByText('Kirim ulang kode dalam').waitFor();

    // The code as the development outbox page shows what the server sent.
    const outbox = await context.newPage();
    await outbox.goto(`${product.url}/dev/outbox`);
    const sms = outbox.getByTestId('outbox-sms').filter({ hasText: phone.normalised }).first();
    const code = sixDigits(await sms.innerText());
    await outbox.close();

    await page.getByTestId('otp-digit').first().click();
    await page.keyboard.type(code);
    await otpModal.getByRole('button', { name: 'Verifikasi Sekarang' }).click();
    await page.getByText('Login Google berhasil!').waitFor();
    await page.waitForURL(`${product.url}/dashboard/set-theme`);
    const user = await page.evaluate(() => JSON.parse(localStorage.getItem('user') ?? 'null'));
    expect(user).toMatchObject({ email, name: 'Rara Anggun', phone: phone.normalised });
    expect(errors).toEqual([]);
    await context.close();
  });

  it('a known Google user is signed in straight away from /login', async () => {
    const context = await browser.newContext({ viewport: PHONE });
    const page = await context.newPage();
    await page.goto(`${product.url}/login`);
    const [popup] = await Promise.all([
      context.waitForEvent('page'),
      page.getByRole('button', { name: 'Lanjutkan dengan Google' }).click(),
    ]);
    // The picker's first sample account signed up on a first visit needs a phone; use the phone
    // step once, then sign in again and expect no phone step.
    await popup.getByRole('button', { name: 'Pilih' }).first().click();
    const phoneModal = page.getByTestId('google-phone-modal');
    await phoneModal.waitFor();
    await keepScreenshot(page, 'auth-google-phone-modal');
    const phone = freshPhone();
    await phoneModal.getByRole('textbox', { name: 'Nomor HP' }).fill(phone.local);
    await phoneModal.getByRole('button', { name: 'Lanjutkan', exact: true }).click();
    await page
      .getByTestId('phone-verification-modal')
      .getByText('Kirim ulang kode dalam')
      .waitFor();
    await page.getByTestId('otp-digit').first().click();
    // Outside production the fixed development code is accepted too.
    await page.keyboard.type('123456');
    await page.getByRole('button', { name: 'Verifikasi Sekarang' }).click();
    await page.waitForURL(`${product.url}/dashboard/set-theme`);
    await page.evaluate(() => localStorage.clear());

    await page.goto(`${product.url}/login`);
    const [second] = await Promise.all([
      context.waitForEvent('page'),
      page.getByRole('button', { name: 'Lanjutkan dengan Google' }).click(),
    ]);
    await second.getByRole('button', { name: 'Pilih' }).first().click();
    await page.getByText('Login Google berhasil!').waitFor();
    await page.waitForURL(`${product.url}/dashboard/set-theme`);
    expect(await page.getByTestId('google-phone-modal').count()).toBe(0);
    await context.close();
  });

  it('cancelling at the picker tells the user', async () => {
    const context = await browser.newContext({ viewport: PHONE });
    const page = await context.newPage();
    await page.goto(`${product.url}/login`);
    const [popup] = await Promise.all([
      context.waitForEvent('page'),
      page.getByRole('button', { name: 'Lanjutkan dengan Google' }).click(),
    ]);
    await popup.getByRole('button', { name: 'Batal' }).click();
    await page.getByText('Permintaan login dibatalkan. Silakan coba lagi.').waitFor();
    await context.close();
  });
});
