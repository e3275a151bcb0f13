/**
 * Renders every catalogue theme's demo invitation in Chromium, exactly as guests see it, and saves
 * the top of its cover as the catalogue card's picture: AVIF and WebP at 300 and 600 px wide in
 * assets/theme-photos, and records what each was drawn from (assets/theme-preview-inputs.json),
 * which a test compares with the sources. Run after changing a design, a palette or a demo couple
 * (decision 011):
 * `npm run build && node --import tsx apps/server/scripts/generate-theme-previews.ts [codes...]`.
 */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { chromium } from 'playwright-core';
import sharp from 'sharp';
import { THEME_CATALOGUE } from '@kabar/themes/catalogue/catalogue';
import { startServerProcess } from '../src/test/server-process';
import { THEME_PREVIEW_WIDTHS, themePreviewFile } from '../src/modules/themes/theme-dto';
import { recordPreviewInputs } from '../src/modules/themes/theme-preview-inputs';

const OUT = path.resolve(import.meta.dirname, '../assets/theme-photos');
fs.mkdirSync(OUT, { recursive: true });
/** A phone's width, and the card's 3:4 window onto the cover. */
const VIEW = { width: 390, height: 520 };

const only = new Set(process.argv.slice(2));
const themes = THEME_CATALOGUE.filter((theme) => only.size === 0 || only.has(theme.code));
// The product as `npm start` runs it locally, on a data folder of its own holding the demo data.
const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'kabar-previews-'));
const product = await startServerProcess({
  NODE_ENV: 'production',
  KABAR_MODE: 'local',
  DATA_DIR: dataDir,
});
const browser = await chromium.launch({
  executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
  // The pages follow Accept-Language (issue 30): the pictures are of the Indonesian page.
  args: [
    '--no-sandbox',
    '--disable-gpu',
    '--no-first-run',
    '--disable-background-networking',
    '--accept-lang=id-ID,id',
  ],
});
try {
  const context = await browser.newContext({
    viewport: VIEW,
    deviceScaleFactor: 2,
    reducedMotion: 'reduce',
  });
  const page = await context.newPage();
  for (const theme of themes) {
    await page.goto(`${product.url}/demo-${theme.code}`, { waitUntil: 'load' });
    // The language switch is the guest's control, not the design's: on a card it peeked out
    // from behind the price badge.
    await page.addStyleTag({ content: '.lang-switch { visibility: hidden; }' });
    await page.evaluate(async () => {
      await document.fonts.ready;
      await Promise.all(
        Array.from(document.querySelectorAll<HTMLImageElement>('.cover img')).map((img) =>
          img.decode(),
        ),
      );
    });
    const png = await page.screenshot({ type: 'png' });
    for (const size of ['small', 'large'] as const) {
      const width = THEME_PREVIEW_WIDTHS[size];
      const picture = sharp(png).resize({
        width,
        height: Math.round((width * 4) / 3),
        fit: 'cover',
        position: 'top',
      });
      await picture
        .clone()
        .webp({ quality: 70, effort: 6 })
        .toFile(path.join(OUT, themePreviewFile(theme.code, size, 'webp')));
      // About a third smaller than the WebP and closer to the render (decision 057).
      await picture
        .clone()
        .avif({ quality: 45, effort: 6 })
        .toFile(path.join(OUT, themePreviewFile(theme.code, size, 'avif')));
    }
    console.log(theme.code);
  }
  recordPreviewInputs(themes);
} finally {
  await browser.close();
  product.child.kill('SIGTERM');
  await product.exited;
  fs.rmSync(dataDir, { recursive: true, force: true });
}
