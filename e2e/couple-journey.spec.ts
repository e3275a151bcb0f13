import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser, Page } from 'playwright-core';
import { seriousA11yViolations } from './support/axe';
import { DESKTOP, launchBrowser, PHONE, keepScreenshot } from './support/browser';
import { freshEmail, freshPhone, sixDigits, smsSentTo } from './support/messages';
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

/** An access token that expired long ago: the app must renew it, never give up on it. */
const EXPIRED_TOKEN = `eyJhbGciOiJIUzI1NiJ9.${Buffer.from(JSON.stringify({ exp: 1 })).toString('base64url')}.x`;

const field = (page: Page, name: string) => page.locator(`#field-${name}`);

describe.each([
  { label: 'desktop', viewport: DESKTOP, themeName: 'Melati Putih' },
  { label: 'phone', viewport: PHONE, themeName: 'Senja Jingga' },
])('a new couple’s journey at $label width', ({ label, viewport, themeName }) => {
  it('from a signed-out checkout through sign-up, paying, the three steps, answers and logout', async () => {
    const context = await browser.newContext({ viewport });
    const page = await context.newPage();
    const errors: string[] = [];
    page.on('pageerror', (error) => errors.push(error.message));
    const a11y: string[] = [];
    const screen = async (name: string) => {
      await keepScreenshot(page, `journey-${name}-${label}`, { fullPage: true });
      a11y.push(...(await seriousA11yViolations(page, name)));
    };
    const slug = `ayu-bima-${label}`;
    const email = freshEmail(`journey-${label}`);
    const phone = freshPhone();

    await page.goto(product.url);
    await page
      .getByRole('link', { name: /Buat Undanganmu Sekarang/ })
      .first()
      .waitFor();
    await screen('landing');

    // Point 8: a mistyped page is the app's 404, not a missing invitation.
    expect((await page.goto(`${product.url}/harga`))?.status()).toBe(404);
    await page.getByText('Oops! Halaman tidak ditemukan.').waitFor();
    expect(await page.getByText('Undangan tidak ditemukan').count()).toBe(0);
    await screen('not-found');

    // Point 6: the checkout is open to a signed-out visitor; paying asks for an account.
    await page.goto(`${product.url}/checkout?plan=vip`);
    await page.getByRole('heading', { name: 'Ringkasan Pesanan' }).waitFor();
    await page.getByTestId('checkout-sign-in-note').waitFor();
    expect(await page.getByTestId('summary-total').textContent()).toBe('Rp 50.000');
    await page.getByLabel('Email Address').fill(email);
    await page.getByLabel('Nama Lengkap').fill('Ayu Lestari');
    await page.getByText('BCA', { exact: true }).click();
    await screen('checkout-signed-out');
    await page.getByRole('button', { name: 'Bayar Sekarang' }).click();
    await page.waitForURL(/\/login\?next=%2Fcheckout%3Fplan%3Dvip$/);
    await screen('login');
    await page.getByRole('link', { name: 'Daftar' }).last().click();
    await page.waitForURL(/\/register\?next=%2Fcheckout%3Fplan%3Dvip$/);

    await page.getByLabel('Nama Lengkap').fill('Ayu Lestari');
    await page.getByLabel('Email').fill(email);
    await page.getByLabel('Nomor HP').fill(phone.local);
    await page.getByLabel('Password', { exact: true }).fill('kata-sandi-rahasia');
    await page.getByLabel('Konfirmasi Password').fill('kata-sandi-rahasia');
    await page.getByLabel(/Dari mana kamu mengetahui/).selectOption('Teman');
    await page.getByRole('checkbox').check();
    await screen('register');
    const started = new Date().toISOString();
    await page.getByRole('button', { name: 'Daftar', exact: true }).click();
    const modal = page.getByTestId('phone-verification-modal');
    await modal.getByText('Kirim ulang kode dalam').waitFor();
    await screen('otp');
    const code = sixDigits((await smsSentTo(product.dataDir, phone.normalised, started)).text);
    await page.getByTestId('otp-digit').first().click();
    await page.keyboard.type(code);
    await modal.getByRole('button', { name: 'Verifikasi Sekarang' }).click();
    await page.getByText('Registrasi berhasil! Selamat datang!').waitFor();
    // Point 8: during the 2 s before leaving the button shows progress and takes no second click.
    const submit = page.getByRole('button', { name: 'Daftar', exact: true });
    expect(await submit.isDisabled()).toBe(true);
    expect(await submit.getAttribute('aria-busy')).toBe('true');

    // Back on the checkout that was chosen, with what was filled in.
    await page.waitForURL(`${product.url}/checkout?plan=vip`);
    await page.getByRole('heading', { name: 'Ringkasan Pesanan' }).waitFor();
    expect(await page.getByLabel('Email Address').inputValue()).toBe(email);
    expect(await page.getByTestId('checkout-sign-in-note').count()).toBe(0);
    await page.getByRole('button', { name: 'Gunakan' }).click();
    const dialog = page.getByRole('dialog', { name: 'Masukkan Voucher' });
    await dialog.getByText('Hemat Rp 30.000').waitFor();
    await screen('voucher');
    await dialog.getByLabel('Kode Voucher').fill('DISKON30');
    await dialog.getByRole('button', { name: 'Terapkan' }).click();
    await dialog.waitFor({ state: 'hidden' });
    expect(await page.getByTestId('summary-total').textContent()).toBe('Rp 20.000');
    await page.getByRole('button', { name: 'Bayar Sekarang' }).click();
    await page.waitForURL(/\/pay\/KBR-/);
    await screen('pay');
    await page.getByRole('button', { name: 'Bayar', exact: true }).click();
    await page.getByRole('heading', { name: 'Pembayaran berhasil!' }).waitFor();
    await screen('paid');

    // The three steps; the access token expires before Selesai (point 5).
    await page.goto(`${product.url}/dashboard/set-theme`);
    await page.getByRole('heading', { name: /Tema yang Dimiliki/ }).waitFor();
    await screen('set-theme');
    await page.getByRole('link', { name: `Pakai Tema: ${themeName}` }).click();
    await page.getByRole('heading', { name: 'Silahkan isi data diri anda' }).waitFor();
    await field(page, 'brideName').fill('Ayu Lestari');
    await field(page, 'brideFather').fill('Bapak Harun');
    await field(page, 'brideMother').fill('Ibu Sari');
    await field(page, 'groomName').fill('Bima Putra');
    await field(page, 'groomFather').fill('Bapak Joko');
    await field(page, 'groomMother').fill('Ibu Wati');
    await screen('step1');
    await page.getByRole('button', { name: 'Next' }).click();
    await page.getByRole('heading', { name: 'Silahkan isi Informasi umum Acara Anda' }).waitFor();
    await field(page, 'tanggal_acara_ibadah_pernikahan').fill('2027-08-17');
    await field(page, 'waktu_mulai_ibadah_pernikahan').fill('08:00');
    await field(page, 'waktu_selesai_ibadah_pernikahan').fill('10:00');
    await field(page, 'nama_lokasi_ibadah_pernikahan').fill('Masjid Agung Bandung');
    await field(page, 'alamat_acara_ibadah_pernikahan').fill('Jl. Asia Afrika No. 1, Bandung');
    await screen('step2');
    await page.getByRole('button', { name: 'Next' }).click();
    await page.getByRole('heading', { name: 'Masukkan link undangan Anda' }).waitFor();
    await field(page, 'invitation_slug').fill(slug);
    await page.getByTestId('slug-status').getByText('Link tersedia.').waitFor();
    if ((await field(page, 'rsvp_enabled').getAttribute('aria-checked')) !== 'true') {
      await field(page, 'rsvp_enabled').click();
    }
    await screen('step3');
    await page.evaluate((token) => localStorage.setItem('api_token', token), EXPIRED_TOKEN);
    await page.getByRole('button', { name: 'Selesai' }).click();

    // Point 4: one address, PUBLIC_URL/slug in the local default, which opens.
    await page.waitForURL(/\/dashboard\/set-theme$/);
    const address = `${product.url.replace(/^https?:\/\//, '')}/${slug}`;
    const toast = page.getByRole('status').filter({ hasText: 'Undangan berhasil disimpan!' });
    await toast.waitFor();
    expect(await toast.textContent()).toContain(address);
    expect((await fetch(`${product.url}/${slug}`)).status).toBe(200);
    const card = page.getByTestId('theme-card').filter({ hasText: themeName });
    expect(await card.getByTestId('invitation-panel').textContent()).toContain(address);
    await card.getByRole('button', { name: 'Bagikan' }).click();
    const share = page.getByRole('dialog', { name: 'Bagikan Undangan' });
    await share.getByText('Undangan Pernikahan Ayu Lestari & Bima Putra').waitFor();
    expect(await share.getByLabel('Link undangan').inputValue()).toBe(`${product.url}/${slug}`);
    await screen('share');
    await share.getByRole('button', { name: 'Tutup' }).click();

    // A guest answers; point 1: the answers are one tap away, with counts.
    for (const [kind, body] of [
      ['rsvp', { name: 'Pak Darto', attendance: 'hadir', guests: 2 }],
      ['ucapan', { name: 'Pak Darto', message: 'Selamat menempuh hidup baru!' }],
    ] as const) {
      const res = await fetch(`${product.url}/${slug}/${kind}`, {
        method: 'POST',
        headers: { 'content-type': 'application/json', accept: 'application/json' },
        body: JSON.stringify(body),
      });
      expect(res.status).toBe(200);
    }
    await page.reload();
    await card.getByTestId('answer-counts').getByText('(1 RSVP, 1 ucapan)').waitFor();
    if (label === 'phone') {
      await page.getByRole('button', { name: 'Buka menu' }).click();
      await screen('drawer');
    }
    const menuItem = page.getByRole('link', { name: /Jawaban Tamu/ }).first();
    expect(await menuItem.textContent()).toContain('2');
    await menuItem.click();
    await page.waitForURL(/\/dashboard\/responses$/);
    await page.getByText('1 konfirmasi kehadiran · 1 hadir · 1 ucapan').waitFor();
    await screen('responses-overview');
    await page.getByRole('link', { name: /Ayu Lestari & Bima Putra/ }).click();
    await page.waitForURL(/\/dashboard\/invitations\/[^/]+\/responses$/);
    await page.locator('text=Pak Darto >> visible=true').first().waitFor();
    expect(await page.getByText(address).count()).toBeGreaterThan(0);
    await screen('responses');
    await page.evaluate((token) => localStorage.setItem('api_token', token), EXPIRED_TOKEN);
    const [download] = await Promise.all([
      page.waitForEvent('download'),
      page.getByRole('button', { name: 'Unduh CSV', exact: true }).click(),
    ]);
    expect(download.suggestedFilename()).toBe(`rsvp-${slug}.csv`);

    await page.goto(`${product.url}/dashboard/guests`);
    await page.getByRole('heading', { name: 'Tamu Undangan' }).waitFor();
    await screen('guest-lists');

    // Point 7: progress left in this browser goes with the couple who leaves.
    await page.evaluate(() => localStorage.setItem('themeConfigStep1', '{"themeId":1}'));
    if (label === 'phone') await page.getByRole('button', { name: 'Buka menu' }).click();
    await page.getByRole('button', { name: 'Keluar' }).click();
    await screen('logout-dialog');
    await page.getByRole('button', { name: 'Ya, Keluar' }).click();
    await page.waitForURL(/\/login$/);
    expect(await page.evaluate(() => localStorage.getItem('themeConfigStep1'))).toBeNull();

    await page.getByLabel('Email').fill(DEMO_USER.email);
    await page.getByLabel('Password', { exact: true }).fill(DEMO_USER.password);
    await page.getByRole('button', { name: 'Masuk' }).click();
    await page.waitForURL(/\/dashboard\/set-theme$/);
    await page.getByRole('heading', { name: /Tema yang Dimiliki/ }).waitFor();
    expect(await page.getByText(address).count()).toBe(0);

    expect(a11y).toEqual([]);
    expect(errors).toEqual([]);
    await context.close();
  }, 180_000);
});
