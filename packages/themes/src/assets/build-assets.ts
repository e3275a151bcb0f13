import { createHash } from 'node:crypto';
import fs from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import { buildSync, transformSync } from 'esbuild';
import type { FontSpec } from '../components/design-parts';
import { DESIGN_PARTS } from '../designs';
import { DESIGNS, type DesignId } from '../catalogue/variants';
import { BASIC_RANGE, readSubset, readSubsetManifest, REST_RANGE } from './font-subsets';
import { readNamesFace, type NamesFace } from './names-face';
import { createPageFonts, type PageFonts } from './page-fonts';

/** Where the page's script and fonts are served; the word is reserved for invitation links. */
export const ASSET_PREFIX = '/static/invitation/';

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
  /** Inline CSS a personal link's page adds: its per-event answers and the guest pass. */
  personalCss: string;
  /** Inline CSS the couple's preview adds: its bar. */
  previewCss: string;
  fontPreloads: Record<DesignId, string[]>;
  /** The face each design writes names in and where; null where it has none of its own. */
  namesFaces: Record<DesignId, NamesFace | null>;
  pageFonts: PageFonts;
}

export interface ThemeAssetOptions {
  /**
   * Signs the addresses of pages' own font cuts; every instance must use the same key. Without
   * one, a random key serves this process alone.
   */
  pageFontKey?: Buffer;
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
export function buildThemeAssets(options: ThemeAssetOptions = {}): ThemeAssets {
  const files = new Map<string, AssetFile>();
  const script = buildScript();
  const scriptUrl = hashed(script, 'js');
  files.set(scriptUrl, { body: Buffer.from(script), type: 'text/javascript; charset=utf-8' });

  const urls = new Map<string, string>();
  const serve = (key: string, read: () => Buffer) => {
    const known = urls.get(key);
    if (known) return known;
    const body = read();
    const url = hashed(body, 'woff2');
    files.set(url, { body, type: 'font/woff2' });
    urls.set(key, url);
    return url;
  };
  const manifest = readSubsetManifest();
  const basicUrl = (font: FontSpec) =>
    serve(`basic:${font.file}`, () => readSubset(font, manifest));
  const restUrl = (font: FontSpec) =>
    serve(font.file, () => fs.readFileSync(require.resolve(font.file)));
  const face = (font: FontSpec, url: string, range: string) =>
    `@font-face{font-family:'${font.family}';font-style:${font.style ?? 'normal'};font-weight:${font.weight};font-display:swap;src:url(${url}) format('woff2');unicode-range:${range}}`;

  const base = fs.readFileSync(path.join(here, '../styles/base.css'), 'utf8');
  const css = {} as Record<DesignId, string>;
  const fontPreloads = {} as Record<DesignId, string[]>;
  const namesFaces = {} as Record<DesignId, NamesFace | null>;
  const faces = new Map<string, { font: FontSpec; path: string; replaces: string }>();
  for (const design of DESIGNS) {
    const parts = DESIGN_PARTS[design];
    const fontFaces = parts.fonts
      .map(
        (font) => face(font, basicUrl(font), BASIC_RANGE) + face(font, restUrl(font), REST_RANGE),
      )
      .join('');
    const own = [...(parts.sharedStyles ?? []), design]
      .map((name) => fs.readFileSync(path.join(here, `../styles/${name}.css`), 'utf8'))
      .join('\n');
    css[design] = fontFaces + minifyCss(`${base}\n${own}`);
    fontPreloads[design] = parts.fonts.filter((font) => font.preload).map(basicUrl);
    namesFaces[design] = readNamesFace(`${base}\n${own}`, parts.fonts);
    for (const font of parts.fonts) {
      const url = basicUrl(font);
      const id = path.basename(url, '.woff2');
      faces.set(id, { font, path: require.resolve(font.file), replaces: url });
    }
  }
  const pageFonts = createPageFonts(faces, ASSET_PREFIX, options.pageFontKey);
  return {
    scriptUrl,
    scriptBytes: Buffer.byteLength(script),
    files,
    css,
    personalCss: minifyCss(fs.readFileSync(path.join(here, '../styles/personal.css'), 'utf8')),
    previewCss: minifyCss(fs.readFileSync(path.join(here, '../styles/preview.css'), 'utf8')),
    fontPreloads,
    namesFaces,
    pageFonts,
  };
}

/** The absolute path of a font file in its @fontsource package (`.woff2`, or `.woff` when asked). */
export function resolveFontFile(file: string, format: 'woff2' | 'woff' = 'woff2'): string {
  return require.resolve(format === 'woff' ? file.replace(/\.woff2$/, '.woff') : file);
}
