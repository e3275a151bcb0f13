import { spawnSync } from 'node:child_process';
import { createHmac } from 'node:crypto';
import path from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser, Page } from 'playwright-core';
import { DESKTOP, launchBrowser, PHONE, keepScreenshot } from './support/browser';
import { seededDataDir } from './support/data-dir';
import { startProduct, type RunningProduct } from './support/product';
import { insertPublishedInvitation, seededUser } from './support/seeded-users';
import { accessTokenFor, DEMO_USER, signInAs } from './support/session';

const root = path.resolve(import.meta.dirname, '..');
const couple = seededUser(0x3101, 'Dewi Anggraini');
const ORDER_ID = 'KBR-E2E-31-VIP';
/** A couple who leaves (issue 31, Must have 4), and a guest's wish on their page someone reported. */
const leaving = seededUser(0x3102, 'Sari Wulandari');
const REPORTED_WISH = 'Ucapan yang dilaporkan tamu';
/** The first test's recovery codes: a later tab passes the second factor with one of them. */
let recoveryCodes: string[] = [];
let product: RunningProduct;
let browser: Browser;

/** RFC 6238 by hand, as an authenticator app computes it: e2e imports nothing of the server. */
function totp(base32: string, at = Date.now()): string {
  const alphabet = 'ABCDEFGHIJKLMNOPQRSTUVWXYZ234567';
  let bits = '';
  for (const char of base32.replace(/=+$/, '')) {
    bits += alphabet.indexOf(char).toString(2).padStart(5, '0');
  }
  const key = Buffer.from(bits.match(/.{8}/g)!.map((byte) => Number.parseInt(byte, 2)));
  const counter = Buffer.alloc(8);
  counter.writeBigUInt64BE(BigInt(Math.floor(at / 30_000)));
  const mac = createHmac('sha1', key).update(counter).digest();
  const offset = mac[mac.length - 1]! & 0xf;
  return String((mac.readUInt32BE(offset) & 0x7fffffff) % 1_000_000).padStart(6, '0');
}

beforeAll(async () => {
  const dataDir = seededDataDir('kabar-e2e-operator-');
  const database = new PGlite(path.join(dataDir, 'pgdata'));
  try {
    await database.query(
      `insert into users (id, name, email, phone, status, phone_verified_at, plan)
       values ($1, $2, $3, $4, 'active', now(), 'vip')`,
      [couple.user_id, couple.name, couple.email, couple.phone],
    );
    await database.query(
      `insert into orders (id, user_id, buyer_email, buyer_name, item_type, plan_id, item_name,
         subtotal, total, payment_method, provider, status, expires_at, paid_at)
       values ($1, $2, $3, $4, 'plan', 'vip', 'Paket VIP', 50000, 50000, 'qris', 'sandbox',
         'paid', now(), now())`,
      [ORDER_ID, couple.user_id, couple.email, couple.name],
    );
    await database.query(
      `insert into users (id, name, email, phone, status, phone_verified_at)
       values ($1, $2, $3, $4, 'active', now())`,
      [leaving.user_id, leaving.name, leaving.email, leaving.phone],
    );
    const invitationId = await insertPublishedInvitation(database, {
      userId: leaving.user_id,
      slug: 'sari-dan-bayu-e2e',
      content: { brideName: 'Sari', groomName: 'Bayu' },
    });
    await database.query(
      `insert into wishes (invitation_id, name, message, fingerprint)
       values ($1, 'Tamu Iseng', $2, 'e2e-31-wish')`,
      [invitationId, REPORTED_WISH],
    );
  } finally {
    await database.close();
  }
  // The embedded database takes one process at a time: the grant runs before the product opens it.
  const grant = spawnSync('npm', ['run', 'admin', '--', 'grant', DEMO_USER.email], {
    cwd: root,
    env: { ...process.env, DATA_DIR: dataDir, KABAR_MODE: 'local' },
    encoding: 'utf8',
  });
  expect(grant.status, grant.stderr + grant.stdout).toBe(0);
  expect(grant.stdout).toContain('sekarang operator');
  [product, browser] = await Promise.all([startProduct({ DATA_DIR: dataDir }), launchBrowser()]);
}, 120_000);

afterAll(async () => {
  await browser?.close();
  await product?.stop();
});

