import type { SiteConfig } from '@kabar/shared';

const SLUG_LABEL = '[a-z0-9](?:[a-z0-9-]{1,38})[a-z0-9]';

function escapeRegExp(value: string): string {
  return value.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
}

/**
 * Hosts that are an invitation's own address: `{slug}.{INVITATION_DOMAIN}`, and `{slug}.{host of
 * PUBLIC_URL}` so `{slug}.localhost` works in development. Any port is accepted.
 */
export function invitationHostPattern(
  site: Pick<SiteConfig, 'invitationDomain' | 'publicUrl'>,
): RegExp {
  const domains = [site.invitationDomain, new URL(site.publicUrl).hostname]
    .filter((domain, index, all) => domain && all.indexOf(domain) === index)
    .map(escapeRegExp);
  return new RegExp(`^(${SLUG_LABEL})\\.(?:${domains.join('|')})(?::\\d+)?$`, 'i');
}

export function slugFromHost(host: string | undefined, pattern: RegExp): string | null {
  const match = host ? pattern.exec(host) : null;
  return match ? match[1]!.toLowerCase() : null;
}
