/**
 * Paints the demo invitations' photos (our own artwork, no outside images): for each photo set
 * (catalogue themes share them by colour), a cover of the couple at golden hour and five gallery
 * scenes, each as resized WebP variants in assets/demo-media. Run after changing PHOTO_SETS:
 * `node --import tsx scripts/generate-demo-photos.ts`.
 */
import fs from 'node:fs';
import path from 'node:path';
import sharp from 'sharp';
import type { DemoPhotoSet } from '@kabar/themes/catalogue/catalogue';
import { DEMO_PHOTO_SCENES, DEMO_PHOTO_WIDTHS, demoPhotoFile } from '../src/seed/demo-photos';

interface DemoTheme {
  code: DemoPhotoSet;
  /** Background from, background to, accent, ink. */
  palette: [string, string, string, string];
}

const PHOTO_SETS: DemoTheme[] = [
  { code: 'melati-putih', palette: ['#fdfbf6', '#efe6d6', '#b08d57', '#3f3a33'] },
  { code: 'senja-jingga', palette: ['#fff4ea', '#f7c9a5', '#d9734e', '#4a2a1c'] },
  { code: 'daun-sirih', palette: ['#f3f7f1', '#cfe0c8', '#5d8a55', '#24361f'] },
  { code: 'kebaya-rose', palette: ['#fff5f6', '#f4c7cf', '#c45b74', '#4d1f2b'] },
  { code: 'batik-parang', palette: ['#f8f1e4', '#d9c29b', '#8a5a2b', '#2f2115'] },
  { code: 'lembayung', palette: ['#f6f2fb', '#d6c8ec', '#7a5ca8', '#2b2040'] },
  { code: 'samudra-biru', palette: ['#eef6fb', '#a9cfe6', '#1f6f9f', '#0f2b3d'] },
  { code: 'anggrek-bulan', palette: ['#fbf7f9', '#e8d3de', '#9c4f78', '#3a1a2b'] },
  { code: 'keraton-emas', palette: ['#1c1712', '#3a2d1f', '#d4af37', '#f5e9c8'] },
];

const OUT = path.resolve(import.meta.dirname, '../assets/demo-media');
const W = 960;
const H = 1280;

/** A small deterministic random source, so the artwork is the same on every run. */
function random(seed: number) {
  let state = seed;
  return () => {
    state = (state * 1664525 + 1013904223) % 4294967296;
    return state / 4294967296;
  };
}

function mix(a: string, b: string, t: number): string {
  const pa = Number.parseInt(a.slice(1), 16);
  const pb = Number.parseInt(b.slice(1), 16);
  const channel = (shift: number) =>
    Math.round(((pa >> shift) & 255) * (1 - t) + ((pb >> shift) & 255) * t);
  return `#${[16, 8, 0].map((s) => channel(s).toString(16).padStart(2, '0')).join('')}`;
}

const FILM = `<filter id="grain" x="0" y="0" width="100%" height="100%"><feTurbulence type="fractalNoise" baseFrequency="0.9" numOctaves="2" seed="7"/><feColorMatrix type="saturate" values="0"/><feComponentTransfer><feFuncA type="table" tableValues="0 0.09"/></feComponentTransfer></filter>
<filter id="soft"><feGaussianBlur stdDeviation="10"/></filter>
<filter id="blur"><feGaussianBlur stdDeviation="26"/></filter>
<filter id="edge"><feGaussianBlur stdDeviation="1.4"/></filter>
<radialGradient id="vig" cx="0.5" cy="0.5" r="0.75"><stop offset="0.55" stop-color="#000" stop-opacity="0"/><stop offset="1" stop-color="#000" stop-opacity="0.45"/></radialGradient>`;

