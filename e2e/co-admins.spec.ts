import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser, BrowserContext } from 'playwright-core';
import { seriousA11yViolations } from './support/axe';
import { DESKTOP, launchBrowser, PHONE, keepScreenshot } from './support/browser';
import type { RunningProduct } from './support/product';
import {
  insertPublishedInvitation,
  seededUser,
  startProductWithUsers,
} from './support/seeded-users';
import { DEMO_USER, signInAs } from './support/session';

const UNCLE = seededUser(0xc0ad, 'Om Hendra');

let product: RunningProduct;
let browser: Browser;
let couple: BrowserContext;
let uncle: BrowserContext;
let invitationId: string;

/** The demo couple with a published invitation, guests on both sides, and the groom's uncle. */
function startWithFamily(): Promise<RunningProduct> {
  return startProductWithUsers([UNCLE], async (sql) => {
    invitationId = await insertPublishedInvitation(sql, {
      userId: DEMO_USER.user_id,
      slug: 'rina-dimas-keluarga',
      content: { brideName: 'Rina', groomName: 'Dimas' },
    });
    await sql.query(
      `insert into guests (invitation_id, name, side, token) values
         ($1, 'Paman Joko', 'groom', 'e2e-co-admin-1'),
         ($1, 'Bude Sari', 'bride', 'e2e-co-admin-2'),
         ($1, 'Teman Kantor', null, 'e2e-co-admin-3')`,
      [invitationId],
    );
  });
}

beforeAll(async () => {
  [product, browser] = await Promise.all([startWithFamily(), launchBrowser()]);
  couple = await browser.newContext({ viewport: DESKTOP });
  uncle = await browser.newContext({ viewport: PHONE });
  await signInAs(couple, product);
  await signInAs(uncle, product, UNCLE);
}, 120_000);

afterAll(async () => {
  await browser?.close();
  await product?.stop();
});

describe('a co-admin for the groom’s side', () => {
  it('is invited by link, sees only that side’s guests, and loses access when revoked', async () => {
    const page = await couple.newPage();
    await page.goto(`${product.url}/dashboard/invitations/${invitationId}/guests/co-admins`);
    await page.getByText('Pengelola tamu', { exact: true }).click();
    await page.getByText('Mempelai Pria', { exact: true }).click();
    await page.getByLabel('Untuk siapa (opsional)').fill('Om Hendra');
    await page.getByRole('button', { name: 'Buat Link Undangan' }).click();
    const link = (await page.locator('p.font-mono').textContent())!.trim();
    expect(link).toContain('/dashboard/join/');
    expect(await seriousA11yViolations(page, 'pengelola')).toEqual([]);
    await keepScreenshot(page, 'co-admins-1280', { fullPage: true });

    const phone = await uncle.newPage();
    await phone.goto(link.replace(/^https?:\/\/[^/]+/, product.url));
    await phone.getByRole('heading', { name: 'Kelola undangan Rina & Dimas' }).waitFor();
    expect(await seriousA11yViolations(phone, 'gabung')).toEqual([]);
    await keepScreenshot(phone, 'co-admin-join-390', { fullPage: true });
    await phone.getByRole('button', { name: 'Terima & Mulai' }).click();
    await phone.waitForURL(`**/dashboard/invitations/${invitationId}/guests`);
    await phone.getByTestId('co-admin-role').waitFor();
    expect(await phone.getByTestId('co-admin-role').textContent()).toContain(
      'Pengelola tamu (Mempelai Pria)',
    );
    const names = await phone.getByTestId('guest-row').locator('h3').allTextContents();
    expect(names).toEqual(['Paman Joko']);
    const tabs = await phone.getByRole('navigation', { name: 'Menu tamu' }).textContent();
    expect(tabs).not.toContain('Amplop');
    expect(tabs).not.toContain('Pengelola');
    await keepScreenshot(phone, 'co-admin-guests-390', { fullPage: true });

    await page.reload();
    await page.getByTestId('co-admin-members').getByText('Om Hendra').waitFor();
    await page.getByRole('button', { name: 'Cabut Akses' }).click();
    await page.getByRole('button', { name: 'Ya, cabut Om Hendra' }).click();
    await page.getByText('Belum ada pengelola.', { exact: false }).waitFor();

    await phone.reload();
    await phone.getByRole('heading', { name: 'Undangan tidak ditemukan.' }).waitFor();
  }, 120_000);
});