async function fitsWidth(page: Page, width: number) {
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(
    width,
  );
}

async function tab(page: Page, name: string) {
  await page.getByRole('button', { name, exact: true }).click();
}

describe('the operator console', () => {
  it('opens with a TOTP code; a voucher, a refund and a price change each land in the audit trail', async () => {
    const context = await browser.newContext({ viewport: PHONE });
    await signInAs(context, product);
    const page = await context.newPage();
    const errors: string[] = [];
    page.on('pageerror', (error) => errors.push(error.message));

    await page.goto(`${product.url}/admin`);
    const secret = (await page.getByTestId('totp-secret').textContent())!.trim();
    await page.getByLabel('Kode dari aplikasi').fill(totp(secret));
    await page.getByRole('button', { name: 'Lanjutkan' }).click();
    await page.getByTestId('recovery-codes').locator('li').nth(9).waitFor();
    expect(await page.getByTestId('recovery-codes').locator('li').count()).toBe(10);
    recoveryCodes = await page.getByTestId('recovery-codes').locator('li').allTextContents();
    await page.getByRole('button', { name: 'Sudah saya simpan' }).click();
    await page.getByText('Pendaftaran').waitFor();
    await fitsWidth(page, PHONE.width);
    await keepScreenshot(page, 'operator-overview-phone', { fullPage: true });

    await tab(page, 'Voucher');
    await page.getByLabel('Kode', { exact: true }).fill('NIKAH31');
    await page.getByLabel('Potongan (Rp)').fill('5000');
    await page.getByRole('button', { name: 'Buat voucher' }).click();
    await page.getByTestId('voucher-NIKAH31').waitFor();

    await tab(page, 'Pesanan');
    await page.getByLabel('Cari ID pesanan, email atau nomor HP').fill(couple.email);
    await page.getByRole('button', { name: new RegExp(ORDER_ID) }).click();
    await page.getByLabel('Alasan pengembalian dana').fill('Acara dibatalkan pasangan');
    await page.getByRole('button', { name: 'Kembalikan dana' }).click();
    await page.getByTestId('order-status').getByText('Dikembalikan').waitFor();
    const plan = await fetch(`${product.url}/api/user/plan`, {
      headers: { authorization: `Bearer ${await accessTokenFor(product, couple.user_id)}` },
    });
    expect((await plan.json()).data.plan).toBe('basic');

    await tab(page, 'Harga');
    const premium = page.getByLabel('Harga Paket Premium');
    await premium.fill('35000');
    await premium.locator('xpath=..').getByRole('button', { name: 'Simpan' }).click();
    await page.getByText('Paket Premium disimpan.').waitFor();

    await tab(page, 'Jejak audit');
    const trail = page.getByTestId('audit-trail');
    for (const action of [
      'operator.second_factor_set_up',
      'voucher.created',
      'order.refunded',
      'plan.price_changed',
    ]) {
      await trail.getByText(action, { exact: true }).first().waitFor();
    }
    await fitsWidth(page, PHONE.width);
    await keepScreenshot(page, 'operator-audit-phone', { fullPage: true });

    // The packages page shows the new price.
    await page.goto(`${product.url}/dashboard/packet`);
    await page.getByText('Rp 35K').waitFor();
    expect(errors).toEqual([]);
    await context.close();
  }, 120_000);

  it('is a not-found page to a couple, and fits a wide screen', async () => {
    const coupleContext = await browser.newContext({ viewport: PHONE });
    await signInAs(coupleContext, product, couple);
    const couplePage = await coupleContext.newPage();
    await couplePage.goto(`${product.url}/admin`);
    await couplePage.getByText('Halaman tidak ditemukan').waitFor();
    await coupleContext.close();

    const context = await browser.newContext({ viewport: DESKTOP });
    await signInAs(context, product);
    const page = await context.newPage();
    await page.goto(`${product.url}/admin`);
    // A passed second factor lasts for the tab only: a new one asks for a code again.
    await page.getByLabel('Kode autentikator atau kode pemulihan').waitFor();
    await fitsWidth(page, DESKTOP.width);
    await keepScreenshot(page, 'operator-code-desktop');
    await context.close();
  }, 60_000);

  it('a guest reports a wish; the couple asks for their archive and leaves; the operator hides the wish and deletes the account', async () => {
    const guestContext = await browser.newContext({ viewport: PHONE });
    const invitationPage = await guestContext.newPage();
    await invitationPage.goto(`${product.url}/sari-dan-bayu-e2e?to=Budi`);
    const wish = invitationPage.locator('.wish', { hasText: REPORTED_WISH });
    invitationPage.once('dialog', (dialog) => {
      expect(dialog.message()).toContain('Laporkan ucapan ini sebagai tidak pantas?');
      void dialog.accept();
    });
    await wish.getByRole('button', { name: 'Laporkan' }).click();
    await wish.getByRole('status').getByText('Terima kasih, laporan Anda akan ditinjau.').waitFor();
    await fitsWidth(invitationPage, PHONE.width);
    await wish.scrollIntoViewIfNeeded();
    await keepScreenshot(invitationPage, 'wish-reported-phone');
    await guestContext.close();

    const coupleContext = await browser.newContext({ viewport: DESKTOP });
    await signInAs(coupleContext, product, leaving);
    const profile = await coupleContext.newPage();
    await profile.goto(`${product.url}/dashboard/profile`);
    await profile.getByRole('button', { name: 'Unduh Data Saya' }).click();
    await profile.getByText('Arsip data sedang disiapkan').waitFor();
    await fitsWidth(profile, DESKTOP.width);
    await keepScreenshot(profile, 'profile-data-rights-desktop', { fullPage: true });
    await profile.setViewportSize(PHONE);
    await profile.getByRole('button', { name: 'Hapus Akun Saya' }).click();
    await profile.getByRole('button', { name: 'Hapus Akun', exact: true }).click();
    await profile.getByText('Ketik HAPUS untuk mengonfirmasi penghapusan akun.').waitFor();
    await profile.getByLabel('Ketik HAPUS untuk mengonfirmasi').fill('hapus');
    await fitsWidth(profile, PHONE.width);
    await keepScreenshot(profile, 'profile-delete-dialog-phone');
    await profile.getByRole('button', { name: 'Hapus Akun', exact: true }).click();
    await profile.waitForURL(/\/login/);
    await profile.getByText('Akun dijadwalkan untuk dihapus').waitFor();
    // During the grace period the couple's page is unavailable.
    expect((await fetch(`${product.url}/sari-dan-bayu-e2e`)).status).toBe(404);
    await coupleContext.close();

    const context = await browser.newContext({ viewport: PHONE });
    await signInAs(context, product);
    const page = await context.newPage();
    await page.goto(`${product.url}/admin`);
    await page.getByLabel('Kode autentikator atau kode pemulihan').fill(recoveryCodes[0]!.trim());
    await page.getByRole('button', { name: 'Lanjutkan' }).click();
    await tab(page, 'Moderasi');
    await page.getByText(REPORTED_WISH).waitFor();
    await fitsWidth(page, PHONE.width);
    await keepScreenshot(page, 'operator-moderation-phone', { fullPage: true });
    await page.setViewportSize(DESKTOP);
    await fitsWidth(page, DESKTOP.width);
    await keepScreenshot(page, 'operator-moderation-desktop');
    await page.getByRole('button', { name: 'Sembunyikan' }).first().click();
    await page.getByText('Tidak ada laporan yang menunggu.').waitFor();

    await tab(page, 'Pengguna');
    await page.getByLabel('Cari email, nama atau nomor HP').fill(leaving.email);
    await page.getByRole('button', { name: new RegExp(leaving.name) }).click();
    await page.getByRole('button', { name: 'Hapus akun…' }).click();
    await page.getByLabel(/Ketik email akun/).fill(leaving.email);
    await page.setViewportSize(PHONE);
    await fitsWidth(page, PHONE.width);
    await keepScreenshot(page, 'operator-user-delete-phone', { fullPage: true });
    await page.getByRole('button', { name: 'Hapus sekarang' }).click();
    await page.getByText('Akun dan semua datanya dihapus.').waitFor();

    await tab(page, 'Jejak audit');
    const trail = page.getByTestId('audit-trail');
    for (const action of ['moderation.wish_hidden', 'user.deleted']) {
      await trail.getByText(action, { exact: true }).first().waitFor();
    }
    await context.close();
  }, 120_000);
});
