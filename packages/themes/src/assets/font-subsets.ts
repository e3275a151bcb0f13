import { createHash } from 'node:crypto';
import fs from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import type { FontSpec } from '../components/design-parts';
import { DESIGN_PARTS } from '../designs';

/** Code points as inclusive [from, to] pairs. */
export type CodeRanges = [number, number][];

/** fontsource's "latin" subset: what each face's full file covers. */
export const LATIN: CodeRanges = parseRanges(
  'U+0000-00FF,U+0131,U+0152-0153,U+02BB-02BC,U+02C6,U+02DA,U+02DC,U+0304,U+0308,U+0329,U+2000-206F,U+20AC,U+2122,U+2191,U+2193,U+2212,U+2215,U+FEFF,U+FFFD',
);

/**
 * Each face is served in two files split by unicode-range: the letters an Indonesian invitation
 * writes (printable ASCII, plus the typographer's spaces, dashes, quotes, bullet and ellipsis a
 * couple pastes in, and é), from a subset we cut (scripts/subset-fonts.mjs), and the rest of
 * fontsource's latin file, which a browser fetches only for a page that uses it. A single ’ in a
 * verse used to pull that whole 22-43 KB file onto the cover's path; the script faces' full files,
 * preloaded with the cover photo, held the cover's largest paint past 1.3 s on a throttled phone
 * (docs/decisions/011).
 */
export const BASIC: CodeRanges = parseRanges(
  'U+0020-007E,U+00A0,U+00E9,U+2013-2014,U+2018-2019,U+201C-201D,U+2022,U+2026',
);

/** LATIN without BASIC: the part the full file still serves. */
export const REST: CodeRanges = subtractRanges(LATIN, BASIC);

export const BASIC_RANGE = formatRanges(BASIC);
export const REST_RANGE = formatRanges(REST);

export function parseRanges(value: string): CodeRanges {
  return value.split(',').map((part) => {
    const [from, to = from] = part.trim().replace(/^U\+/i, '').split('-');
    return [Number.parseInt(from!, 16), Number.parseInt(to!, 16)];
  });
}

export function formatRanges(ranges: CodeRanges): string {
  const hex = (n: number) => n.toString(16).toUpperCase().padStart(4, '0');
  return ranges
    .map(([from, to]) => (from === to ? `U+${hex(from)}` : `U+${hex(from)}-${hex(to)}`))
    .join(',');
}

/** The code points of `ranges` that `minus` does not cover, in order. */
export function subtractRanges(ranges: CodeRanges, minus: CodeRanges): CodeRanges {
  const out: CodeRanges = [];
  for (const [from, to] of ranges) {
    let start = from;
    for (const [cutFrom, cutTo] of [...minus].sort((a, b) => a[0] - b[0])) {
      if (cutTo < start || cutFrom > to) continue;
      if (cutFrom > start) out.push([start, cutFrom - 1]);
      start = Math.max(start, cutTo + 1);
    }
    if (start <= to) out.push([start, to]);
  }
  return out;
}

/** Every character in `ranges`, as one string (what the subsetter is asked to keep). */
export function rangeText(ranges: CodeRanges): string {
  let text = '';
  for (const [from, to] of ranges) {
    for (let code = from; code <= to; code++) text += String.fromCodePoint(code);
  }
  return text;
}

export const SUBSET_DIR = path.join(import.meta.dirname, 'fonts');
export const SUBSET_MANIFEST = path.join(SUBSET_DIR, 'manifest.json');

/** Per subset file name: the SHA-256 of the fontsource file it was cut from. */
export type SubsetManifest = Record<string, string>;

const require = createRequire(import.meta.url);

/** Every face a design uses on its page, once each. */
export function pageFonts(): FontSpec[] {
  const byFile = new Map<string, FontSpec>();
  for (const parts of Object.values(DESIGN_PARTS)) {
    for (const font of parts.fonts) byFile.set(font.file, font);
  }
  return [...byFile.values()];
}

/**
 * The site's heading face (apps/web/src/site.css). The landing page and the catalogue inline its
 * cut into their stylesheet, so their first paint waits for no font file (decision 047).
 */
export const SITE_HEADING_FONT: FontSpec = {
  family: 'Playfair Display',
  file: '@fontsource/playfair-display/files/playfair-display-latin-400-normal.woff2',
  weight: 400,
  preload: false,
};

/** Every face `npm run fonts:subset` cuts: the designs' and the site's heading face. */
export function subsetFonts(): FontSpec[] {
  const byFile = new Map(pageFonts().map((font) => [font.file, font]));
  byFile.set(SITE_HEADING_FONT.file, byFile.get(SITE_HEADING_FONT.file) ?? SITE_HEADING_FONT);
  return [...byFile.values()];
}

export function subsetName(font: FontSpec): string {
  return path.basename(font.file).replace(/\.woff2$/, '-basic.woff2');
}

export function sourceHash(font: FontSpec): string {
  return createHash('sha256')
    .update(fs.readFileSync(require.resolve(font.file)))
    .digest('hex');
}

export function readSubsetManifest(): SubsetManifest {
  return fs.existsSync(SUBSET_MANIFEST)
    ? (JSON.parse(fs.readFileSync(SUBSET_MANIFEST, 'utf8')) as SubsetManifest)
    : {};
}

/** The printable-ASCII cut of a face; missing or cut from another file: regenerate it. */
export function readSubset(font: FontSpec, manifest: SubsetManifest): Buffer {
  const name = subsetName(font);
  const file = path.join(SUBSET_DIR, name);
  if (!fs.existsSync(file) || manifest[name] !== sourceHash(font)) {
    throw new Error(
      `Subset huruf ${name} tidak ada atau sudah usang: jalankan npm run fonts:subset`,
    );
  }
  return fs.readFileSync(file);
}
