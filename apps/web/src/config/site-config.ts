import {
  DEFAULT_SITE_CONFIG,
  SITE_CONFIG_META_NAME,
  siteConfigSchema,
  type SiteConfig,
} from '@kabar/shared';

/** The server puts this deployment's brand and contacts in a meta tag; the dev server does not. */
function readSiteConfig(): SiteConfig {
  const content = document
    .querySelector(`meta[name="${SITE_CONFIG_META_NAME}"]`)
    ?.getAttribute('content');
  if (!content) return DEFAULT_SITE_CONFIG;
  try {
    return siteConfigSchema.parse(JSON.parse(content));
  } catch {
    return DEFAULT_SITE_CONFIG;
  }
}

export const siteConfig = readSiteConfig();
