import type { FastifyInstance, FastifyRequest } from 'fastify';
import { guestLanguageFromQuery, isReservedSlug } from '@kabar/shared';
import { fillInvitationPage, guestQuery, wishesHtml } from '@kabar/themes';
import { guestTokenFrom, resolveGuest } from './guest-context';
import { hostnameOf, slugFromHost } from './invitation-host';
import { loadInvitationSource } from './load-invitation';
import { readWishesPage } from './page-cache';
import { pageHeaders } from './page-responses';
import type { PreviewTokens } from './preview-token';
import { positiveInt, type PublicPages, type Query } from './public-pages';
import { renderSource } from './render-source';
import { createPageServer, repeatOr } from './serve-page';

/**
 * The pages themselves: `/{slug}` on the main host, `/` on `{slug}.{INVITATION_DOMAIN}` and on a
 * couple's own domain, the wishes list's further pages, and the owner's draft preview.
 */
export function pageRoutes(
  app: FastifyInstance,
  publicPages: PublicPages,
  previewTokens: PreviewTokens,
): void {
  const { site, assets, cache, domainCache, domainOrigins, hostPattern } = publicPages;
  const { sendNotFound, slugOrPass } = publicPages;
  const servePage = createPageServer(app, publicPages);

  app.get<{ Params: { slug: string } }>(
    '/:slug',
    repeatOr(cache, async (request: FastifyRequest<{ Params: { slug: string } }>, reply) => {
      const slug = slugOrPass(request, reply);
      if (slug) return servePage(request, reply, slug, cache, true);
      return reply;
    }),
  );

  app.get(
    '/',
    { constraints: { host: hostPattern } },
    repeatOr(cache, async (request, reply) => {
      const slug = slugFromHost(request.headers.host, hostPattern);
      if (!slug || isReservedSlug(slug)) return sendNotFound(reply);
      return servePage(request, reply, slug);
    }),
  );

  app.addConstraintStrategy({
    name: 'coupleDomain',
    storage() {
      const handlers = new Map<string, unknown>();
      return {
        get: (value: string) => (handlers.get(value) ?? null) as never,
        set: (value: string, store: unknown) => void handlers.set(value, store),
      };
    },
    deriveConstraint: (request: { headers: Record<string, string | string[] | undefined> }) => {
      const host = request.headers.host;
      return app.domains.isOwnHostname(hostnameOf(typeof host === 'string' ? host : undefined))
        ? 'own'
        : 'couple';
    },
  });

  /** `/` on a couple's verified domain (the hook in modules/domains let only those through). */
  app.get(
    '/',
    { constraints: { coupleDomain: 'couple' } },
    repeatOr(domainCache, async (request, reply) => {
      const domain = request.customDomain;
      if (!domain) return sendNotFound(reply);
      domainOrigins.set(domain.invitationId, `https://${domain.hostname}`);
      if (domainOrigins.size > 1000) domainOrigins.delete(domainOrigins.keys().next().value!);
      return servePage(request, reply, domain.slug, domainCache);
    }),
  );

  app.get<{ Params: { slug: string } }>('/:slug/ucapan', async (request, reply) => {
    const slug = slugOrPass(request, reply);
    if (!slug) return reply;
    const entry = await cache.get(slug);
    if (!entry || !entry.model.sections.includes('guest_book')) return sendNotFound(reply);
    const query = request.query as Query;
    const page = await cache.wishesPage(entry, positiveInt(query.halaman) ?? 1);
    // The script asks in its page's language; its pager links keep that language.
    const lang = guestLanguageFromQuery(query.lang);
    return reply
      .header('Cache-Control', 'no-cache')
      .type('text/html; charset=utf-8')
      .send(
        wishesHtml({
          ...page,
          query: guestQuery(resolveGuest(query).name, guestTokenFrom(query.g), lang),
          lang: lang ?? 'id',
        }),
      );
  });

  app.get('/pratinjau', async (request, reply) => {
    const token = (request.query as Query).token;
    const invitationId = typeof token === 'string' ? await previewTokens.verify(token) : null;
    const source = invitationId ? await loadInvitationSource(app.db, { id: invitationId }) : null;
    if (!source) return sendNotFound(reply);
    const { model, template } = renderSource(source, assets, site, { preview: true });
    const query = request.query as Query;
    const wishes = model.sections.includes('guest_book')
      ? await readWishesPage(app.db, source.invitation.id, positiveInt(query.ucapan) ?? 1)
      : null;
    const html = fillInvitationPage(template, model, {
      guestName: resolveGuest(query).name,
      now: new Date(),
      wishes,
    });
    return pageHeaders(reply, false).header('Cache-Control', 'private, no-store').send(html);
  });
}
