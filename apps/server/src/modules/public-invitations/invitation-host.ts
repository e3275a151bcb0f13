import { isIP } from 'node:net';
import { escapeRegExp, isHostnameWithin, type SiteConfig } from '@kabar/shared';

const SLUG_LABEL = '[a-z0-9](?:[a-z0-9-]{1,38})[a-z0-9]';

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

/** The name in a Host header: lower case, without port or trailing dot ('' when absent). */
export function hostnameOf(host: string | undefined): string {
  if (!host) return '';
  const name = host.startsWith('[') ? host.slice(0, host.indexOf(']') + 1) : host.split(':')[0]!;
  return name.toLowerCase().replace(/\.$/, '');
}

/**
 * Names that are this deployment's own rather than a couple's domain: addresses, single-label names
 * (`localhost`, a container's name), `*.localhost`, and the public, invitation and CNAME-target
 * domains with everything under them.
 */
export function ownHostnameTest(ownDomains: string[]): (hostname: string) => boolean {
  const domains = ownDomains.map((domain) => domain.toLowerCase());
  return (hostname) =>
    !hostname.includes('.') ||
    hostname.startsWith('[') ||
    isIP(hostname) !== 0 ||
    hostname.endsWith('.localhost') ||
    domains.some((domain) => isHostnameWithin(hostname, domain));
}
