/**
 * Draws the catalogue's cover photos (our own artwork, no outside images) into assets/theme-photos.
 * Run once after changing DEMO_THEMES: `node --import tsx scripts/generate-theme-photos.ts`.
 */
import path from 'node:path';
import sharp from 'sharp';
import { DEMO_THEMES, type DemoTheme } from '../src/seed/demo-themes';

const OUT = path.resolve(import.meta.dirname, '../assets/theme-photos');
const W = 600;
const H = 800;

function petals(cx: number, cy: number, r: number, color: string, count: number): string {
  return Array.from({ length: count }, (_, i) => {
    const angle = (360 / count) * i;
    return `<ellipse cx="${cx}" cy="${cy - r}" rx="${r * 0.45}" ry="${r}" fill="${color}" opacity="0.55" transform="rotate(${angle} ${cx} ${cy})"/>`;
  }).join('');
}

function svgFor(theme: DemoTheme): string {
  const [from, to, accent, ink] = theme.palette;
  const [first, second] = theme.couple.split(' & ');
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${W}" height="${H}" viewBox="0 0 ${W} ${H}">
  <defs>
    <linearGradient id="bg" x1="0" y1="0" x2="0" y2="1"><stop offset="0" stop-color="${from}"/><stop offset="1" stop-color="${to}"/></linearGradient>
    <radialGradient id="glow" cx="0.5" cy="0.42" r="0.5"><stop offset="0" stop-color="#ffffff" stop-opacity="0.55"/><stop offset="1" stop-color="#ffffff" stop-opacity="0"/></radialGradient>
  </defs>
  <rect width="${W}" height="${H}" fill="url(#bg)"/>
  <rect width="${W}" height="${H}" fill="url(#glow)"/>
  <g>${petals(70, 90, 48, accent, 6)}${petals(W - 70, H - 90, 56, accent, 6)}${petals(W - 40, 150, 26, accent, 5)}${petals(40, H - 170, 30, accent, 5)}</g>
  <path d="M150 250 Q300 170 450 250 L450 560 Q300 640 150 560 Z" fill="none" stroke="${accent}" stroke-width="3" opacity="0.8"/>
  <path d="M170 265 Q300 195 430 265 L430 548 Q300 618 170 548 Z" fill="none" stroke="${accent}" stroke-width="1" opacity="0.6"/>
  <text x="300" y="300" text-anchor="middle" font-family="Noto Serif, DejaVu Serif, serif" font-size="18" letter-spacing="6" fill="${ink}" opacity="0.75">THE WEDDING OF</text>
  <text x="300" y="385" text-anchor="middle" font-family="Noto Serif, DejaVu Serif, serif" font-style="italic" font-size="54" fill="${ink}">${first}</text>
  <text x="300" y="430" text-anchor="middle" font-family="Noto Serif, DejaVu Serif, serif" font-size="34" fill="${accent}">&amp;</text>
  <text x="300" y="495" text-anchor="middle" font-family="Noto Serif, DejaVu Serif, serif" font-style="italic" font-size="54" fill="${ink}">${second}</text>
  <text x="300" y="700" text-anchor="middle" font-family="Noto Sans, DejaVu Sans, sans-serif" font-size="20" letter-spacing="4" fill="${ink}" opacity="0.8">${theme.name.toUpperCase()}</text>
</svg>`;
}

for (const theme of DEMO_THEMES) {
  const file = path.join(OUT, `${theme.code}.webp`);
  await sharp(Buffer.from(svgFor(theme)))
    .webp({ quality: 78 })
    .toFile(file);
  console.log(file);
}
