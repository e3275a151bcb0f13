import fs from 'node:fs';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import type { PlanId, SiteConfig, Theme } from '@kabar/shared';

/** The server-rendering bundle's page drawing (apps/web/src/prerender.tsx). */
export type PrerenderPage = (input: {
  url: string;
  themes?: Theme[];
  planPrices?: Record<PlanId, number>;
}) => Promise<{ html: string; state: unknown; islands?: boolean } | null>;

declare global {
  var kabarSiteConfig: SiteConfig | undefined;
}

/** What the server-rendering bundle (apps/web/src/prerender.tsx) gives the server. */
export interface ServerRendering {
  prerender: PrerenderPage;
  /** Whether the app has a page at this path, by the app's own route table. */
  isAppPath: (pathname: string) => boolean;
}

/**
 * Loads the web app's server-rendering bundle from the build (dist/.ssr), or null when the build
 * has none. The bundle reads this deployment's brand and contacts from a global, once, at load.
 */
export async function loadServerRendering(
  distDir: string,
  site: SiteConfig,
): Promise<ServerRendering | null> {
  const file = path.join(distDir, '.ssr', 'prerender.js');
  if (!fs.existsSync(file)) return null;
  globalThis.kabarSiteConfig = site;
  const { prerender, isAppPath } = (await import(
    pathToFileURL(file).href
  )) as Partial<ServerRendering>;
  if (!prerender || !isAppPath) throw new Error(`${file} lacks prerender or isAppPath`);
  return { prerender, isAppPath };
}