function finish(body: string, defs: string): string {
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${W}" height="${H}" viewBox="0 0 ${W} ${H}"><defs>${FILM}${defs}</defs>${body}<rect width="${W}" height="${H}" fill="url(#vig)"/><rect width="${W}" height="${H}" filter="url(#grain)"/></svg>`;
}

function bokeh(
  seed: number,
  count: number,
  colors: string[],
  area: [number, number, number, number],
) {
  const rand = random(seed);
  const [x0, y0, x1, y1] = area;
  return Array.from({ length: count }, () => {
    const r = 14 + rand() * 46;
    const color = colors[Math.floor(rand() * colors.length)]!;
    return `<circle cx="${(x0 + rand() * (x1 - x0)).toFixed(0)}" cy="${(y0 + rand() * (y1 - y0)).toFixed(0)}" r="${r.toFixed(0)}" fill="${color}" opacity="${(0.18 + rand() * 0.35).toFixed(2)}"/>`;
  }).join('');
}

/** The couple seen against the light: groom on the left in a suit, bride on the right with a veil. */
function couple(x: number, ground: number, scale: number, color: string): string {
  return `<g transform="translate(${x} ${ground}) scale(${scale})" fill="${color}" filter="url(#edge)">
  <circle cx="-52" cy="-468" r="30"/>
  <path d="M-62 -440h22l4 22 36 14 10 120 -10 4 -8 280h-26l-8 -250 -8 250h-26l-4 -276 -14 -10 4 -120z"/>
  <path d="M-8 -300c14 -4 26 -2 34 4l-6 10c-10 -4 -18 -4 -28 -2z"/>
  <circle cx="18" cy="-452" r="27"/>
  <path d="M30 -472c14 -6 26 2 26 16 -8 -8 -16 -10 -26 -6z"/>
  <path d="M4 -428h26l8 40c10 36 8 70 2 96l70 292h-180l58 -292c-6 -30 -4 -64 16 -136z"/>
  <path d="M40 -470c60 40 110 170 150 470h-60c-20 -200 -60 -340 -100 -420z" opacity="0.55"/>
  </g>`;
}

function goldenHour(theme: DemoTheme): string {
  const [light, soft, accent, ink] = theme.palette;
  const dark = theme.code === 'keraton-emas' ? '#0d0a07' : mix(ink, '#000000', 0.35);
  const defs = `<linearGradient id="sky" x1="0" y1="0" x2="0" y2="1"><stop offset="0" stop-color="${mix(dark, accent, 0.35)}"/><stop offset="0.45" stop-color="${mix(accent, soft, 0.35)}"/><stop offset="0.68" stop-color="${mix(soft, '#fff6e0', 0.55)}"/><stop offset="1" stop-color="${mix(accent, dark, 0.45)}"/></linearGradient>
  <radialGradient id="sun" cx="0.5" cy="0.6" r="0.42"><stop offset="0" stop-color="#fffaf0" stop-opacity="1"/><stop offset="0.18" stop-color="${mix(light, '#fff2cf', 0.5)}" stop-opacity="0.9"/><stop offset="1" stop-color="${soft}" stop-opacity="0"/></radialGradient>`;
  const hills = `<path d="M0 820 C160 760 300 790 460 770 S760 730 960 790 V1280 H0Z" fill="${mix(accent, dark, 0.55)}" opacity="0.55" filter="url(#soft)"/>
  <path d="M0 900 C200 860 380 880 520 870 S800 850 960 880 V1280 H0Z" fill="${mix(accent, dark, 0.7)}" opacity="0.75" filter="url(#soft)"/>`;
  const ground = `<path d="M0 1030 C240 1000 700 1000 960 1030 V1280 H0Z" fill="${mix(dark, accent, 0.12)}"/>`;
  const grass = Array.from({ length: 70 }, (_, i) => {
    const rand = random(i + 3);
    const x = i * 14 + rand() * 10;
    const h = 40 + rand() * 90;
    return `<path d="M${x} 1280 q${(rand() * 20 - 10).toFixed(0)} -${h.toFixed(0)} ${(rand() * 24 - 12).toFixed(0)} -${(h * 1.6).toFixed(0)}" stroke="${dark}" stroke-width="3" fill="none" opacity="0.85"/>`;
  }).join('');
  const body = `<rect width="${W}" height="${H}" fill="url(#sky)"/><rect width="${W}" height="${H}" fill="url(#sun)"/>${hills}${ground}
  <g filter="url(#blur)">${bokeh(11, 18, ['#fff7e6', light, soft], [0, 120, W, 700])}</g>
  ${couple(500, 1060, 1.05, dark)}
  <g filter="url(#soft)">${grass}${bokeh(5, 10, [mix(accent, '#ffffff', 0.4), '#fff3d6'], [0, 1120, W, 1280])}</g>`;
  return finish(body, defs);
}

function rose(x: number, y: number, r: number, color: string, dark: string): string {
  const petals = Array.from({ length: 5 }, (_, i) => {
    const rr = r * (1 - i * 0.17);
    const a = i * 47;
    return `<path d="M${-rr} 0 a${rr} ${rr * 0.92} 0 1 1 ${rr * 2} 0" transform="rotate(${a})" fill="none" stroke="${mix(color, dark, 0.25 + i * 0.07)}" stroke-width="${(r * 0.16).toFixed(1)}" stroke-linecap="round"/>`;
  }).join('');
  return `<g transform="translate(${x} ${y})"><circle r="${r}" fill="${color}"/>${petals}<circle r="${(r * 0.16).toFixed(1)}" fill="${mix(color, dark, 0.5)}"/></g>`;
}

function bouquet(theme: DemoTheme): string {
  const [light, soft, accent, ink] = theme.palette;
  const leaf = mix('#5d7f4f', ink, 0.2);
  const defs = `<linearGradient id="bg" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="${mix(light, '#ffffff', 0.3)}"/><stop offset="1" stop-color="${soft}"/></linearGradient>`;
  const rand = random(21);
  const leaves = Array.from({ length: 16 }, (_, i) => {
    const angle = -150 + i * 20 + rand() * 8;
    return `<path d="M0 0 c30 -40 110 -50 170 -10 c-60 30 -130 40 -170 10z" fill="${mix(leaf, soft, rand() * 0.3)}" transform="translate(480 640) rotate(${angle.toFixed(0)})"/>`;
  }).join('');
  const roses = [
    [480, 600, 78],
    [380, 560, 64],
    [585, 555, 66],
    [420, 690, 60],
    [560, 690, 62],
    [330, 660, 48],
    [640, 650, 50],
    [480, 480, 52],
  ]
    .map(([x, y, r], i) =>
      rose(
        x!,
        y!,
        r!,
        i % 3 === 0
          ? mix(accent, '#ffffff', 0.25)
          : i % 3 === 1
            ? mix(light, '#ffffff', 0.5)
            : mix(soft, accent, 0.35),
        ink,
      ),
    )
    .join('');
  const babies = Array.from(
    { length: 40 },
    () =>
      `<circle cx="${(260 + rand() * 440).toFixed(0)}" cy="${(440 + rand() * 320).toFixed(0)}" r="${(4 + rand() * 5).toFixed(0)}" fill="#ffffff" opacity="0.9"/>`,
  ).join('');
  const body = `<rect width="${W}" height="${H}" fill="url(#bg)"/><g filter="url(#blur)">${bokeh(31, 26, ['#ffffff', soft, mix(accent, '#ffffff', 0.5)], [0, 0, W, H])}</g>
  <path d="M440 760 L400 1180 M480 760 L480 1200 M520 760 L560 1180" stroke="${mix(leaf, ink, 0.2)}" stroke-width="16" stroke-linecap="round"/>
  <path d="M420 900 h120 l-10 70 h-100z" fill="${mix(light, '#ffffff', 0.6)}"/><path d="M470 960 c-60 60 -80 120 -60 170 M490 960 c60 50 90 110 80 170" stroke="${mix(light, '#ffffff', 0.6)}" stroke-width="14" fill="none" stroke-linecap="round"/>
  ${leaves}${roses}${babies}`;
  return finish(body, defs);
}

function rings(theme: DemoTheme): string {
  const [light, soft, accent, ink] = theme.palette;
  const defs = `<linearGradient id="cloth" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="${mix(light, '#ffffff', 0.4)}"/><stop offset="0.5" stop-color="${soft}"/><stop offset="1" stop-color="${mix(soft, ink, 0.25)}"/></linearGradient>
  <linearGradient id="gold" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="#fff4c8"/><stop offset="0.35" stop-color="#e3b94f"/><stop offset="0.6" stop-color="#9c7424"/><stop offset="1" stop-color="#f5d77a"/></linearGradient>`;
  const folds = Array.from(
    { length: 7 },
    (_, i) =>
      `<path d="M-40 ${160 + i * 170} C240 ${100 + i * 170} 520 ${260 + i * 170} 1000 ${140 + i * 170}" stroke="${i % 2 ? '#ffffff' : mix(soft, ink, 0.3)}" stroke-width="${60 + i * 6}" fill="none" opacity="0.22" filter="url(#blur)"/>`,
  ).join('');
  const body = `<rect width="${W}" height="${H}" fill="url(#cloth)"/>${folds}
  <g filter="url(#blur)">${bokeh(41, 14, ['#ffffff', mix(accent, '#ffffff', 0.5)], [0, 0, W, 420])}</g>
  <ellipse cx="520" cy="760" rx="230" ry="60" fill="${mix(soft, ink, 0.45)}" opacity="0.35" filter="url(#soft)"/>
  <ellipse cx="410" cy="650" rx="150" ry="120" fill="none" stroke="url(#gold)" stroke-width="34"/>
  <ellipse cx="600" cy="690" rx="130" ry="104" fill="none" stroke="url(#gold)" stroke-width="26"/>
  <path d="M550 560 a150 120 0 0 1 8 160" fill="none" stroke="url(#gold)" stroke-width="34"/>
  <circle cx="600" cy="578" r="26" fill="#ffffff"/><circle cx="600" cy="578" r="16" fill="${mix(light, '#dfe9ff', 0.5)}"/>
  <path d="M330 560 q40 -30 90 -30" stroke="#ffffff" stroke-width="8" fill="none" opacity="0.8" stroke-linecap="round"/>`;
  return finish(body, defs);
}

function mountains(theme: DemoTheme): string {
  const [light, soft, accent, ink] = theme.palette;
  const defs = `<linearGradient id="dawn" x1="0" y1="0" x2="0" y2="1"><stop offset="0" stop-color="${mix(light, '#ffffff', 0.2)}"/><stop offset="0.55" stop-color="${mix(soft, accent, 0.25)}"/><stop offset="1" stop-color="${mix(accent, ink, 0.4)}"/></linearGradient>`;
  const layer = (y: number, amp: number, color: string, opacity: number, seed: number) => {
    const rand = random(seed);
    let d = `M0 ${y}`;
    for (let x = 0; x <= W; x += 120) d += ` L${x} ${(y - rand() * amp).toFixed(0)}`;
    return `<path d="${d} L${W} ${H} L0 ${H}Z" fill="${color}" opacity="${opacity}" filter="url(#soft)"/>`;
  };
  const body = `<rect width="${W}" height="${H}" fill="url(#dawn)"/><circle cx="300" cy="420" r="70" fill="#fffaf0" opacity="0.9" filter="url(#soft)"/>
  ${layer(620, 220, mix(soft, ink, 0.2), 0.6, 2)}${layer(760, 200, mix(accent, ink, 0.35), 0.7, 4)}${layer(900, 160, mix(accent, ink, 0.6), 0.85, 6)}
  <path d="M0 1060 C300 980 600 990 960 1040 V1280 H0Z" fill="${mix(ink, '#000000', 0.3)}"/>
  ${couple(640, 1012, 0.32, mix(ink, '#000000', 0.4))}
  <rect y="700" width="${W}" height="140" fill="#ffffff" opacity="0.18" filter="url(#blur)"/>`;
  return finish(body, defs);
}

function arch(theme: DemoTheme): string {
  const [light, soft, accent, ink] = theme.palette;
  const rand = random(61);
  const defs = `<linearGradient id="garden" x1="0" y1="0" x2="0" y2="1"><stop offset="0" stop-color="${mix(light, '#ffffff', 0.3)}"/><stop offset="1" stop-color="${mix('#8fae7e', soft, 0.5)}"/></linearGradient>`;
  const flowers = Array.from({ length: 90 }, (_, i) => {
    const t = i / 89;
    const angle = Math.PI * (1 - t);
    const x = 480 + Math.cos(angle) * 300 + (rand() - 0.5) * 60;
    const y = 560 - Math.sin(angle) * 300 + (rand() - 0.5) * 60;
    const color = [
      mix(accent, '#ffffff', 0.3),
      '#ffffff',
      mix(soft, accent, 0.4),
      mix('#6d8f5c', ink, 0.2),
    ][i % 4]!;
    return `<circle cx="${x.toFixed(0)}" cy="${y.toFixed(0)}" r="${(16 + rand() * 22).toFixed(0)}" fill="${color}"/>`;
  }).join('');
  const posts = Array.from({ length: 30 }, (_, i) => {
    const side = i % 2 ? 180 : 780;
    const color = [mix('#6d8f5c', ink, 0.2), mix(accent, '#ffffff', 0.3), '#ffffff'][i % 3]!;
    return `<circle cx="${(side + (rand() - 0.5) * 70).toFixed(0)}" cy="${(560 + rand() * 560).toFixed(0)}" r="${(14 + rand() * 20).toFixed(0)}" fill="${color}"/>`;
  }).join('');
  const body = `<rect width="${W}" height="${H}" fill="url(#garden)"/><g filter="url(#blur)">${bokeh(63, 24, ['#ffffff', mix('#8fae7e', '#ffffff', 0.3), soft], [0, 0, W, H])}</g>
  <path d="M340 1280 L440 880 H520 L620 1280Z" fill="${mix(light, '#ffffff', 0.5)}" opacity="0.7"/>
  <g filter="url(#edge)">${flowers}${posts}</g>
  ${couple(480, 1080, 0.62, mix(ink, '#000000', 0.25))}`;
  return finish(body, defs);
}

function lanterns(theme: DemoTheme): string {
  const [, soft, accent, ink] = theme.palette;
  const night = mix(ink, '#05060a', 0.5);
  const defs = `<radialGradient id="warm" cx="0.5" cy="0.35" r="0.8"><stop offset="0" stop-color="${mix(accent, night, 0.35)}"/><stop offset="1" stop-color="${night}"/></radialGradient>`;
  const rand = random(71);
  const strings = Array.from({ length: 4 }, (_, i) => {
    const y = 160 + i * 150;
    const bulbs = Array.from({ length: 9 }, (_, j) => {
      const x = 40 + j * 110 + rand() * 20;
      const sag = Math.sin((j / 8) * Math.PI) * 70;
      return `<circle cx="${x.toFixed(0)}" cy="${(y + sag).toFixed(0)}" r="${(10 + rand() * 8).toFixed(0)}" fill="#ffe8b0"/>`;
    }).join('');
    return `<path d="M0 ${y - 10} Q480 ${y + 140} 960 ${y - 10}" stroke="#000" stroke-width="2" fill="none" opacity="0.5"/><g filter="url(#soft)">${bulbs}</g>`;
  }).join('');
  const body = `<rect width="${W}" height="${H}" fill="url(#warm)"/><g filter="url(#blur)">${bokeh(73, 40, ['#ffd98a', '#fff1cc', mix(accent, '#ffffff', 0.4), soft], [0, 0, W, 900])}</g>${strings}
  <path d="M0 1100 H960 V1280 H0Z" fill="${mix(night, '#000000', 0.3)}"/>
  <g>${couple(480, 1120, 0.85, mix(night, '#000000', 0.5))}</g>`;
  return finish(body, defs);
}

const SCENES: Record<(typeof DEMO_PHOTO_SCENES)[number], (theme: DemoTheme) => string> = {
  sampul: goldenHour,
  buket: bouquet,
  cincin: rings,
  gunung: mountains,
  taman: arch,
  lampion: lanterns,
};

for (const theme of PHOTO_SETS) {
  fs.mkdirSync(path.join(OUT, theme.code), { recursive: true });
  for (const scene of DEMO_PHOTO_SCENES) {
    const png = await sharp(Buffer.from(SCENES[scene](theme)))
      .png()
      .toBuffer();
    for (const width of DEMO_PHOTO_WIDTHS) {
      const file = path.join(OUT, demoPhotoFile(theme.code, scene, width));
      await sharp(png).resize({ width }).webp({ quality: 72, effort: 6 }).toFile(file);
    }
    console.log(theme.code, scene);
  }
}
