import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser, Page } from 'playwright-core';
import { DESKTOP, launchBrowser, PHONE, keepScreenshot } from './support/browser';
import { startProduct, type RunningProduct } from './support/product';
import { signInAs } from './support/session';
import { KEBAYA_ROSE_DEMO } from './support/demo-couples';

const DEMO = KEBAYA_ROSE_DEMO;

let product: RunningProduct;
let browser: Browser;
const wish = `Selamat menempuh hidup baru, semoga sakinah! (${Date.now()})`;

beforeAll(async () => {
  [product, browser] = await Promise.all([startProduct(), launchBrowser()]);
});

afterAll(async () => {
  await browser?.close();
  await product?.stop();
});

/** Every request the page makes must stay on our own server. */
function watchRequests(page: Page): { foreign: string[]; errors: string[] } {
  const seen = { foreign: [] as string[], errors: [] as string[] };
  page.on('request', (request) => {
    const url = request.url();
    if (!url.startsWith(product.url) && !url.startsWith('data:')) seen.foreign.push(url);
  });
  page.on('pageerror', (error) => seen.errors.push(error.message));
  return seen;
}

describe('a guest on a phone', () => {
  it('opens the invitation with ?to=Budi, RSVPs and leaves a wish that appears', async () => {
    const context = await browser.newContext({ viewport: PHONE, hasTouch: true, isMobile: true });
    const page = await context.newPage();
    const seen = watchRequests(page);
    await page.goto(`${product.url}/${DEMO.slug}?to=Budi`);

    await expect(page.locator('.to-name').textContent()).resolves.toBe('Budi');
    await keepScreenshot(page, 'invitation-cover-phone');
    await page.getByRole('link', { name: 'Buka Undangan' }).click();
    await page.waitForURL(/#undangan$/);

    const rsvp = page.locator('form[data-form="rsvp"]');
    await expect(rsvp.getByLabel('Nama').inputValue()).resolves.toBe('Budi');
    await rsvp.getByRole('radio', { name: 'Hadir', exact: true }).check();
    await rsvp.getByLabel('Jumlah Tamu').selectOption('2');
    await rsvp.getByLabel('Pesan untuk mempelai (opsional)').fill('Sampai jumpa di Bandung!');
    await rsvp.getByRole('button', { name: 'Kirim Konfirmasi' }).click();
    await rsvp
      .locator('.notice.ok')
      .getByText('Terima kasih, Budi. Jawaban Anda: Hadir, 2 orang.')
      .waitFor();

    const book = page.locator('form[data-form="wish"]');
    await book.getByLabel('Ucapan & doa').fill(wish);
    await book.getByRole('button', { name: 'Kirim Ucapan' }).click();
    await book.locator('.notice.ok').waitFor();
    // The notice shows as soon as the post is answered; the list reloads just after it.
    await page.locator('.wishes .wish-msg', { hasText: wish }).waitFor();
    const first = page.locator('.wishes .wish').first();
    await expect(first.locator('.wish-msg').textContent()).resolves.toBe(wish);
    await expect(first.locator('.wish-name').textContent()).resolves.toBe('Budi');
    expect(page.url()).toBe(`${product.url}/${DEMO.slug}?to=Budi#undangan`);

    await keepScreenshot(page.locator('#ucapan'), 'invitation-wishes-phone');
    expect(seen.errors).toEqual([]);
    expect(seen.foreign).toEqual([]);
    await context.close();
  });

  it('answers the RSVP with JavaScript off, by a plain form post', async () => {
    const context = await browser.newContext({ viewport: PHONE, javaScriptEnabled: false });
    const page = await context.newPage();
    await page.goto(`${product.url}/${DEMO.slug}?to=Sari`);
    await expect(page.locator('.to-name').textContent()).resolves.toBe('Sari');
    const rsvp = page.locator('form[data-form="rsvp"]');
    await rsvp.getByRole('radio', { name: 'Tidak Hadir', exact: true }).check();
    await rsvp.getByRole('button', { name: 'Kirim Konfirmasi' }).click();
    await page.waitForURL(/\?to=Sari&jawaban=[0-9a-f-]+#rsvp$/);
    await expect(rsvp.locator('.notice.ok').textContent()).resolves.toContain(
      'Terima kasih, Sari. Jawaban Anda: Tidak Hadir.',
    );
    await expect(page.locator('.to-name').textContent()).resolves.toBe('Sari');
    await context.close();
  });
});

describe('a VIP invitation', () => {
  it('starts the music after Buka Undangan and copies the account number', async () => {
    const context = await browser.newContext({ viewport: PHONE });
    await context.grantPermissions(['clipboard-read', 'clipboard-write'], { origin: product.url });
    const page = await context.newPage();
    await page.goto(`${product.url}/demo-keraton-emas?to=Budi`);
    const music = page.locator('button.music');
    await expect(music.isVisible()).resolves.toBe(false);
    await page.getByRole('link', { name: 'Buka Undangan' }).click();
    await page.locator('button.music[aria-pressed="true"]').waitFor();
    await expect(
      page.locator('#music').evaluate((audio: HTMLAudioElement) => audio.paused),
    ).resolves.toBe(false);
    await music.click();
    await page.locator('button.music[aria-pressed="false"]').waitFor();

    await page.getByRole('button', { name: 'Salin Nomor Rekening' }).click();
    await page.getByText('Tersalin!').waitFor();
    await expect(page.evaluate(() => navigator.clipboard.readText())).resolves.toBe(
      '1370016543219',
    );

    await page.locator('[data-lightbox="1"]').click();
    await page.locator('dialog.lightbox[open]').waitFor();
    await page.keyboard.press('ArrowRight');
    await expect(page.locator('dialog.lightbox img').getAttribute('src')).resolves.toContain(
      'cincin',
    );
    await page.keyboard.press('Escape');
    await page.locator('dialog.lightbox[open]').waitFor({ state: 'detached' });
    await page.getByRole('link', { name: 'Tampilkan Peta' }).first().click();
    await page.locator('#peta-ibadah iframe').waitFor({ state: 'attached' });
    await context.close();
  });
});

describe('the couple', () => {
  it('sees both answers and the wish on the dashboard answers page', async () => {
    const context = await browser.newContext({ viewport: DESKTOP });
    await signInAs(context, product, DEMO.couple);
    const page = await context.newPage();
    await page.goto(`${product.url}/dashboard/invitations/${DEMO.invitationId}/responses`);

    const table = page.getByTestId('rsvp-table');
    await table.waitFor();
    const budi = table.locator('tr', { hasText: 'Budi' });
    await expect(budi.textContent()).resolves.toContain('Hadir');
    await expect(budi.textContent()).resolves.toContain('2 orang');
    await expect(table.locator('tr', { hasText: 'Sari' }).textContent()).resolves.toContain(
      'Tidak Hadir',
    );
    await expect(page.getByTestId('count-not_attending').textContent()).resolves.toBe('2');
    await keepScreenshot(page, 'invitation-answers-desktop', { fullPage: true });

    await page.getByRole('tab', { name: /Ucapan & Doa/ }).click();
    const item = page.getByTestId('wish-item').filter({ hasText: wish });
    await item.waitFor();
    await item.getByRole('button', { name: 'Sembunyikan' }).click();
    await item.getByText('Disembunyikan').waitFor();
    await context.close();
  });
});
