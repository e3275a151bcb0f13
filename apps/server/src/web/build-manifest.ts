import fs from 'node:fs';
import path from 'node:path';

interface ManifestChunk {
  file: string;
  isEntry?: boolean;
  imports?: string[];
  css?: string[];
}
type Manifest = Record<string, ManifestChunk>;

/** The heading face every page uses at once. */
const PRELOADED_FONTS = /playfair-display-latin-400-normal-[\w-]+\.woff2$/;

export interface BuildAssets {
  /** Files a route needs besides the entry and what index.html already preloads. */
  routeFiles(routeModule: string): string[];
  fonts: string[];
  /** The entry's stylesheets and their text, to inline into server-rendered pages. */
  entryCss: { file: string; text: string }[];
  /** The public pages' islands script (decision 035), when the build has one. */
  islandsScript: string | null;
  /** Their own stylesheet's text (only the classes they use), inlined instead of the app's. */
  islandsCss: string | null;
  /** The heading face inlined in that stylesheet, as its data URL (decision 047). */
  islandsFont: string | null;
}

/** The islands' own build (apps/web/vite.config.ts, mode islands) and its one entry. */
const ISLANDS_MANIFEST = path.join('.vite', 'islands-manifest.json');
const ISLANDS_ENTRY = 'src/islands/public.ts';

function readManifest(file: string): Manifest {
  return fs.existsSync(file) ? (JSON.parse(fs.readFileSync(file, 'utf8')) as Manifest) : {};
}

/**
 * Reads the web build's manifest (vite `build.manifest`) so a page's HTML can ask for its route
 * code and fonts at once, instead of discovering them one round trip after another.
 */
export function readBuildAssets(distDir: string): BuildAssets {
  const manifest = readManifest(path.join(distDir, '.vite', 'manifest.json'));
  const islands = readManifest(path.join(distDir, ISLANDS_MANIFEST))[ISLANDS_ENTRY];
  const loadedByEntry = new Set<string>();
  const collect = (key: string, into: Set<string>) => {
    const chunk = manifest[key];
    if (!chunk || into.has(chunk.file)) return;
    into.add(chunk.file);
    for (const imported of chunk.imports ?? []) collect(imported, into);
  };
  for (const [key, chunk] of Object.entries(manifest)) {
    if (chunk.isEntry) collect(key, loadedByEntry);
  }
  const islandsCss = islands?.css?.length
    ? islands.css
        .filter((css) => fs.existsSync(path.join(distDir, css)))
        .map((css) => fs.readFileSync(path.join(distDir, css), 'utf8'))
        .join('\n')
    : null;
  return {
    routeFiles(routeModule) {
      const files = new Set<string>();
      collect(routeModule, files);
      return [...files].filter((f) => f.endsWith('.js') && !loadedByEntry.has(f));
    },
    fonts: [
      ...new Set(
        Object.values(manifest)
          .map((chunk) => chunk.file)
          .filter((f) => PRELOADED_FONTS.test(f)),
      ),
    ],
    entryCss: Object.values(manifest)
      .filter((chunk) => chunk.isEntry)
      .flatMap((chunk) => chunk.css ?? [])
      .filter((css) => fs.existsSync(path.join(distDir, css)))
      .map((css) => ({ file: css, text: fs.readFileSync(path.join(distDir, css), 'utf8') })),
    islandsScript: islands && fs.existsSync(path.join(distDir, islands.file)) ? islands.file : null,
    islandsCss,
    islandsFont: /url\((data:font\/woff2;base64,[\w+/=]+)\)/.exec(islandsCss ?? '')?.[1] ?? null,
  };
}
