import type { SiteConfig } from './site-config';

type AddressSite = Pick<SiteConfig, 'invitationDomain' | 'publicUrl'>;

function sameOrSubdomain(host: string, domain: string): boolean {
  return host === domain || host.endsWith(`.${domain}`);
}

/**
 * The one address of an invitation in this deployment, shown and shared everywhere. When the
 * deployment itself lives under the invitation domain (kabar.id serving app.kabar.id or kabar.id),
 * the domain's wildcard reaches us and the invitation gets its own subdomain; otherwise (the
 * local default: localhost with kabar.id as the suffix) only PUBLIC_URL/slug is sure to open.
 */
export function invitationUrl(slug: string, site: AddressSite): string {
  // PUBLIC_URL is a validated absolute URL; this package stays free of DOM and Node globals.
  const [, scheme = 'https:', host = '', port = ''] =
    /^(https?:)\/\/([^/:?#]+)(:\d+)?/i.exec(site.publicUrl) ?? [];
  const domain = site.invitationDomain.toLowerCase();
  if (sameOrSubdomain(host.toLowerCase(), domain)) {
    return `${scheme.toLowerCase()}//${slug}.${domain}${port}`;
  }
  return `${site.publicUrl.replace(/\/+$/, '')}/${slug}`;
}

/**
 * What follows the slug in the editor's link field: `.kabar.id` only where the invitation gets its
 * own subdomain. Elsewhere the address is PUBLIC_URL/slug and a suffix would show a second,
 * wrong address under the right one (issue 33).
 */
export function slugFieldSuffix(site: AddressSite): string | null {
  const host = /^https?:\/\/([^/:?#]+)/i.exec(site.publicUrl)?.[1] ?? '';
  const domain = site.invitationDomain.toLowerCase();
  return sameOrSubdomain(host.toLowerCase(), domain) ? `.${domain}` : null;
}

/** The address as people read it: no scheme, no trailing slash. */
export function displayAddress(url: string): string {
  return url.replace(/^https?:\/\//, '').replace(/\/+$/, '');
}

function text(value: unknown): string {
  return typeof value === 'string' ? value.trim() : '';
}

/** 'Rina & Dimas' from the editor's step 1 names, bride first as Indonesian invitations write it. */
export function coupleNamesOf(content: Record<string, unknown>): string {
  const names = [text(content.brideName), text(content.groomName)].filter(Boolean);
  return names.length ? names.join(' & ') : 'Kedua Mempelai';
}

/** The title shared with the link: the couple's names, never the theme's. */
export function invitationShareTitle(content: Record<string, unknown>): string {
  return `Undangan Pernikahan ${coupleNamesOf(content)}`;
}
