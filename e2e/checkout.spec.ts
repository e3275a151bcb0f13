import fs from 'node:fs';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser, Page } from 'playwright-core';
import { DESKTOP, launchBrowser, PHONE, keepScreenshot } from './support/browser';
import { startProduct, type RunningProduct } from './support/product';
import { DEMO_USER, signInAs } from './support/session';

let product: RunningProduct;
let browser: Browser;

beforeAll(async () => {
  [product, browser] = await Promise.all([startProduct(), launchBrowser()]);
});

afterAll(async () => {
  await browser?.close();
  await product?.stop();
});

async function signedInPage(viewport: typeof PHONE): Promise<{ page: Page; errors: string[] }> {
  const context = await browser.newContext({ viewport });
  await signInAs(context, product);
  const page = await context.newPage();
  const errors: string[] = [];
  page.on('pageerror', (error) => errors.push(error.message));
  page.on('console', (message) => {
    // A refused API call (409, 422) is logged by Chromium; the page shows it to the user.
    if (message.type() === 'error' && !/status of 4\d\d/.test(message.text())) {
      errors.push(message.text());
    }
  });
  return { page, errors };
}

interface OutboxMail {
  to: string;
  subject: string;
  html: string;
  text: string;
}

function outbox(): OutboxMail[] {
  const dir = path.join(product.dataDir, 'outbox');
  if (!fs.existsSync(dir)) return [];
  return fs
    .readdirSync(dir)
    .filter((file) => file.endsWith('.json'))
    .map((file) => JSON.parse(fs.readFileSync(path.join(dir, file), 'utf8')) as OutboxMail);
}

