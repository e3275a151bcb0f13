import fs from 'node:fs';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import type { PlanId, SiteConfig, Theme } from '@kabar/shared';

/** The server-rendering bundle's one export (apps/web/src/prerender.tsx). */
export type PrerenderPage = (input: {
  url: string;
  themes?: Theme[];
  planPrices?: Record<PlanId, number>;
}) => Promise<{ html: string; state: unknown; islands?: boolean } | null>;

declare global {
  var kabarSiteConfig: SiteConfig | undefined;
}

/**
 * Loads the web app's server-rendering bundle from the build (dist/.ssr), or null when the build
 * has none. The bundle reads this deployment's brand and contacts from a global, once, at load.
 */
export async function loadPrerender(
  distDir: string,
  site: SiteConfig,
): Promise<PrerenderPage | null> {
  const file = path.join(distDir, '.ssr', 'prerender.js');
  if (!fs.existsSync(file)) return null;
  globalThis.kabarSiteConfig = site;
  const module = (await import(pathToFileURL(file).href)) as { prerender?: PrerenderPage };
  return module.prerender ?? null;
}
