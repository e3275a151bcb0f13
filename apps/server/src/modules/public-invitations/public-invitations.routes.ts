import path from 'node:path';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import {
  guestRsvpInputSchema,
  HONEYPOT_FIELD,
  hasSlugShape,
  isReservedSlug,
  PUBLIC_WRITE_MESSAGES,
  rsvpInputSchema,
  wishInputSchema,
  type PlanFeature,
} from '@kabar/shared';
import {
  ASSET_PREFIX,
  fillInvitationPage,
  fillTemplate,
  guestPassHtml,
  guestQuery,
  pageSlotValues,
  renderNotFoundPage,
  wishesHtml,
  type EventKey,
  type Notice,
  type SectionKind,
  type ThemeAssets,
} from '@kabar/themes';
import { acceptFormPosts } from './form-body';
import { envelope } from '../../http/envelope';
import { AppError, ValidationError } from '../../http/errors';
import { parseInput } from '../../http/validate';
import { DEMO_PHOTO_ROUTE } from '../media/media-paths';
import { addWish, findRsvp, saveRsvp } from '../rsvps/rsvps.queries';
import { calendarFile } from './calendar-file';
import { markGuestOpened, recordGuestRsvp } from '../guests/guest-links';
import {
  guestTokenFrom,
  resolveGuest,
  resolvePersonalGuest,
  type PersonalContext,
} from './guest-context';
import { hostnameOf, invitationHostPattern, slugFromHost } from './invitation-host';
import { errorNotice, rsvpAnswerText, type ErrorCode } from './notices';
import { InvitationPageCache, readWishesPage, type CachedPage } from './page-cache';
import { loadInvitationSource } from './load-invitation';
import { linkPreviewImage, linkPreviewKey } from './link-preview-images';
import type { PreviewTokens } from './preview-token';
import { renderPersonal, renderSource } from './render-source';
import { isKnownInvitationSlug } from './slug-known';
import { redirectOldSlug } from './old-slug-redirect';
import { createWriteLimits } from './write-limits';
import { gzipPage } from './gzip-template';
import { businessMetrics } from '../../observability/metrics';

const DEMO_MEDIA_DIR = path.resolve(import.meta.dirname, '../../../assets/demo-media');
const UUID_PATTERN = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/** Google Maps may be framed (only after the guest asks); nothing else leaves our server. */
export const PAGE_CSP = [
  "default-src 'self'",
  "img-src 'self' data:",
  "style-src 'self' 'unsafe-inline'",
  "script-src 'self'",
  "font-src 'self'",
  "connect-src 'self'",
  "media-src 'self' https:",
  'frame-src https://www.google.com https://maps.google.com',
  "frame-ancestors 'self'",
  "form-action 'self'",
  "base-uri 'none'",
  "object-src 'none'",
].join('; ');

type Query = Record<string, unknown>;

function isInvitationSlug(slug: string): boolean {
  return hasSlugShape(slug) && !isReservedSlug(slug);
}

function positiveInt(value: unknown): number | null {
  const number = typeof value === 'string' ? Number(value) : NaN;
  return Number.isInteger(number) && number > 0 && number < 100_000 ? number : null;
}

function wantsJson(request: FastifyRequest): boolean {
  return (request.headers.accept ?? '').includes('application/json');
}

export interface PublicInvitationsOptions {
  previewTokens: PreviewTokens;
  /** The pages' script, styles and fonts, built once at start for every route that renders. */
  assets: ThemeAssets;
  /** Seconds a rendered page is served before one query checks it is still current. */
  freshForMs?: number;
}

/**
 * The pages guests open: `/{slug}` on the main host and `/` on `{slug}.{INVITATION_DOMAIN}`, their
 * forms, calendar file and link-preview image, the owner's draft preview, and the page's own
 * script, fonts and demo photos.
 */
