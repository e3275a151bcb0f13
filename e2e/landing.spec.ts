import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser } from 'playwright-core';
import { DESKTOP, launchBrowser, PHONE, keepScreenshot } from './support/browser';
import { sharedProduct } from './support/shared-product';

const product = sharedProduct();
let browser: Browser;

beforeAll(async () => {
  browser = await launchBrowser();
});

afterAll(async () => {
  await browser?.close();
});

describe('the built product on an empty data folder', () => {
  it('shows the seeded themes on the landing page', async () => {
    const page = await browser.newPage({ viewport: DESKTOP });
    const errors: string[] = [];
    page.on('pageerror', (error) => errors.push(error.message));
    page.on('console', (message) => message.type() === 'error' && errors.push(message.text()));

    await page.goto(product.url);
    const cards = page.getByTestId('theme-card');
    await cards.first().waitFor();
    expect(await cards.count()).toBeGreaterThanOrEqual(9);
    const badges = await page.getByTestId('price-badge').allTextContents();
    expect(badges).toContain('FREE');
    expect(badges).toContain('Rp 15.000');
    expect(badges).toContain('Rp 50.000');
    const ribbons = await page
      .locator('[data-ribbon]')
      .evaluateAll((els) => els.map((el) => el.getAttribute('data-ribbon')));
    expect(new Set(ribbons)).toEqual(new Set(['basic', 'premium', 'vip']));
    // The cards' pictures load lazily: bring the first into view rather than trust a wheel turn.
    await cards.first().locator('img').scrollIntoViewIfNeeded();
    await page.waitForFunction(() => {
      const first = document.querySelector<HTMLImageElement>('[data-testid="theme-card"] img');
      return !!first && first.complete && first.naturalWidth > 0;
    });
    await keepScreenshot(page, 'landing-desktop', { fullPage: true });
    expect(errors).toEqual([]);
    await page.close();
  });

  it('draws the heading in its own face with no font file, then binds the islands (decision 047)', async () => {
    for (const path of ['/', '/themes-detail']) {
      const page = await browser.newPage({ viewport: PHONE });
      const errors: string[] = [];
      page.on('console', (message) => message.type() === 'error' && errors.push(message.text()));
      const fonts: string[] = [];
      page.on(
        'request',
        (request) => request.resourceType() === 'font' && fonts.push(request.url()),
      );
      await page.goto(`${product.url}${path}`);
      // The loader asks for the islands after load, so the page works as before, a moment later.
      await page.waitForFunction(() => document.documentElement.dataset.app === 'live');
      // Only once the first contentful paint has been shown (decision 050).
      const [paint, module] = await page.evaluate(() => [
        performance.getEntriesByName('first-contentful-paint')[0]?.startTime ?? NaN,
        performance
          .getEntriesByType('resource')
          .find((entry) => entry.name.includes('/assets/public-'))?.startTime ?? NaN,
      ]);
      expect(module, path).toBeGreaterThan(paint!);
      const faces = await page.evaluate(async () => {
        await document.fonts.ready;
        return [...document.fonts].map((face) => [face.family, face.status, face.display]);
      });
      expect(faces, path).toContainEqual(['Playfair Display', 'loaded', 'block']);
      expect(fonts, path).toEqual([]);
      expect(errors, path).toEqual([]);
      await page.close();
    }
  });

  it('lays the first screen out alike in the heading face and in its matched fallback', async () => {
    // Lighthouse's phone is 412 px wide; the fallback is what the text is laid out in until the
    // inlined face is decoded, so any difference here is a layout shift on a slow phone.
    for (const width of [360, PHONE.width, 412, DESKTOP.width]) {
      for (const path of ['/', '/themes-detail']) {
        const page = await browser.newPage({ viewport: { width, height: 823 } });
        await page.goto(`${product.url}${path}`);
        const heights = () =>
          page.evaluate(async () => {
            await document.fonts.ready;
            return [...document.querySelectorAll('.font-serif')]
              .filter((element) => element.getBoundingClientRect().top < innerHeight)
              .map((element) => element.getBoundingClientRect().height);
          });
        const inFace = await heights();
        await page.addStyleTag({
          content: `:root { --font-serif: 'Playfair Fallback Georgia', 'Playfair Fallback Times', 'Playfair Fallback Noto', serif !important }`,
        });
        expect(await heights(), `${path} at ${width} px`).toEqual(inFace);
        expect(inFace.length, `${path} at ${width} px`).toBeGreaterThan(0);
        await page.close();
      }
    }
  });

  it('draws the 404 page on an unknown path, at phone width', async () => {
    const page = await browser.newPage({ viewport: PHONE });
    const response = await page.goto(`${product.url}/tidak/ada/halaman-ini`);
    // Told to crawlers and link checkers too, not only drawn.
    expect(response?.status()).toBe(404);
    await page.getByText('Oops! Halaman tidak ditemukan.').waitFor();
    expect(await page.getByRole('heading', { level: 1 }).textContent()).toBe(
      'Oops! Halaman tidak ditemukan.',
    );
    await page.getByRole('link', { name: 'Kembali ke Beranda' }).click();
    await page.waitForURL(`${product.url}/`);
    await keepScreenshot(page, 'landing-phone', { fullPage: false });
    await page.close();
  });

  it('sends a guest without the flag from /dashboard to /login', async () => {
    const page = await browser.newPage({ viewport: PHONE });
    await page.goto(`${product.url}/dashboard/set-theme`);
    await page.waitForURL(`${product.url}/login?next=%2Fdashboard%2Fset-theme`);
    await page.close();
  });

  it('caches hashed assets for a year and compresses them', async () => {
    const html = await (await fetch(product.url)).text();
    // Public pages name the entry in boot.js's data-entry (it loads after the first paint).
    const script = /(?:src|data-entry)="(\/assets\/[^"]+\.js)"/.exec(html)?.[1];
    expect(script).toBeDefined();
    const res = await fetch(`${product.url}${script}`, { headers: { 'accept-encoding': 'gzip' } });
    expect(res.headers.get('cache-control')).toBe('public, max-age=31536000, immutable');
    expect(res.headers.get('content-encoding')).toBe('gzip');
    expect(html).toContain('<meta name="kabar-config"');
  });
});
