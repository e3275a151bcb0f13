import type { SiteConfig } from './site-config';

/**
 * The defaults and meta tag name without the schema, so the web app's first script can read its
 * configuration without loading zod.
 */
export const DEFAULT_SITE_CONFIG: SiteConfig = {
  brandName: 'Kabar',
  invitationDomain: 'kabar.id',
  publicUrl: 'http://localhost:3000',
  supportEmail: 'halo@kabar.id',
  supportPhone: '6281200000000',
};

export const SITE_CONFIG_META_NAME = 'kabar-config';
