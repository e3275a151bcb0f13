import { createHash } from 'node:crypto';
import fs from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import type { FontSpec } from '../components/design-parts';
import { DESIGN_PARTS } from '../designs';

/**
 * Each face is served in two files split by unicode-range: printable ASCII, which is nearly every
 * letter an Indonesian invitation shows, from a subset we cut (scripts/subset-fonts.mjs), and the
 * rest of fontsource's latin file, which a browser fetches only for a page that uses it. The
 * script faces' full latin files are 33-43 KB; on a throttled phone those bytes, preloaded with the
 * cover photo, held the cover's largest paint past 1.3 s (docs/decisions/011).
 */
export const BASIC_RANGE = 'U+0020-007E';

/** fontsource's "latin" subset without printable ASCII: the part the full file still serves. */
export const REST_RANGE =
  'U+0000-001F,U+007F-00FF,U+0131,U+0152-0153,U+02BB-02BC,U+02C6,U+02DA,U+02DC,U+0304,U+0308,U+0329,U+2000-206F,U+20AC,U+2122,U+2191,U+2193,U+2212,U+2215,U+FEFF,U+FFFD';

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
