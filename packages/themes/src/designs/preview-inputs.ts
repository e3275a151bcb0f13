import { createHash } from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import { DESIGN_PARTS } from './index';
import type { DesignId } from '../catalogue/design-ids';
import type { CatalogueTheme } from '../catalogue/catalogue';

const SRC = path.resolve(import.meta.dirname, '..');
/** Imports that bring code (type-only ones draw nothing). */
const IMPORT = /^(?:import|export)\s+(?!type\s)[^;]*?from\s+'(\.{1,2}\/[^']+)'/gms;
/** The catalogue enters a theme's hash as its own palette, not as the whole list of themes. */
const CATALOGUE = path.join(SRC, 'catalogue');

/** A module and every module of this package it reaches through relative imports. */
function reachedModules(file: string, seen = new Set<string>()): Set<string> {
  if (seen.has(file) || file.startsWith(CATALOGUE)) return seen;
  seen.add(file);
  for (const [, specifier] of fs.readFileSync(file, 'utf8').matchAll(IMPORT)) {
    const base = path.resolve(path.dirname(file), specifier!);
    const found = [`${base}.tsx`, `${base}.ts`, path.join(base, 'index.ts')].find((candidate) =>
      fs.existsSync(candidate),
    );
    if (found) reachedModules(found, seen);
  }
  return seen;
}

/**
 * The files that draw a design's pages, relative to packages/themes/src: its module and what it
 * imports, base.css and its stylesheets. A change to any of them can change its covers.
 */
export function designSourceFiles(design: DesignId): string[] {
  const styles = ['base', ...(DESIGN_PARTS[design].sharedStyles ?? []), design].map((name) =>
    path.join(SRC, 'styles', `${name}.css`),
  );
  const modules = reachedModules(path.join(SRC, 'designs', `${design}.tsx`));
  return [...modules, ...styles].map((file) => path.relative(SRC, file)).sort();
}

const designHashes = new Map<DesignId, string>();

function designHash(design: DesignId): string {
  const known = designHashes.get(design);
  if (known) return known;
  const hash = createHash('sha256');
  for (const file of designSourceFiles(design)) {
    hash
      .update(`${file}\n`)
      .update(fs.readFileSync(path.join(SRC, file)))
      .update('\n');
  }
  hash.update(JSON.stringify(DESIGN_PARTS[design].fonts));
  const digest = hash.digest('hex');
  designHashes.set(design, digest);
  return digest;
}

/**
 * What a theme's catalogue preview is drawn from: its design's sources and fonts, and its palette,
 * ornament set and demo photos. The preview script records it beside the pictures; a test
 * compares, so a design changed without new previews fails `npm test` (decision 011).
 */
export function previewInputsHash(theme: CatalogueTheme): string {
  const { design, colors, ornament, photos } = theme;
  return createHash('sha256')
    .update(designHash(design))
    .update(JSON.stringify({ colors, ornament: ornament ?? null, photos }))
    .digest('hex')
    .slice(0, 16);
}