export async function publicInvitationsRoutes(
  app: FastifyInstance,
  options: PublicInvitationsOptions,
): Promise<void> {
  const site = app.config.site;
  const { assets } = options;
  const cache = new InvitationPageCache(app.db, (source) => renderSource(source, assets, site), {
    freshForMs: options.freshForMs ?? 3000,
    maxEntries: 1000,
  });
  // Pages on couples' own domains carry that domain in their canonical and preview addresses, so
  // they are rendered and cached apart from the `/{slug}` pages (decision 013).
  const domainOrigins = new Map<string, string>();
  const domainCache = new InvitationPageCache(
    app.db,
    (source) => renderSource(source, assets, site, false, domainOrigins.get(source.invitation.id)),
    { freshForMs: options.freshForMs ?? 3000, maxEntries: 200 },
  );
  const limits = createWriteLimits(app.sharedCounters);
  app.pageChanges.subscribe((changed) => {
    cache.invalidate(changed);
    domainCache.invalidate(changed);
  });
  const hostPattern = invitationHostPattern(site);
  const ogImages = new Map<string, Buffer>();
  const notFoundHtml = renderNotFoundPage({
    brandName: site.brandName,
    homeUrl: `${site.publicUrl}/`,
  });

  acceptFormPosts(app, 16 * 1024);

  await app.register(fastifyStatic, {
    root: DEMO_MEDIA_DIR,
    prefix: `${DEMO_PHOTO_ROUTE}/`,
    decorateReply: false,
    maxAge: '7d',
  });

  app.get<{ Params: { file: string } }>(`${ASSET_PREFIX}:file`, (request, reply) => {
    const file = assets.files.get(`${ASSET_PREFIX}${request.params.file}`);
    if (!file) return reply.callNotFound();
    return reply
      .header('Cache-Control', 'public, max-age=31536000, immutable')
      .type(file.type)
      .send(file.body);
  });

  const sendNotFound = (reply: FastifyReply) =>
    reply
      .status(404)
      .header('Cache-Control', 'no-cache')
      .header('X-Robots-Tag', 'noindex')
      .type('text/html; charset=utf-8')
      .send(notFoundHtml);

  const pageHeaders = (reply: FastifyReply, indexable: boolean) =>
    reply
      .header('Content-Security-Policy', PAGE_CSP)
      .header('X-Robots-Tag', indexable ? 'all' : 'noindex, nofollow')
      .type('text/html; charset=utf-8');

  async function noticesFor(entry: CachedPage, query: Query, personal: PersonalContext | null) {
    let rsvpNotice: Notice | null = null;
    let wishNotice: Notice | null = null;
    let rsvpPass = false;
    const answerId = typeof query.jawaban === 'string' ? query.jawaban : '';
    if (UUID_PATTERN.test(answerId)) {
      const rsvp = await findRsvp(app.db, entry.source.invitation.id, answerId);
      if (rsvp) rsvpNotice = { ok: true, text: rsvpAnswerText(rsvp) };
      rsvpPass = rsvp !== null && personal?.guest.rsvp?.attendance === 'hadir';
    }
    if (query.terkirim === 'ucapan')
      wishNotice = { ok: true, text: PUBLIC_WRITE_MESSAGES.wishSaved };
    const error = errorNotice(query.galat);
    if (error) {
      if (query.form === 'ucapan') wishNotice = error;
      else rsvpNotice = error;
    }
    return { rsvpNotice, wishNotice, rsvpPass };
  }

  /** On our own host an unknown one-segment path is the app's 404, not a missing invitation. */
  async function servePage(
    request: FastifyRequest,
    reply: FastifyReply,
    slug: string,
    pages = cache,
    onOwnHost = false,
  ) {
    const entry = await pages.get(slug);
    if (!entry) {
      const moved = await redirectOldSlug(app.db, request, reply, slug, site);
      if (moved) return moved;
      if (onOwnHost && !(await isKnownInvitationSlug(app.db, slug))) return reply.callNotFound();
      return sendNotFound(reply);
    }
    const query = request.query as Query;
    const personal = await resolvePersonalGuest(
      app.db,
      entry.source.invitation.id,
      query.g,
      site.publicUrl,
    );
    if (personal && (await markGuestOpened(app.db, personal.guest.id)))
      app.invitationEvents.publish(entry.source.invitation.id, 'opened');
    const guestName = personal ? personal.guest.name : resolveGuest(query).name;
    const page = personal ? (entry.personal ??= renderPersonal(entry.model, assets)) : entry;
    const wishes = entry.model.sections.includes('guest_book')
      ? await pages.wishesPage(entry, positiveInt(query.ucapan) ?? 1)
      : null;
    const map =
      query.peta === 'ibadah' || query.peta === 'resepsi' ? (query.peta as EventKey) : null;
    const values = pageSlotValues(entry.model, {
      guestName,
      now: new Date(),
      wishes,
      map,
      personal: personal?.view ?? null,
      ...(await noticesFor(entry, query, personal)),
    });
    pageHeaders(reply, entry.model.indexable)
      .header('Cache-Control', personal ? 'private, no-store' : 'no-cache')
      .header('Vary', 'Accept-Encoding');
    // The token answers this guest's RSVP: links out of their page do not carry it along.
    if (personal) reply.header('Referrer-Policy', 'same-origin');
    if (/\bgzip\b/.test(request.headers['accept-encoding'] ?? '')) {
      return reply.header('Content-Encoding', 'gzip').send(gzipPage(page.gzip, values));
    }
    return reply.send(fillTemplate(page.template, values));
  }

  /** Slugs our own pages use go on to the web app (or the API's 404). */
  function slugOrPass(request: FastifyRequest<{ Params: { slug: string } }>, reply: FastifyReply) {
    const { slug } = request.params;
    if (isInvitationSlug(slug)) return slug;
    void reply.callNotFound();
    return null;
  }

  app.get<{ Params: { slug: string } }>('/:slug', async (request, reply) => {
    const slug = slugOrPass(request, reply);
    if (slug) return servePage(request, reply, slug, cache, true);
    return reply;
  });

  app.get('/', { constraints: { host: hostPattern } }, async (request, reply) => {
    const slug = slugFromHost(request.headers.host, hostPattern);
    if (!slug || isReservedSlug(slug)) return sendNotFound(reply);
    return servePage(request, reply, slug);
  });

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
  app.get('/', { constraints: { coupleDomain: 'couple' } }, async (request, reply) => {
    const domain = request.customDomain;
    if (!domain) return sendNotFound(reply);
    domainOrigins.set(domain.invitationId, `https://${domain.hostname}`);
    if (domainOrigins.size > 1000) domainOrigins.delete(domainOrigins.keys().next().value!);
    return servePage(request, reply, domain.slug, domainCache);
  });

  app.get<{ Params: { slug: string } }>('/:slug/ucapan', async (request, reply) => {
    const slug = slugOrPass(request, reply);
    if (!slug) return reply;
    const entry = await cache.get(slug);
    if (!entry || !entry.model.sections.includes('guest_book')) return sendNotFound(reply);
    const query = request.query as Query;
    const page = await cache.wishesPage(entry, positiveInt(query.halaman) ?? 1);
    return reply
      .header('Cache-Control', 'no-cache')
      .type('text/html; charset=utf-8')
      .send(
        wishesHtml({
          ...page,
          query: guestQuery(resolveGuest(query).name, guestTokenFrom(query.g)),
        }),
      );
  });

  /** Where a form post without JavaScript goes back to: the page on the host it came from. */
  function pagePath(request: FastifyRequest, slug: string): string {
    const ownHost =
      request.customDomain?.slug === slug ||
      slugFromHost(request.headers.host, hostPattern) === slug;
    return ownHost ? '/' : `/${slug}`;
  }

  function backToPage(
    request: FastifyRequest,
    reply: FastifyReply,
    slug: string,
    params: Record<string, string>,
    anchor: string,
  ) {
    const body = (request.body ?? {}) as Query;
    const search = new URLSearchParams();
    const token = guestTokenFrom(body.g);
    const guestName = resolveGuest({ to: body.to }).name;
    if (token) search.set('g', token);
    else if (guestName) search.set('to', guestName);
    for (const [key, value] of Object.entries(params)) search.set(key, value);
    return reply.redirect(`${pagePath(request, slug)}?${search.toString()}#${anchor}`, 303);
  }

  const FIELD_CODES: Record<string, ErrorCode> = {
    name: 'name',
    attendance: 'attendance',
    guests: 'guests',
    message: 'message',
  };

  /**
   * security.md 26-28 for both forms: published invitations only, the feature on, rate limits per
   * IP and invitation, the honeypot, then the shared schema.
   */
  async function publicWrite<T>(
    request: FastifyRequest<{ Params: { slug: string } }>,
    reply: FastifyReply,
    form: { section: SectionKind; feature: PlanFeature; anchor: string; formName: string },
    write: (
      entry: CachedPage,
      body: Query,
    ) => Promise<{ message: string; data: T; params: Record<string, string> }>,
  ) {
    const slug = slugOrPass(request, reply);
    if (!slug) return reply;
    const json = wantsJson(request);
    const entry = await cache.get(slug);
    if (!entry) {
      if (json) throw new AppError(404, PUBLIC_WRITE_MESSAGES.closed);
      return sendNotFound(reply);
    }
    if (!entry.model.sections.includes(form.section)) {
      throw new AppError(
        403,
        form.feature === 'rsvp'
          ? PUBLIC_WRITE_MESSAGES.rsvpUnavailable
          : PUBLIC_WRITE_MESSAGES.guestBookUnavailable,
      );
    }
    if (!(await limits.allow(request.ip, entry.source.invitation.id))) {
      if (json) throw new AppError(429, PUBLIC_WRITE_MESSAGES.tooMany);
      return backToPage(request, reply, slug, { galat: 'limit', form: form.formName }, form.anchor);
    }
    const body = (request.body ?? {}) as Query;
    const honeypot = body[HONEYPOT_FIELD];
    if (typeof honeypot === 'string' && honeypot.trim() !== '') {
      request.log.info({ slug }, 'public write dropped by the honeypot');
      if (json) return envelope(null, PUBLIC_WRITE_MESSAGES.wishSaved);
      return backToPage(request, reply, slug, {}, form.anchor);
    }
    try {
      const result = await write(entry, body);
      if (form.feature === 'rsvp') businessMetrics.rsvps.inc();
      app.pageChanges.publish(slug);
      app.invitationEvents.publish(
        entry.source.invitation.id,
        form.feature === 'rsvp' ? 'rsvp' : 'wish',
      );
      if (json) return envelope(result.data, result.message);
      return backToPage(request, reply, slug, result.params, form.anchor);
    } catch (error) {
      if (json || !(error instanceof ValidationError)) throw error;
      const field = Object.keys(error.errors)[0] ?? '';
      const code = FIELD_CODES[field] ?? 'name';
      return backToPage(request, reply, slug, { galat: code, form: form.formName }, form.anchor);
    }
  }

  /**
   * An answer from a personal link lands on the guest's record (headcount capped at what was
   * invited) and, under the name on the couple's list, among the couple's answers: answering again
   * replaces both, so nobody is counted twice.
   */
  async function personalRsvp(invitationId: string, personal: PersonalContext, body: Query) {
    const input = parseInput(guestRsvpInputSchema, body);
    const recorded = await recordGuestRsvp(app.db, personal.guest.id, input);
    if (!recorded) throw new AppError(404, PUBLIC_WRITE_MESSAGES.closed);
    const rsvp = await saveRsvp(app.db, invitationId, { name: personal.guest.name, ...recorded });
    const pass =
      recorded.attendance === 'hadir'
        ? `<div class="pass">${guestPassHtml(personal.view)}</div>`
        : undefined;
    return {
      message: rsvpAnswerText(rsvp),
      data: {
        id: rsvp.id,
        name: rsvp.name,
        attendance: rsvp.attendance,
        guests: rsvp.guests,
        pass,
      },
      params: { jawaban: rsvp.id },
    };
  }

  app.post<{ Params: { slug: string } }>('/:slug/rsvp', (request, reply) =>
    publicWrite(
      request,
      reply,
      { section: 'rsvp', feature: 'rsvp', anchor: 'rsvp', formName: 'rsvp' },
      async (entry, body) => {
        const invitationId = entry.source.invitation.id;
        const personal = await resolvePersonalGuest(app.db, invitationId, body.g, site.publicUrl);
        if (personal) return personalRsvp(invitationId, personal, body);
        const input = parseInput(rsvpInputSchema, body);
        const rsvp = await saveRsvp(app.db, invitationId, input);
        return {
          message: rsvpAnswerText(rsvp),
          data: { id: rsvp.id, name: rsvp.name, attendance: rsvp.attendance, guests: rsvp.guests },
          params: { jawaban: rsvp.id },
        };
      },
    ),
  );

  app.post<{ Params: { slug: string } }>('/:slug/ucapan', (request, reply) =>
    publicWrite(
      request,
      reply,
      { section: 'guest_book', feature: 'guest_book', anchor: 'ucapan', formName: 'ucapan' },
      async (entry, body) => {
        const input = parseInput(wishInputSchema, body);
        const { wish } = await addWish(app.db, entry.source.invitation.id, input);
        return {
          message: PUBLIC_WRITE_MESSAGES.wishSaved,
          data: { id: wish.id },
          params: { terkirim: 'ucapan' },
        };
      },
    ),
  );

  app.get<{ Params: { slug: string } }>('/:slug/kalender.ics', async (request, reply) => {
    const slug = slugOrPass(request, reply);
    if (!slug) return reply;
    const entry = await cache.get(slug);
    if (!entry) return sendNotFound(reply);
    const wanted = (request.query as Query).acara;
    const events = entry.model.events.filter(
      (event) => event.startsAt && (!wanted || event.key === wanted),
    );
    if (!events.length) return sendNotFound(reply);
    const ics = calendarFile({
      model: entry.model,
      events,
      invitationId: entry.source.invitation.id,
      domain: site.invitationDomain,
      now: new Date(),
    });
    return reply
      .header('Content-Disposition', `attachment; filename="undangan-${slug}.ics"`)
      .header('Cache-Control', 'no-cache')
      .type('text/calendar; charset=utf-8')
      .send(ics);
  });

  app.get<{ Params: { slug: string } }>('/:slug/og.jpg', async (request, reply) => {
    const slug = slugOrPass(request, reply);
    if (!slug) return reply;
    const entry = await cache.get(slug);
    if (!entry) return sendNotFound(reply);
    const { invitation, plan } = entry.source;
    const subject = { invitationId: invitation.id, version: invitation.version, plan };
    const key = linkPreviewKey(subject);
    let image = ogImages.get(key);
    if (!image) {
      image = await linkPreviewImage(app.fileStorage, { ...subject, model: entry.model });
      if (ogImages.size >= 200) ogImages.delete(ogImages.keys().next().value!);
      ogImages.set(key, image);
    }
    return reply.header('Cache-Control', 'public, max-age=86400').type('image/jpeg').send(image);
  });

  app.get('/pratinjau', async (request, reply) => {
    const token = (request.query as Query).token;
    const invitationId =
      typeof token === 'string' ? await options.previewTokens.verify(token) : null;
    const source = invitationId ? await loadInvitationSource(app.db, { id: invitationId }) : null;
    if (!source) return sendNotFound(reply);
    const { model, template } = renderSource(source, assets, site, true);
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
