import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser } from 'playwright-core';
import { seriousA11yViolations } from './support/axe';
import { launchBrowser, PHONE, keepScreenshot } from './support/browser';
import type { RunningProduct } from './support/product';
import {
  insertPublishedInvitation,
  seededUser,
  startProductWithUsers,
} from './support/seeded-users';
import { signInAs } from './support/session';

const COUPLE = seededUser(0xf0f1, 'Pasangan Upgrade');
const SLUG = 'sari-dan-bayu';

let product: RunningProduct;
let browser: Browser;

beforeAll(async () => {
  [product, browser] = await Promise.all([
    startProductWithUsers([COUPLE], async (sql) => {
      await insertPublishedInvitation(sql, {
        userId: COUPLE.user_id,
        slug: SLUG,
        content: {
          brideName: 'Sari',
          groomName: 'Bayu',
          tanggal_acara_ibadah_pernikahan: '2027-03-20',
          countdown_enabled: false,
          rsvp_enabled: false,
        },
      });
    }),
    launchBrowser(),
  ]);
}, 120_000);

afterAll(async () => {
  await browser?.close();
  await product?.stop();
});

describe('after an upgrade', () => {
  it('offers to switch on the sections the new plan opened, and switches them on', async () => {
    const context = await browser.newContext({ viewport: PHONE });
    const token = await signInAs(context, product, COUPLE);
    const page = await context.newPage();
    await page.goto(`${product.url}/checkout?plan=premium`);
    await page.getByRole('button', { name: 'Gunakan' }).click();
    const dialog = page.getByRole('dialog', { name: 'Masukkan Voucher' });
    await dialog.getByLabel('Kode Voucher').fill('DISKON30');
    await dialog.getByRole('button', { name: 'Terapkan' }).click();
    await dialog.waitFor({ state: 'hidden' });
    await page.getByRole('button', { name: 'Bayar Sekarang' }).click();
    await page.getByLabel('QRIS').check();
    await page.getByRole('button', { name: 'Bayar Sekarang' }).click();
    await page.getByRole('heading', { name: 'Pembayaran berhasil!' }).waitFor();

    const offer = page.getByTestId('feature-offer');
    await offer
      .getByText('Countdown Timer, RSVP belum tampil di undanganmu.', { exact: false })
      .waitFor();
    expect(await seriousA11yViolations(page, 'tawaran fitur')).toEqual([]);
    await keepScreenshot(page, 'upgrade-offer-390', { fullPage: true });
    await offer.getByRole('button', { name: 'Nyalakan Countdown Timer & RSVP' }).click();
    await page.getByText('Fitur dinyalakan di undanganmu.').waitFor();
    await offer.waitFor({ state: 'detached' });

    const res = await fetch(`${product.url}/api/invitations`, {
      headers: { authorization: `Bearer ${token}` },
    });
    const [own] = ((await res.json()) as { data: { content: Record<string, unknown> }[] }).data;
    expect(own!.content).toMatchObject({ countdown_enabled: true, rsvp_enabled: true });
    const guestPage = await (await fetch(`${product.url}/${SLUG}`)).text();
    expect(guestPage).toContain('id="rsvp"');
    await context.close();
  }, 120_000);
});
