import { createRequire } from 'node:module';
import http from 'node:http';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser, BrowserContext, Page } from 'playwright-core';
import type AxeCore from 'axe-core';
import { THEME_CATALOGUE } from '../packages/themes/src/catalogue/catalogue';
import { DESKTOP, launchBrowser, PHONE, keepScreenshot } from './support/browser';
import { sharedProduct } from './support/shared-product';

/**
 * The bars every catalogue theme must meet (issue 14), on its seeded demo invitation: the first
 * view (HTML with its inline CSS, plus the script, gzip, without images and fonts) at most 16 KB
 * in Indonesian and in English
 * and the script at most 3 KB; at 360 px nothing wider than the screen; every text passes WCAG AA
 * contrast (axe-core's color-contrast rule). The themes are checked five at a time (Vitest's
 * maxConcurrency), on pages of one browser context used again: most of a check is waiting.
 */
const FIRST_VIEW_MAX = 16 * 1024;
const SCRIPT_MAX = 3 * 1024;
const axeSource = createRequire(import.meta.url)('axe-core').source as string;

const product = sharedProduct();
let browser: Browser;
let context: BrowserContext;

beforeAll(async () => {
  browser = await launchBrowser();
  context = await browser.newContext({
    viewport: { width: 360, height: 740 },
    reducedMotion: 'reduce',
    // axe-core is added as an inline script, which the page's own policy rightly refuses.
    bypassCSP: true,
  });
  // Images and fonts are not what these bars measure; skipping them keeps 59 pages quick.
  await context.route(/\.(webp|jpe?g|png|woff2?|mp3)(\?|$)/, (route) => route.abort());
});

afterAll(async () => {
  await browser?.close();
});

/**
 * A page goes back to the pool after its theme and opens the next one, so at most five exist (the
 * concurrency). A new page for each theme, a renderer started and axe-core compiled each time,
 * took this file 61 s where the pool takes 38 s.
 */
const idlePages: Page[] = [];
const borrowPage = async (): Promise<Page> => idlePages.pop() ?? context.newPage();

/** The bytes sent for a URL to a browser that accepts gzip. */
function sentBytes(url: string): Promise<number> {
  return new Promise((resolve, reject) => {
    http
      .get(url, { headers: { 'accept-encoding': 'gzip' } }, (response) => {
        let bytes = 0;
        response.on('data', (chunk: Buffer) => (bytes += chunk.length));
        response.on('end', () => resolve(bytes));
      })
      .on('error', reject);
  });
}

describe('every catalogue theme', { concurrent: true }, () => {
  it.for(THEME_CATALOGUE.map((theme) => [theme.code, theme.design] as const))(
    '%s (%s) stays light, fits 360 px and keeps its text readable',
    async ([code], { expect, onTestFinished }) => {
      const page = await borrowPage();
      onTestFinished(() => void idlePages.push(page));
      const url = `${product.url}/demo-${code}?to=Bapak%20Budi%20Santoso`;
      const response = await page.goto(url, { waitUntil: 'domcontentloaded' });
      expect(response?.status()).toBe(200);

      const scripts = await page.$$eval('script[src]', (nodes) =>
        nodes.map((node) => (node as HTMLScriptElement).src),
      );
      expect(await page.$$eval('link[rel="stylesheet"]', (nodes) => nodes.length)).toBe(0);
      let script = 0;
      for (const src of scripts) script += await sentBytes(src);
      const firstView = (await sentBytes(url)) + script;
      expect(script, `${code}: script ${script} B`).toBeLessThanOrEqual(SCRIPT_MAX);
      expect(firstView, `${code}: first view ${firstView} B`).toBeLessThanOrEqual(FIRST_VIEW_MAX);
      // English words run longer than Indonesian ones (issue 30): the same bar in both.
      const english = (await sentBytes(`${url}&lang=en`)) + script;
      expect(english, `${code}: English first view ${english} B`).toBeLessThanOrEqual(
        FIRST_VIEW_MAX,
      );

      const widths = await page.evaluate(() => ({
        document: document.documentElement.scrollWidth,
        page: document.querySelector('.page')!.scrollWidth,
        screen: window.innerWidth,
      }));
      expect(widths.document, `${code}: page wider than the screen`).toBeLessThanOrEqual(360);
      expect(widths.page, `${code}: content clipped at the side`).toBeLessThanOrEqual(360);

      await page.addScriptTag({ content: axeSource });
      const violations = await page.evaluate(async () => {
        const axe = (window as unknown as { axe: typeof AxeCore }).axe;
        const result = await axe.run(document, { runOnly: ['color-contrast'] });
        return result.violations.flatMap((violation) =>
          violation.nodes.map((node) => `${node.target.join(' ')}: ${node.failureSummary}`),
        );
      });
      expect(violations, code).toEqual([]);
    },
  );
});

