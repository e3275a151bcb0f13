import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { GUEST_LANGUAGES, hasSlugShape, isReservedSlug, type SiteConfig } from '@kabar/shared';
import { renderNotFoundPage, type ThemeAssets } from '@kabar/themes';
import { invitationHostPattern } from './invitation-host';
import { InvitationPageCache } from './page-cache';
import { pageLanguage } from './page-language';
import { renderSource } from './render-source';
import { PageResponseCache } from './response-cache';

/** About 2,000 finished pages of 14 KB (gzip): the pages being opened right now. */
const RESPONSE_CACHE_BYTES = 32 * 1024 * 1024;

export type Query = Record<string, unknown>;

/** What the page, form-post and asset routes share: the page caches and the answers they reuse. */
export interface PublicPages {
  site: SiteConfig;
  assets: ThemeAssets;
  cache: InvitationPageCache;
  /** Finished pages, for either cache's templates (response-cache.ts). */
  responses: PageResponseCache;
  /**
   * Pages on couples' own domains carry that domain in their canonical and preview addresses, so
   * they are rendered and cached apart from the `/{slug}` pages (decision 013).
   */
  domainCache: InvitationPageCache;
  domainOrigins: Map<string, string>;
  hostPattern: RegExp;
  sendNotFound: (reply: FastifyReply) => FastifyReply;
  /** Slugs our own pages use go on to the web app (or the API's 404). */
  slugOrPass: (
    request: FastifyRequest<{ Params: { slug: string } }>,
    reply: FastifyReply,
  ) => string | null;
}

export function createPublicPages(
  app: FastifyInstance,
  { assets, freshForMs = 3000 }: { assets: ThemeAssets; freshForMs?: number },
): PublicPages {
  const site = app.config.site;
  const cache = new InvitationPageCache(
    app.db,
    (source, lang) => renderSource(source, assets, site, { lang }),
    { freshForMs, maxEntries: 1000 },
  );
  const domainOrigins = new Map<string, string>();
  const domainCache = new InvitationPageCache(
    app.db,
    (source, lang) =>
      renderSource(source, assets, site, { lang, origin: domainOrigins.get(source.invitation.id) }),
    { freshForMs, maxEntries: 200 },
  );
  app.pageChanges.subscribe((changed) => {
    cache.invalidate(changed);
    domainCache.invalidate(changed);
  });
  const notFoundHtml = new Map(
    GUEST_LANGUAGES.map((lang) => [
      lang,
      renderNotFoundPage({ brandName: site.brandName, homeUrl: `${site.publicUrl}/`, lang }),
    ]),
  );
  return {
    site,
    assets,
    cache,
    responses: new PageResponseCache(RESPONSE_CACHE_BYTES),
    domainCache,
    domainOrigins,
    hostPattern: invitationHostPattern(site),
    // In the language the link asked for (`?lang=`), else the browser's (issue 30).
    sendNotFound: (reply) => {
      const { lang } = pageLanguage(reply.request, (reply.request.query as Query)?.lang);
      return reply
        .status(404)
        .header('Cache-Control', 'no-cache')
        .header('X-Robots-Tag', 'noindex')
        .header('Content-Language', lang)
        .header('Vary', 'Accept-Encoding, Accept-Language')
        .type('text/html; charset=utf-8')
        .send(notFoundHtml.get(lang));
    },
    slugOrPass: (request, reply) => {
      const { slug } = request.params;
      if (hasSlugShape(slug) && !isReservedSlug(slug)) return slug;
      void reply.callNotFound();
      return null;
    },
  };
}

/** A page number from the query string, or null. */
export function positiveInt(value: unknown): number | null {
  const number = typeof value === 'string' ? Number(value) : NaN;
  return Number.isInteger(number) && number > 0 && number < 100_000 ? number : null;
}
