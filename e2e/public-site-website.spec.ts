import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser, BrowserContext, Page } from 'playwright-core';
import { DESKTOP, launchBrowser, PHONE, keepScreenshot } from './support/browser';
import { sharedProduct } from './support/shared-product';

/**
 * Website and Share show for themes with a demo invitation: the demo data publishes one per theme
 * and sets each theme's website_url to it.
 */
const product = sharedProduct();
let browser: Browser;
let paidUrl: string;
let freeUrl: string;

beforeAll(async () => {
  browser = await launchBrowser();
  const themes = (
    (await (await fetch(`${product.url}/api/themes`)).json()) as {
      data: { theme_name: string; website_url: string | null }[];
    }
  ).data;
  const url = (name: string) => themes.find((t) => t.theme_name === name)?.website_url ?? '';
  paidUrl = url('Kebaya Rose');
  freeUrl = url('Melati Putih');
  expect(paidUrl).toMatch(/^http/);
  expect(freeUrl).toMatch(/^http/);
});

afterAll(async () => {
  await browser?.close();
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
    const page = await context.newPage();
    await page.goto(`${product.url}/help`);
    await page.waitForFunction(() => document.documentElement.dataset.app === 'live');
    // The catalogue as the API would answer it if Melati Putih had no demo invitation.
    await page.route('**/api/themes', async (route) => {
      const response = await route.fetch();
      const body = (await response.json()) as {
        data: { theme_name: string; website_url: string | null }[];
      };
      for (const theme of body.data) {
        if (theme.theme_name === 'Melati Putih') theme.website_url = null;
      }
      await route.fulfill({ response, json: body });
    });
    await page
      .getByRole('navigation', { name: 'Navigasi utama' })
      .getByRole('link', { name: 'Tema', exact: true })
      .click();
    await page.getByTestId('theme-card').first().waitFor();
    const cards = page.getByTestId('theme-card');
    const total = await cards.count();
    expect(await page.getByRole('button', { name: /^Website undangan / }).count()).toBe(total - 1);
    expect(await page.getByRole('button', { name: /^Share undangan / }).count()).toBe(total - 1);
    expect(await page.getByRole('button', { name: 'Website undangan Melati Putih' }).count()).toBe(
      0,
    );
    expect(
      await page.getByRole('link', { name: 'Lihat Tema Melati Putih' }).getAttribute('href'),
    ).toBe('/register');
    const lihat = page.getByRole('link', { name: 'Lihat Tema Senja Jingga' });
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
    expect(await modal.getByRole('textbox').inputValue()).toBe(paidUrl);
    const open = modal.getByRole('link', { name: 'Buka Website' });
    expect(await open.getAttribute('href')).toBe(paidUrl);
    expect(await open.getAttribute('target')).toBe('_blank');
    expect(await open.getAttribute('rel')).toContain('noopener');

    const copy = modal.getByRole('button', { name: 'Copy Link' });
    await copy.click();
    await modal.getByRole('button', { name: 'Tersalin!' }).waitFor();
    const copiedAt = Date.now();
    expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(paidUrl);
    await page.waitForTimeout(300); // let the opening animation finish
    await keepScreenshot(page, 'public-website-modal-desktop');
    await modal.getByRole('button', { name: 'Copy Link' }).waitFor({ timeout: 4000 });
    expect(Date.now() - copiedAt).toBeGreaterThan(1500);

    for (let i = 0; i < 6; i += 1) {
      await page.keyboard.press('Tab');
      expect(await page.evaluate(() => !!document.activeElement?.closest('dialog'))).toBe(true);
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
    await page.getByRole('button', { name: 'Share undangan Kebaya Rose' }).click();
    await expect.poll(() => alerts).toEqual(['Link undangan telah disalin ke clipboard!']);
    expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(paidUrl);
    await page.getByRole('button', { name: 'Website undangan Kebaya Rose' }).click();
    await page.getByRole('dialog', { name: 'Website Undangan' }).waitFor();
    await page.waitForTimeout(300); // let the opening animation finish
    await keepScreenshot(page, 'public-website-modal-phone');
    await context.close();
  });

  it("uses the device's share sheet with the theme's title when there is one", async () => {
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
    await page.getByRole('button', { name: 'Share undangan Melati Putih' }).click();
    await expect
      .poll(() =>
        page.evaluate(() => (window as unknown as { shareCalls: ShareData[] }).shareCalls),
      )
      .toEqual([{ title: 'Undangan Pernikahan - Melati Putih', url: freeUrl }]);
    await context.close();
  });
});
