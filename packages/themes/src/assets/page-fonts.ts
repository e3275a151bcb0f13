import { createHmac, randomBytes, timingSafeEqual } from 'node:crypto';
import fs from 'node:fs';
import { createRequire } from 'node:module';
import type { FontSpec } from '../components/design-parts';
import { formatRanges, type CodeRanges } from './font-subsets';

/** harfbuzz's hb-subset, compiled to wasm; the package ships no types. */
const subsetFont = createRequire(import.meta.url)('subset-font') as (
  font: Buffer,
  text: string,
  options: { targetFormat: 'woff2' },
) => Promise<Buffer>;

/** Where a page's own cut of its names face is served, under the assets' prefix. */
export const PAGE_FONT_DIR = 'p/';

/** Cuts kept in memory: a few KB each, one per published invitation's names. */
const KEPT = 400;

export interface PageFont {
  url: string;
  /** The shared cut's address, which the page preloads instead of. */
  replaces: string;
  /** The @font-face that serves the page's letters from that cut, ahead of the shared files. */
  css: string;
}

/**
 * A page's own cut of its names face: only the letters it writes in it, a few KB where the shared
 * file is 22-30 KB for a script face. Its address carries the face and the letters, signed with a
 * key every instance derives from the app's secret, so any instance can cut it again and nobody
 * can make the server cut letters no page asked for (docs/decisions/018, docs/security.md #29).
 */
export interface PageFonts {
  /** The cut for these letters of a face, or null for a face the pages do not use. */
  forLetters: (font: FontSpec, letters: string) => PageFont | null;
  /** The woff2 behind a file name from `forLetters`' address; null for a name we did not sign. */
  read: (file: string) => Promise<Buffer | null>;
}

function codesOf(letters: string): number[] {
  return [...letters].map((char) => char.codePointAt(0)!);
}

/** Consecutive code points as ranges: the unicode-range of the page's letters. */
function rangesOf(codes: number[]): CodeRanges {
  const ranges: CodeRanges = [];
  for (const code of codes) {
    const last = ranges.at(-1);
    if (last && last[1] === code - 1) last[1] = code;
    else ranges.push([code, code]);
  }
  return ranges;
}

/**
 * `faces`: each face the pages use, by a short id that changes with the face's file (its shared
 * cut's address), and the path of its full latin file.
 */
export function createPageFonts(
  faces: Map<string, { font: FontSpec; path: string; replaces: string }>,
  assetPrefix: string,
  key: Buffer = randomBytes(32),
): PageFonts {
  const byFile = new Map([...faces].map(([id, face]) => [face.font.file, { id, ...face }]));
  const sign = (id: string, letters: string) =>
    createHmac('sha256', key).update(`${id}\0${letters}`).digest().subarray(0, 12);
  const kept = new Map<string, Promise<Buffer>>();

  function forLetters(font: FontSpec, letters: string): PageFont | null {
    const face = byFile.get(font.file);
    if (!face) return null;
    const { id } = face;
    const encoded = Buffer.from(letters).toString('base64url');
    const mac = sign(id, letters).toString('base64url');
    const url = `${assetPrefix}${PAGE_FONT_DIR}${id}.${encoded}.${mac}.woff2`;
    const css = `@font-face{font-family:'${font.family}';font-style:${font.style ?? 'normal'};font-weight:${font.weight};font-display:swap;src:url(${url}) format('woff2');unicode-range:${formatRanges(rangesOf(codesOf(letters)))}}`;
    return { url, replaces: face.replaces, css };
  }

  async function read(file: string): Promise<Buffer | null> {
    const match = /^([\w-]+)\.([\w-]+)\.([\w-]+)\.woff2$/.exec(file);
    if (!match) return null;
    const [, id, encoded, mac] = match as unknown as [string, string, string, string];
    const face = faces.get(id);
    if (!face) return null;
    const letters = Buffer.from(encoded, 'base64url').toString();
    // One spelling per cut: base64 that decodes the same but reads otherwise would be cut again.
    if (Buffer.from(letters).toString('base64url') !== encoded) return null;
    const given = Buffer.from(mac);
    const expected = Buffer.from(sign(id, letters).toString('base64url'));
    if (given.length !== expected.length || !timingSafeEqual(given, expected)) return null;

    let cut = kept.get(file);
    if (cut) {
      kept.delete(file);
    } else {
      cut = fs.promises
        .readFile(face.path)
        .then((source) => subsetFont(source, letters, { targetFormat: 'woff2' }));
      cut.catch(() => kept.delete(file));
    }
    kept.set(file, cut);
    if (kept.size > KEPT) kept.delete(kept.keys().next().value!);
    return cut;
  }

  return { forLetters, read };
}
