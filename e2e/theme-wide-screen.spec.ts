import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser, Page } from 'playwright-core';
import { THEME_CATALOGUE } from '../packages/themes/src/catalogue/catalogue';
import { DESIGNS } from '../packages/themes/src/catalogue/design-ids';
import { DESKTOP, launchBrowser, keepScreenshot } from './support/browser';
import { sharedProduct } from './support/shared-product';

/**
 * On a laptop every design shows the couple's photo beside the phone-width page, with their names
 * over it. That panel is aria-hidden (the page repeats it), so axe's contrast rule never sees it:
 * this checks it here, against the pixels under each line: AA, 3:1 for large text and 4.5:1 for the
 * rest. And the cover's link that opens the invitation is on the first screen, not below it.
 */
const product = sharedProduct();
let browser: Browser;
let page: Page;

beforeAll(async () => {
  browser = await launchBrowser();
  page = await browser.newPage({ viewport: DESKTOP, reducedMotion: 'reduce' });
});

afterAll(async () => {
  await browser?.close();
});

interface SideLine {
  text: string;
  color: string;
  large: boolean;
  box: { x: number; y: number; width: number; height: number };
}

function luminance([r, g, b]: number[]): number {
  const [lr, lg, lb] = [r!, g!, b!].map((value) => {
    const s = value / 255;
    return s <= 0.03928 ? s / 12.92 : ((s + 0.055) / 1.055) ** 2.4;
  });
  return 0.2126 * lr! + 0.7152 * lg! + 0.0722 * lb!;
}

function ratio(a: number, b: number): number {
  return (Math.max(a, b) + 0.05) / (Math.min(a, b) + 0.05);
}

/**
 * The luminances of what lies under a line of text, with the text hidden: the screenshot of its
 * box, read back through a canvas. The worst pixels decide, as WCAG asks for text over images (the
 * 5 % most like the text are left out, so a stray speck of light does not fail a whole line).
 */
async function backgroundUnder(box: SideLine['box'], textLuminance: number): Promise<number> {
  const shot = await page.screenshot({ clip: box });
  const pixels = await page.evaluate(async (png) => {
    const image = new Image();
    image.src = `data:image/png;base64,${png}`;
    await image.decode();
    const canvas = document.createElement('canvas');
    [canvas.width, canvas.height] = [image.width, image.height];
    const context = canvas.getContext('2d')!;
    context.drawImage(image, 0, 0);
    return Array.from(context.getImageData(0, 0, image.width, image.height).data);
  }, shot.toString('base64'));
  const values: number[] = [];
  for (let i = 0; i < pixels.length; i += 4) values.push(luminance(pixels.slice(i, i + 3)));
  values.sort((a, b) => Math.abs(a - textLuminance) - Math.abs(b - textLuminance));
  return values[Math.floor(values.length * 0.05)]!;
}

describe('each design on a wide screen', () => {
  it.each(
    DESIGNS.map((design) => [design, THEME_CATALOGUE.find((t) => t.design === design)!.code]),
  )(
    '%s keeps the names beside the page readable and the open button on the first screen',
    async (design, code) => {
      await page.goto(`${product.url}/demo-${code}?to=Budi`, { waitUntil: 'load' });
      // The text is read against the photo beside the page: on a busy machine `load` can come
      // before that photo is decoded and painted, leaving the plain background under the text.
      await page.evaluate(() =>
        Promise.all(
          [...document.querySelectorAll<HTMLImageElement>('.side img')].map((image) =>
            image.decode().catch(() => undefined),
          ),
        ),
      );
      const lineSelector = '.side-text :is(.kicker, .names, .side-date)';
      const lines = await page.$$eval(lineSelector, (nodes) =>
        nodes.map((node): SideLine => {
          const style = getComputedStyle(node);
          // The text's own extent, not its block's, which may run far beside it over the photo.
          const range = document.createRange();
          range.selectNodeContents(node);
          const { x, y, width, height } = range.getBoundingClientRect();
          return {
            text: node.textContent ?? '',
            color: style.color,
            large: parseFloat(style.fontSize) >= 24,
            box: { x, y, width, height },
          };
        }),
      );
      expect(lines.length, design).toBeGreaterThanOrEqual(2);
      // The glyphs go, their panel stays: some designs set the names on a panel of their own.
      const hide = await page.addStyleTag({
        content: `${lineSelector}, ${lineSelector} * { color: transparent !important; -webkit-text-fill-color: transparent !important; text-shadow: none !important }`,
      });
      for (const line of lines) {
        const text = luminance((line.color.match(/[\d.]+/g) ?? []).map(Number));
        const background = await backgroundUnder(line.box, text);
        expect(ratio(text, background), `${design}: "${line.text}"`).toBeGreaterThanOrEqual(
          line.large ? 3 : 4.5,
        );
      }
      await hide.evaluate((node) => (node as Element).remove());

      const open = page.locator('.cover a.open');
      const box = await open.boundingBox();
      expect(box, design).not.toBeNull();
      expect(
        box!.y + box!.height,
        `${design}: open button below the first screen`,
      ).toBeLessThanOrEqual(DESKTOP.height);
      await keepScreenshot(page, `wide-${design}`);
    },
  );
});