async function receiptFor(orderId: string): Promise<OutboxMail> {
  const deadline = Date.now() + 10_000;
  for (;;) {
    const mail = outbox().find((m) => m.subject.includes(orderId));
    if (mail) return mail;
    if (Date.now() > deadline) throw new Error(`no receipt for ${orderId} in the outbox`);
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
}

async function applyVoucher(page: Page, code: string) {
  await page.getByRole('button', { name: 'Gunakan' }).click();
  const dialog = page.getByRole('dialog', { name: 'Masukkan Voucher' });
  await dialog.waitFor();
  await dialog.getByLabel('Kode Voucher').fill(code);
  await dialog.getByRole('button', { name: 'Terapkan' }).click();
  await dialog.waitFor({ state: 'hidden' });
}

const orderIdIn = (url: string) => /(KBR-[0-9A-Z-]+)/.exec(url)![1]!;

describe('checkout with the sandbox provider', () => {
  it('a Basic couple starts a theme order, sees the QRIS pay page and cancels: nothing unlocked', async () => {
    const { page, errors } = await signedInPage(DESKTOP);
    const themes = (await (await fetch(`${product.url}/api/themes`)).json()).data as {
      theme_id: number;
      theme_name: string;
    }[];
    const keraton = themes.find((t) => t.theme_name === 'Keraton Emas')!;
    await page.goto(`${product.url}/checkout?theme=${keraton.theme_id}`);
    await page.getByText('Tema Keraton Emas', { exact: true }).waitFor();
    expect(await page.getByTestId('summary-total').textContent()).toBe('Rp 50.000');
    await page.getByLabel('QRIS').check();
    await page.getByRole('button', { name: 'Bayar Sekarang' }).click();
    await page.waitForURL(/\/pay\/KBR-/);
    await page.getByRole('img', { name: /Kode QRIS/ }).waitFor();
    expect(await page.getByTestId('pay-amount').textContent()).toBe('Rp 50.000');
    await page.waitForFunction(() => {
      const img = document.querySelector<HTMLImageElement>('img[alt^="Kode QRIS"]');
      return !!img && img.complete && img.naturalWidth > 0;
    });
    await keepScreenshot(page, 'pay-desktop', { fullPage: true });
    const orderId = orderIdIn(page.url());

    await page.getByRole('button', { name: 'Batalkan' }).click();
    await page.waitForURL(`${product.url}/checkout/finish/${orderId}`);
    await page.getByRole('heading', { name: 'Pembayaran dibatalkan atau kedaluwarsa' }).waitFor();
    await page.getByRole('link', { name: 'Coba Lagi' }).waitFor();
    expect(errors).toEqual([]);
    await page.context().close();
  });

  it('a Basic couple buys Premium with DISKON30: the zero total completes at once, Premium is active', async () => {
    const { page, errors } = await signedInPage(DESKTOP);
    await page.goto(`${product.url}/checkout?plan=premium`);
    await page.getByRole('heading', { name: 'Informasi Pembeli' }).waitFor();
    expect(await page.getByLabel('Email Address').inputValue()).toBe(DEMO_USER.email);
    expect(await page.getByTestId('summary-price').textContent()).toBe('Rp 30.000');
    expect(await page.getByTestId('summary-total').textContent()).toBe('Rp 30.000');
    await keepScreenshot(page, 'checkout-desktop', { fullPage: true });

    await page.getByRole('button', { name: 'Gunakan' }).click();
    const dialog = page.getByRole('dialog', { name: 'Masukkan Voucher' });
    await dialog.getByText('Hemat Rp 30.000').waitFor();
    await dialog.getByText('30K OFF').waitFor();
    await dialog.getByRole('button', { name: 'Terapkan' }).click();
    await dialog.getByText('Kode voucher harus diisi').waitFor();
    await dialog.getByLabel('Kode Voucher').fill('salah');
    expect(await dialog.getByLabel('Kode Voucher').inputValue()).toBe('SALAH');
    await dialog.getByRole('button', { name: 'Terapkan' }).click();
    await dialog.getByText('Kode voucher tidak valid').waitFor();
    await keepScreenshot(page, 'voucher-desktop');
    await dialog.getByLabel('Kode Voucher').fill('diskon30');
    await dialog.getByRole('button', { name: 'Terapkan' }).click();
    await dialog.waitFor({ state: 'hidden' });
    await page.getByRole('status').getByText('Voucher DISKON30 dipakai').waitFor();
    expect(await page.getByTestId('summary-discount').textContent()).toBe('- Rp 30.000');
    expect(await page.getByTestId('summary-total').textContent()).toBe('Rp 0');

    await page.getByRole('button', { name: 'Bayar Sekarang' }).click();
    await page.getByText('Pilih metode pembayaran').waitFor();
    await page.getByLabel('QRIS').check();
    await page.getByRole('button', { name: 'Bayar Sekarang' }).click();
    await page.waitForURL(/\/checkout\/finish\/KBR-/);
    const orderId = orderIdIn(page.url());
    await page.getByRole('heading', { name: 'Pembayaran berhasil!' }).waitFor();
    expect(await page.getByTestId('active-plan').textContent()).toBe('Paket aktif: Premium');
    const premiumTheme = page.getByTestId('theme-card').filter({ hasText: 'Kebaya Rose' });
    await premiumTheme.getByRole('link', { name: 'Pakai Tema' }).waitFor();

    const receipt = await receiptFor(orderId);
    expect(receipt.to).toBe(DEMO_USER.email);
    expect(receipt.text).toContain('Paket Premium sudah aktif');
    expect(receipt.text).toContain('Total dibayar: Rp 0');
    expect(receipt.html).toContain('Pembayaran berhasil');
    expect(errors).toEqual([]);
    await page.context().close();
  });

  it('the couple upgrades to VIP with DISKON30 through the sandbox pay page, at phone width', async () => {
    const { page, errors } = await signedInPage(PHONE);
    await page.goto(`${product.url}/checkout?plan=vip`);
    await page.getByRole('heading', { name: 'Ringkasan Pesanan' }).waitFor();
    expect(await page.getByTestId('summary-total').textContent()).toBe('Rp 50.000');
    await keepScreenshot(page, 'checkout-phone', { fullPage: true });
    await page.getByRole('button', { name: 'Gunakan' }).click();
    await page.getByRole('dialog', { name: 'Masukkan Voucher' }).getByText('30K OFF').waitFor();
    await keepScreenshot(page, 'voucher-phone');
    await page.getByRole('button', { name: 'Batal' }).click();
    await applyVoucher(page, 'Diskon30');
    expect(await page.getByTestId('summary-total').textContent()).toBe('Rp 20.000');
    await page.getByText('BCA', { exact: true }).click();
    await page.getByRole('button', { name: 'Bayar Sekarang' }).click();

    await page.waitForURL(/\/pay\/KBR-/);
    const orderId = orderIdIn(page.url());
    expect(await page.getByTestId('pay-amount').textContent()).toBe('Rp 20.000');
    await page.getByText('Virtual Account BCA').waitFor();
    expect(await page.getByText(/^70012\d{11}$/).count()).toBe(1);
    await keepScreenshot(page, 'pay-phone', { fullPage: true });

    // Coming back from the pay page with a provider-style query marks nothing paid.
    const early = await page.context().newPage();
    await early.goto(
      `${product.url}/checkout/finish/${orderId}?transaction_status=settlement&status_code=200`,
    );
    await early.getByRole('heading', { name: 'Menunggu konfirmasi pembayaran' }).waitFor();
    await keepScreenshot(early, 'return-waiting-phone', { fullPage: true });
    await early.close();

    await page.getByRole('button', { name: 'Bayar', exact: true }).click();
    await page.waitForURL(`${product.url}/checkout/finish/${orderId}`);
    await page.getByRole('heading', { name: 'Pembayaran berhasil!' }).waitFor();
    expect(await page.getByTestId('active-plan').textContent()).toBe('Paket aktif: VIP');
    const vipTheme = page.getByTestId('theme-card').filter({ hasText: 'Keraton Emas' });
    await vipTheme.getByRole('link', { name: 'Pakai Tema' }).waitFor();
    await page.waitForFunction(() =>
      [...document.querySelectorAll<HTMLImageElement>('[data-testid="theme-card"] img')]
        .slice(0, 2)
        .every((img) => img.complete && img.naturalWidth > 0),
    );
    await keepScreenshot(page, 'return-phone', { fullPage: true });

    const receipt = await receiptFor(orderId);
    expect(receipt.text).toContain('Total dibayar: Rp 20.000');
    expect(receipt.text).toContain('Virtual Account BCA');
    expect(errors).toEqual([]);
    await page.context().close();
  });

  it('the order history lists every order with its status; the return page at desktop width', async () => {
    const { page, errors } = await signedInPage(DESKTOP);
    await page.goto(`${product.url}/dashboard/orders`);
    await page.getByRole('heading', { name: 'Riwayat Pesanan' }).waitFor();
    const rows = page.getByTestId('order-row');
    await rows.first().waitFor();
    expect(await rows.count()).toBe(3);
    const statuses = await page
      .locator('[data-status]')
      .evaluateAll((els) => els.map((el) => el.getAttribute('data-status')));
    expect(statuses).toEqual(['paid', 'paid', 'expired']);
    await keepScreenshot(page, 'orders-desktop', { fullPage: true });
    await rows.first().getByRole('link', { name: 'Detail' }).click();
    await page.getByRole('heading', { name: 'Pembayaran berhasil!' }).waitFor();
    await page.getByTestId('theme-card').first().waitFor();
    await page.waitForFunction(() =>
      [...document.querySelectorAll<HTMLImageElement>('[data-testid="theme-card"] img')].every(
        (img) => img.complete && img.naturalWidth > 0,
      ),
    );
    await keepScreenshot(page, 'return-desktop', { fullPage: true });
    expect(outbox().filter((m) => m.to === DEMO_USER.email)).toHaveLength(2);
    expect(errors).toEqual([]);
    await page.context().close();
  });
});
