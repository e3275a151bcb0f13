import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import type { Browser, BrowserContext, Page } from 'playwright-core';
import { openPglite } from '../apps/server/src/db/client';
import { themes } from '../apps/server/src/modules/themes/themes.schema';
import { DESKTOP, launchBrowser, PHONE, screenshotPath } from './support/browser';
import { startProduct, type RunningProduct } from './support/product';

/**
 * Website and Share show only for themes with a demo invitation. No API sets one, so the product
 * runs once to create and seed its database, the test gives two themes a website_url directly in
 * that database (the seed keeps it on the next start), and the product starts again on it.
 */
const PAID_URL = 'https://nadia-raka.kabar.id';
const FREE_URL = 'https://rina-budi.kabar.id';

const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'kabar-e2e-website-'));
let product: RunningProduct;
let browser: Browser;

beforeAll(async () => {
  const first = await startProduct({ DATA_DIR: dataDir });
  await first.stop();
  const database = await openPglite(dataDir);
  await database.db
    .update(themes)
    .set({ websiteUrl: PAID_URL })
    .where(eq(themes.code, 'kebaya-rose'));
  await database.db
    .update(themes)
    .set({ websiteUrl: FREE_URL })
    .where(eq(themes.code, 'melati-putih'));
  await database.close();
  [product, browser] = await Promise.all([startProduct({ DATA_DIR: dataDir }), launchBrowser()]);
});

afterAll(async () => {
  await browser?.close();
  await product?.stop();
  fs.rmSync(dataDir, { recursive: true, force: true });
});

async function openCatalogue(context: BrowserContext): Promise<Page> {
  const page = await context.newPage();
  await page.goto(`${product.url}/themes-detail`);
  await page.waitForFunction(() => document.documentElement.dataset.app === 'live');
  return page;
}

async function clipboardContext(viewport = DESKTOP): Promise<BrowserContext> {
  const context = await browser.newContext({ viewport });
  await context.grantPermissions(['clipboard-read', 'clipboard-write'], { origin: product.url });
  return context;
}

describe('theme cards with a demo invitation', () => {
  it('show Website and Share only where a website_url is set', async () => {
    const context = await browser.newContext({ viewport: DESKTOP });
    const page = await openCatalogue(context);
    expect(await page.getByRole('button', { name: /^Website undangan / }).count()).toBe(2);
    expect(await page.getByRole('button', { name: /^Bagikan undangan / }).count()).toBe(2);
    const lihat = page.getByRole('link', { name: 'Lihat Tema Melati Putih' });
    expect(await lihat.getAttribute('href')).toBe(FREE_URL);
    expect(await lihat.getAttribute('target')).toBe('_blank');
    await context.close();
  });

  it('opens the Website modal, copies the link and says Tersalin! for 2 s', async () => {
    const context = await clipboardContext();
    const page = await openCatalogue(context);
    const trigger = page.getByRole('button', { name: 'Website undangan Kebaya Rose' });
    await trigger.click();
    const modal = page.getByRole('dialog', { name: 'Website Undangan' });
    await modal.waitFor();
    expect(await modal.textContent()).toContain('Kebaya Rose');
    expect(await modal.getByRole('textbox').inputValue()).toBe(PAID_URL);
    const open = modal.getByRole('link', { name: 'Buka Website' });
    expect(await open.getAttribute('href')).toBe(PAID_URL);
    expect(await open.getAttribute('target')).toBe('_blank');
    expect(await open.getAttribute('rel')).toContain('noopener');

    const copy = modal.getByRole('button', { name: 'Copy Link' });
    await copy.click();
    await modal.getByRole('button', { name: 'Tersalin!' }).waitFor();
    const copiedAt = Date.now();
    expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(PAID_URL);
    await page.waitForTimeout(300); // let the opening animation finish
    await page.screenshot({ path: screenshotPath('public-website-modal-desktop') });
    await modal.getByRole('button', { name: 'Copy Link' }).waitFor({ timeout: 4000 });
    expect(Date.now() - copiedAt).toBeGreaterThan(1500);

    for (let i = 0; i < 6; i += 1) {
      await page.keyboard.press('Tab');
      expect(await page.evaluate(() => !!document.activeElement?.closest('[role="dialog"]'))).toBe(
        true,
      );
    }
    await page.keyboard.press('Escape');
    await modal.waitFor({ state: 'detached' });
    expect(await page.evaluate(() => document.activeElement?.getAttribute('aria-label'))).toBe(
      'Website undangan Kebaya Rose',
    );
    await context.close();
  });

  it('falls back to copying the link when the device cannot share', async () => {
    const context = await clipboardContext(PHONE);
    await context.addInitScript(() => {
      Object.defineProperty(Navigator.prototype, 'share', { value: undefined, configurable: true });
    });
    const page = await openCatalogue(context);
    const alerts: string[] = [];
    page.on('dialog', (dialog) => {
      alerts.push(dialog.message());
      void dialog.accept();
    });
    await page.getByRole('button', { name: 'Bagikan undangan Kebaya Rose' }).click();
    await expect.poll(() => alerts).toEqual(['Link undangan telah disalin ke clipboard!']);
    expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(PAID_URL);
    await page.getByRole('button', { name: 'Website undangan Kebaya Rose' }).click();
    await page.getByRole('dialog', { name: 'Website Undangan' }).waitFor();
    await page.waitForTimeout(300); // let the opening animation finish
    await page.screenshot({ path: screenshotPath('public-website-modal-phone') });
    await context.close();
  });

  it("uses the device's share sheet with the spec's title when there is one", async () => {
    const context = await browser.newContext({ viewport: PHONE });
    await context.addInitScript(() => {
      const calls: ShareData[] = [];
      (window as unknown as { shareCalls: ShareData[] }).shareCalls = calls;
      Object.defineProperty(Navigator.prototype, 'share', {
        configurable: true,
        value: async (data: ShareData) => {
          calls.push(data);
        },
      });
    });
    const page = await openCatalogue(context);
    await page.getByRole('button', { name: 'Bagikan undangan Melati Putih' }).click();
    await expect
      .poll(() =>
        page.evaluate(() => (window as unknown as { shareCalls: ShareData[] }).shareCalls),
      )
      .toEqual([{ title: 'Undangan Pernikahan - Melati Putih', url: FREE_URL }]);
    await context.close();
  });
});
