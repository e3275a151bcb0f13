import type { SiteConfig } from '@kabar/shared/site-config';
import { DEFAULT_SITE_CONFIG, SITE_CONFIG_META_NAME } from '@kabar/shared/site-config-defaults';

/**
 * The server fills the meta tag from its validated environment, so a shape check is enough here;
 * it keeps zod out of the code every page loads first.
 */
function isSiteConfig(value: unknown): value is SiteConfig {
  if (typeof value !== 'object' || value === null) return false;
  const record = value as Record<string, unknown>;
  return (Object.keys(DEFAULT_SITE_CONFIG) as (keyof SiteConfig)[]).every(
    (key) => typeof record[key] === 'string' && record[key] !== '',
  );
}

declare global {
  /** Set by the server before it renders public pages (apps/server/src/web/prerender.ts). */
  var kabarSiteConfig: SiteConfig | undefined;
}

/** The server puts this deployment's brand and contacts in a meta tag; the dev server does not. */
function readSiteConfig(): SiteConfig {
  if (typeof document === 'undefined') return globalThis.kabarSiteConfig ?? DEFAULT_SITE_CONFIG;
  const content = document
    .querySelector(`meta[name="${SITE_CONFIG_META_NAME}"]`)
    ?.getAttribute('content');
  if (!content) return DEFAULT_SITE_CONFIG;
  try {
    const parsed: unknown = JSON.parse(content);
    return isSiteConfig(parsed) ? parsed : DEFAULT_SITE_CONFIG;
  } catch {
    return DEFAULT_SITE_CONFIG;
  }
}

export const siteConfig = readSiteConfig();