describe('finding a theme', () => {
  it('filters by culture, colour and name in the address, and opens the live demo', async () => {
    const visitor = await browser.newPage({ viewport: PHONE });
    await visitor.goto(`${product.url}/themes-detail?budaya=bali&q=pura`);
    const cards = visitor.getByTestId('theme-card');
    await visitor.waitForFunction(
      () => document.querySelectorAll('[data-testid="theme-card"]').length === 1,
    );
    expect(await cards.first().getByRole('heading').textContent()).toBe('Pura Dewata');
    expect(await visitor.getByTestId('catalogue-counter').textContent()).toBe(
      `Menampilkan 1 dari ${THEME_CATALOGUE.length} tema`,
    );

    await visitor.getByRole('searchbox', { name: 'Cari nama tema' }).fill('');
    await visitor.getByTestId('filter-warna').selectOption('merah');
    const bali = THEME_CATALOGUE.filter(
      (theme) => theme.tags.culture === 'bali' && theme.tags.colour === 'merah',
    );
    await visitor.waitForFunction(
      (count) => document.querySelectorAll('[data-testid="theme-card"]').length === count,
      bali.length,
    );
    const address = new URL(visitor.url()).searchParams;
    expect([address.get('budaya'), address.get('warna'), address.get('q')]).toEqual([
      'bali',
      'merah',
      null,
    ]);

    // Two changes before the page draws again build on each other (seen lost under load in CI).
    await visitor.evaluate(() => {
      const search = document.querySelector<HTMLInputElement>('input[type="search"]')!;
      const colour = document.querySelector<HTMLSelectElement>('[data-testid="filter-warna"]')!;
      const setValue = Object.getOwnPropertyDescriptor(HTMLInputElement.prototype, 'value')!.set!;
      setValue.call(search, 'pura');
      search.dispatchEvent(new Event('input', { bubbles: true }));
      colour.value = '';
      colour.dispatchEvent(new Event('change', { bubbles: true }));
    });
    await visitor.waitForFunction(() => {
      const address = new URL(location.href).searchParams;
      return address.get('q') === 'pura' && !address.has('warna');
    });
    await visitor.getByRole('searchbox', { name: 'Cari nama tema' }).fill('');
    await visitor.getByTestId('filter-warna').selectOption('merah');
    await visitor.waitForFunction(
      (count) => document.querySelectorAll('[data-testid="theme-card"]').length === count,
      bali.length,
    );

    const image = cards.first().locator('img');
    expect(await image.getAttribute('srcset')).toMatch(/-300\.webp 300w, .*-600\.webp 600w$/);
    const avif = cards.first().locator('picture source[type="image/avif"]');
    expect(await avif.getAttribute('srcset')).toMatch(/-300\.avif 300w, .*-600\.avif 600w$/);
    // Chromium takes AVIF: the card shows the AVIF source, not the WebP.
    await expect
      .poll(() => image.evaluate((img: HTMLImageElement) => img.currentSrc), { timeout: 5000 })
      .toMatch(/-(300|600)\.avif$/);
    expect(await image.getAttribute('width')).toBe('600');
    expect(await image.getAttribute('height')).toBe('800');
    await keepScreenshot(visitor, 'catalogue-filtered-phone');

    await cards
      .first()
      .getByRole('button', { name: /^Detail tema/ })
      .click();
    const detail = visitor.getByRole('dialog', { name: `Tema ${bali[0]!.name}` });
    await detail.waitFor();
    const frame = detail.locator('iframe');
    expect(await frame.getAttribute('src')).toBe(`${product.url}/demo-${bali[0]!.code}`);
    await detail.getByRole('button', { name: 'Galeri' }).click();
    expect(await frame.getAttribute('src')).toBe(`${product.url}/demo-${bali[0]!.code}#galeri`);
    await visitor.frameLocator('iframe').locator('#galeri').waitFor();
    await keepScreenshot(visitor, 'catalogue-detail-phone');
    await visitor.close();

    const wide = await browser.newPage({ viewport: DESKTOP });
    await wide.goto(`${product.url}/themes-detail?gaya=religi`);
    await wide.getByTestId('theme-card').first().waitFor();
    const lazy = await wide
      .getByTestId('theme-card')
      .locator('img')
      .evaluateAll((images) => images.map((img) => img.getAttribute('loading')));
    expect(lazy.slice(3).every((value) => value === 'lazy')).toBe(true);
    await keepScreenshot(wide, 'catalogue-religi-desktop');
    await wide.close();
  });
});
