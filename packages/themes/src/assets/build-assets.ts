import { createHash } from 'node:crypto';
import fs from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import { buildSync, transformSync } from 'esbuild';
import type { FontSpec } from '../components/design-parts';
import { DESIGN_PARTS } from '../designs';
import { DESIGNS, type DesignId } from '../designs/variants';
import { BASIC_LATIN_RANGE, subsetFontFile } from './font-subsets';

/** Where the page's script and fonts are served; the word is reserved for invitation links. */
export const ASSET_PREFIX = '/static/invitation/';

/** fontsource's "latin" subset: the letters Indonesian names and text need. */
const LATIN_RANGE =
  'U+0000-00FF,U+0131,U+0152-0153,U+02BB-02BC,U+02C6,U+02DA,U+02DC,U+0304,U+0308,U+0329,U+2000-206F,U+20AC,U+2122,U+2191,U+2193,U+2212,U+2215,U+FEFF,U+FFFD';

export interface AssetFile {
  body: Buffer;
  type: string;
}

export interface ThemeAssets {
  scriptUrl: string;
  /** The minified browser script, in bytes (before compression). */
  scriptBytes: number;
  /** Every file by its URL path: the script and the font files, named by content hash. */
  files: Map<string, AssetFile>;
  /** Inline CSS per design: base, the design's own rules and its @font-face declarations. */
  css: Record<DesignId, string>;
  fontPreloads: Record<DesignId, string[]>;
}

const here = import.meta.dirname;
const require = createRequire(import.meta.url);

function hashed(body: Buffer | string, extension: string): string {
  const hash = createHash('sha256').update(body).digest('base64url').slice(0, 12);
  return `${ASSET_PREFIX}${hash}.${extension}`;
}

function minifyCss(css: string): string {
  return transformSync(css, {
    loader: 'css',
    minify: true,
    target: ['chrome100', 'safari15'],
  }).code.trim();
}

function buildScript(): string {
  const result = buildSync({
    entryPoints: [path.join(here, '../client/invitation.ts')],
    bundle: true,
    minify: true,
    format: 'iife',
    target: ['es2019'],
    write: false,
    legalComments: 'none',
  });
  return result.outputFiles[0]!.text;
}

/**
 * Builds the pages' static parts once per process: the browser script (bundled and minified from
 * client/invitation.ts), the CSS of each design and the self-hosted font files.
 */
export function buildThemeAssets(): ThemeAssets {
  const files = new Map<string, AssetFile>();
  const script = buildScript();
  const scriptUrl = hashed(script, 'js');
  files.set(scriptUrl, { body: Buffer.from(script), type: 'text/javascript; charset=utf-8' });

  const fontUrls = new Map<string, string>();
  const fontUrl = (file: string) => {
    const known = fontUrls.get(file);
    if (known) return known;
    const body = fs.readFileSync(file);
    const url = hashed(body, 'woff2');
    files.set(url, { body, type: 'font/woff2' });
    fontUrls.set(file, url);
    return url;
  };
  /**
   * The whole face, then its subset: for a character in both, the browser tries the face declared
   * last first, so it fetches the whole file only for a character the subset lacks.
   */
  const faces = (font: FontSpec) =>
    (
      [
        [require.resolve(font.file), LATIN_RANGE],
        [subsetFontFile(font), BASIC_LATIN_RANGE],
      ] as const
    )
      .map(
        ([file, range]) =>
          `@font-face{font-family:'${font.family}';font-style:${font.style ?? 'normal'};font-weight:${font.weight};font-display:swap;src:url(${fontUrl(file)}) format('woff2');unicode-range:${range}}`,
      )
      .join('');

  const base = fs.readFileSync(path.join(here, '../styles/base.css'), 'utf8');
  const css = {} as Record<DesignId, string>;
  const fontPreloads = {} as Record<DesignId, string[]>;
  for (const design of DESIGNS) {
    const parts = DESIGN_PARTS[design];
    const own = [...(parts.sharedStyles ?? []), design]
      .map((name) => fs.readFileSync(path.join(here, `../styles/${name}.css`), 'utf8'))
      .join('\n');
    css[design] = parts.fonts.map(faces).join('') + minifyCss(`${base}\n${own}`);
    fontPreloads[design] = parts.fonts
      .filter((font) => font.preload)
      .map((font) => fontUrl(subsetFontFile(font)));
  }
  return { scriptUrl, scriptBytes: Buffer.byteLength(script), files, css, fontPreloads };
}

/** The absolute path of a font file in its @fontsource package (`.woff2`, or `.woff` when asked). */
export function resolveFontFile(file: string, format: 'woff2' | 'woff' = 'woff2'): string {
  return require.resolve(format === 'woff' ? file.replace(/\.woff2$/, '.woff') : file);
}
