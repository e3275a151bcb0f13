// Draws the app icons and the link-preview image into apps/web/public with Debian's Chromium, using
// the same self-hosted fonts as the site. Run once after changing the brand: node apps/web/scripts/generate-brand-images.mjs
import fs from 'node:fs';
import path from 'node:path';
import { createRequire } from 'node:module';
import { chromium } from 'playwright-core';

const webDir = path.resolve(import.meta.dirname, '..');
const publicDir = path.join(webDir, 'public');
const require = createRequire(path.join(webDir, 'package.json'));
const font = (pkg, file) =>
  `data:font/woff2;base64,${fs.readFileSync(require.resolve(`${pkg}/files/${file}`)).toString('base64')}`;

const HEART = 'M32 48s-16-9.5-16-21a9 9 0 0 1 16-5.7A9 9 0 0 1 48 27c0 11.5-16 21-16 21z';
const BRAND = '#9f4a5c';

const icon = ({ rounded, scale }) => `
  <svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 64 64" width="100%" height="100%">
    <rect width="64" height="64" rx="${rounded ? 14 : 0}" fill="${BRAND}"/>
    <g transform="translate(32 32) scale(${scale}) translate(-32 -34)"><path d="${HEART}" fill="#fff"/></g>
  </svg>`;

const ogImage = `
  <style>
    @font-face { font-family: Playfair; src: url(${font('@fontsource-variable/playfair-display', 'playfair-display-latin-wght-normal.woff2')}); font-weight: 400 900; }
    @font-face { font-family: Playfair; font-style: italic; src: url(${font('@fontsource-variable/playfair-display', 'playfair-display-latin-wght-italic.woff2')}); font-weight: 400 900; }
    @font-face { font-family: Jakarta; src: url(${font('@fontsource-variable/plus-jakarta-sans', 'plus-jakarta-sans-latin-wght-normal.woff2')}); font-weight: 200 800; }
    * { margin: 0; box-sizing: border-box; }
    body { width: 1200px; height: 630px; font-family: Jakarta; background: linear-gradient(135deg, #fbf4f5 0%, #f6e6e9 55%, #eccbd2 100%); display: flex; align-items: center; padding: 0 90px; position: relative; overflow: hidden; }
    .logo { display: flex; align-items: center; gap: 18px; font-family: Playfair; font-size: 52px; font-weight: 600; color: #6b3240; }
    .logo svg { width: 64px; height: 64px; }
    h1 { font-family: Playfair; font-weight: 400; font-size: 76px; line-height: 1.08; color: #1c1917; margin-top: 40px; max-width: 760px; }
    h1 em { color: ${BRAND}; }
    p { margin-top: 28px; font-size: 28px; color: #57534e; max-width: 700px; line-height: 1.45; }
    .ring { position: absolute; right: -120px; top: -120px; width: 520px; height: 520px; border-radius: 50%; border: 2px solid #dda2ae; }
    .ring.two { right: -60px; top: -60px; width: 400px; height: 400px; border-color: #eccbd2; }
    .heart { position: absolute; right: 120px; bottom: 90px; width: 210px; height: 210px; opacity: .95; }
  </style>
  <div class="ring"></div><div class="ring two"></div>
  <svg class="heart" viewBox="0 0 64 64"><path d="${HEART}" fill="${BRAND}"/></svg>
  <div>
    <div class="logo">${icon({ rounded: true, scale: 1 }).replace('width="100%" height="100%"', '')}Kabar</div>
    <h1>Undangan pernikahan digital yang <em>berkesan</em></h1>
    <p>Pilih tema, isi data, bagikan satu link ke semua tamu. RSVP, galeri dan ucapan tamu.</p>
  </div>`;

const browser = await chromium.launch({
  executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
  args: ['--no-sandbox', '--disable-gpu', '--disable-background-networking', '--no-first-run'],
});
try {
  const shots = [
    ['icon-192.png', 192, icon({ rounded: true, scale: 1 }), true],
    ['icon-512.png', 512, icon({ rounded: true, scale: 1 }), true],
    ['icon-maskable-512.png', 512, icon({ rounded: false, scale: 0.8 }), false],
    ['apple-touch-icon.png', 180, icon({ rounded: false, scale: 0.9 }), false],
  ];
  for (const [name, size, svg, transparent] of shots) {
    const page = await browser.newPage({ viewport: { width: size, height: size } });
    await page.setContent(`<style>*{margin:0}body{width:${size}px;height:${size}px}</style>${svg}`);
    await page.screenshot({ path: path.join(publicDir, name), omitBackground: transparent });
    await page.close();
  }
  const page = await browser.newPage({ viewport: { width: 1200, height: 630 } });
  await page.setContent(ogImage);
  await page.evaluate(() => document.fonts.ready);
  // JPEG keeps the preview under WhatsApp's size limit for link images.
  await page.screenshot({ path: path.join(publicDir, 'og-image.jpg'), type: 'jpeg', quality: 88 });
  await page.close();
} finally {
  await browser.close();
}
