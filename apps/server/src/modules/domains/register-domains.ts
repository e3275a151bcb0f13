import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { ASSET_PREFIX } from '@kabar/themes';
import { DEMO_PHOTO_ROUTE, UPLOADS_ROUTE } from '../media/media-paths';
import { hostnameOf, ownHostnameTest } from '../public-invitations/invitation-host';
import type { DomainCheckDeps } from './check-domains';
import { createDnsLookup } from './dns-lookup';
import { createDomainHosts, type DomainHosts, type ServedDomain } from './domain-hosts';

interface DomainsService extends DomainCheckDeps {
  hosts: DomainHosts;
  isOwnHostname: (hostname: string) => boolean;
}

declare module 'fastify' {
  interface FastifyInstance {
    domains: DomainsService;
  }
  interface FastifyRequest {
    /** Set when the request came in on a couple's verified domain. */
    customDomain: ServedDomain | null;
  }
}

const sendPlainNotFound = (reply: FastifyReply) =>
  reply
    .status(404)
    .header('Cache-Control', 'no-cache')
    .type('text/plain; charset=utf-8')
    .send('404 Not Found');

/** A `.` or `..` segment, also percent-encoded: the router does not resolve them. */
const DOT_SEGMENT = /(^|\/)(\.|%2e){1,2}(\/|$)/i;

/**
 * What a couple's domain answers besides `/`: its own invitation's paths and the page's files.
 * Never a path with dot segments, which would pass the prefix test and reach the app shell.
 */
function allowedOnDomain(path: string, slug: string): boolean {
  if (DOT_SEGMENT.test(path)) return false;
  return (
    path.startsWith(`/${slug}/`) ||
    path.startsWith(ASSET_PREFIX) ||
    path.startsWith(`${DEMO_PHOTO_ROUTE}/`) ||
    path.startsWith(`${UPLOADS_ROUTE}/`)
  );
}

/**
 * Couples' own domains (decision 013): before any route runs, a Host that is not ours must be a
 * domain that serves right now, and then reaches only its invitation; anything else is a plain 404.
 * The background checks run on the job queue (domain-jobs.ts).
 */
export function registerCustomDomains(app: FastifyInstance): void {
  const config = app.config.domains;
  const deps: DomainCheckDeps = {
    db: app.db,
    config,
    lookup: createDnsLookup(config.dnsServers),
  };
  const isOwnHostname = ownHostnameTest([
    new URL(app.config.site.publicUrl).hostname,
    app.config.site.invitationDomain,
    config.cnameTarget,
  ]);
  const hosts = createDomainHosts(app.db, config);
  app.decorate('domains', { ...deps, hosts, isOwnHostname });
  app.decorateRequest('customDomain', null);

  app.addHook('onRequest', async (request: FastifyRequest, reply: FastifyReply) => {
    const hostname = hostnameOf(request.headers.host);
    if (!hostname || isOwnHostname(hostname)) return;
    const domain = await hosts.resolve(hostname);
    if (!domain) return sendPlainNotFound(reply);
    const [path = '/', query] = request.url.split(/\?(.*)/s);
    if (path === `/${domain.slug}`) return reply.redirect(query ? `/?${query}` : '/', 301);
    if (path !== '/' && !allowedOnDomain(path, domain.slug)) return sendPlainNotFound(reply);
    request.customDomain = domain;
    if (request.protocol === 'https' && !domain.certificateSeen)
      await hosts.certificateSeen(domain);
  });
}
