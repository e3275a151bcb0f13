import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser } from 'playwright-core';
import { THEME_CATALOGUE } from '../packages/themes/src/catalogue/catalogue';
import { DESIGNS } from '../packages/themes/src/catalogue/design-ids';
import { DESKTOP, launchBrowser, PHONE, keepScreenshot } from './support/browser';
import { sharedProduct } from './support/shared-product';

/**
 * Each published page cuts its names face down to the letters it writes in it and preloads only
 * that cut (decision 018). If the server missed one letter the page writes there, the browser would
 * fetch the shared file too: read through the whole page at phone and laptop width, every
 * section laid out, the names face must have come from the page's own cut alone. Wastra writes the
 * guest's name and the countdown in its names face, known only per request: it keeps the shared
 * file.
 */
const product = sharedProduct();
let browser: Browser;

beforeAll(async () => {
  browser = await launchBrowser();
});

afterAll(async () => {
  await browser?.close();
});

const DEMOS = DESIGNS.map(
  (design) => [design, THEME_CATALOGUE.find((theme) => theme.design === design)!.code] as const,
);

describe('a page’s own cut of its names face', () => {
  it.each(DEMOS)('%s (%s) draws every name from its own cut', async (design, code) => {
    // Both widths at once: each read waits on scrolling far more than on the processor.
    const readAt = async (viewport: typeof PHONE) => {
      const page = await browser.newPage({ viewport, reducedMotion: 'reduce' });
      const fetched: string[] = [];
      page.on('request', (request) => {
        if (request.resourceType() === 'font') fetched.push(new URL(request.url()).pathname);
      });
      await page.goto(`${product.url}/demo-${code}?to=Bapak%20Budi%20Santoso`);
      const preloaded = await page.$$eval('link[rel="preload"][as="font"]', (links) =>
        links.map((link) => new URL((link as HTMLLinkElement).href).pathname),
      );
      const own = preloaded.find((href) => href.startsWith('/static/invitation/p/'));
      expect(Boolean(own), `${design}: own cut preloaded`).toBe(design !== 'wastra');

      const faces = await page.evaluate(async () => {
        for (let y = 0; y < document.documentElement.scrollHeight; y += innerHeight / 2) {
          scrollTo(0, y);
          await new Promise((resolve) => requestAnimationFrame(() => setTimeout(resolve, 30)));
        }
        await document.fonts.ready;
        const family = getComputedStyle(document.querySelector('.names')!)
          .fontFamily.split(',')[0]!
          .replace(/["']/g, '')
          .trim();
        return [...document.fonts]
          .filter((face) => face.family.replace(/["']/g, '') === family)
          .map((face) => ({ status: face.status, range: face.unicodeRange }));
      });
      if (own) {
        expect(faces.at(-1)?.status, `${design}: own cut drawn`).toBe('loaded');
        expect(
          faces.slice(0, -1).map((face) => face.status),
          `${design} at ${viewport.width} px fetched the shared names face too`,
        ).toEqual(faces.slice(0, -1).map(() => 'unloaded'));
        expect(fetched).toContain(own);
      } else {
        expect(faces.map((face) => face.status)).toContain('loaded');
      }
      if (viewport === PHONE && design === 'purnama') {
        await keepScreenshot(page, 'page-font-purnama-phone', { fullPage: true });
      }
      await page.close();
    };
    await Promise.all([readAt(PHONE), readAt(DESKTOP)]);
  });
});
