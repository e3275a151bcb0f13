import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { formatShortDateTime, guestCopy, isRsvpClosed, type GuestLanguage } from '@kabar/shared';
import { pageRequestKey, pageSlotValues, type EventKey, type Notice } from '@kabar/themes';
import { findRsvp } from '../rsvps/rsvps.queries';
import { markGuestOpened } from '../guests/guest-links';
import { resolveGuest, resolvePersonalGuest, type PersonalContext } from './guest-context';
import { errorNotice, rsvpAnswerText } from './notices';
import type { CachedPage, InvitationPageCache } from './page-cache';
import { hotRequest } from './hot-answers';
import { pageHeaderValues, pageHeaders } from './page-responses';
import { positiveInt, type PublicPages, type Query } from './public-pages';
import { pageLanguage } from './page-language';
import { personalPageOf } from './personal-page';
import { isKnownInvitationSlug } from './slug-known';
import { redirectOldSlug } from './old-slug-redirect';
import { gzipPage, plainPage } from './page-bytes';
import { pageResponseKey } from './response-cache';

const UUID_PATTERN = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/**
 * A page route's handler. A page answered for the same request earlier in this second
 * (hot-answers.ts) goes out again before the address is checked or anything is worked out, in the
 * turn its request arrived in and with no promise for Fastify to settle: an async handler that
 * returns its reply costs two more microtasks and Fastify's wait on the reply. Any other request
 * is `serve`'s.
 */
export function repeatOr<Request extends FastifyRequest>(
  pages: InvitationPageCache,
  serve: (request: Request, reply: FastifyReply) => Promise<unknown>,
): (request: Request, reply: FastifyReply) => Promise<unknown> | undefined {
  return (request, reply) => {
    const repeat = pages.hotAnswers.get(request.headers, request.url, Date.now());
    if (!repeat) return serve(request, reply);
    reply.headers(repeat.headers).send(repeat.body);
    return undefined;
  };
}

export type ServePage = (
  request: FastifyRequest,
  reply: FastifyReply,
  slug: string,
  pages?: InvitationPageCache,
  onOwnHost?: boolean,
) => Promise<FastifyReply | void>;

/**
 * Answers an invitation page from its cache: the guest's name or personal link, the countdown,
 * the notices after a form post and the wishes filled into the template rendered once.
 */
export function createPageServer(app: FastifyInstance, publicPages: PublicPages): ServePage {
  const { assets, site, cache, responses, sendNotFound } = publicPages;

  function noticesFor(
    entry: CachedPage,
    query: Query,
    personal: PersonalContext | null,
    lang: GuestLanguage,
    /** The answer a form post came back with (`?jawaban=`): null if not this invitation's. */
    answer: Awaited<ReturnType<typeof findRsvp>> | undefined,
  ) {
    const copy = guestCopy(lang);
    let rsvpNotice: Notice | null = null;
    let wishNotice: Notice | null = null;
    let rsvpPass = false;
    if (answer !== undefined) {
      if (answer) rsvpNotice = { ok: true, text: rsvpAnswerText(answer, lang) };
      rsvpPass = answer !== null && personal?.guest.rsvp?.attendance === 'hadir';
    }
    if (query.terkirim === 'ucapan') wishNotice = { ok: true, text: copy.notices.wishSaved };
    const error = errorNotice(query.galat, lang);
    if (error) {
      if (query.form === 'ucapan') wishNotice = error;
      else rsvpNotice = error;
    }
    const deadline = entry.source.rsvpDeadline ?? null;
    if (!rsvpNotice && deadline && isRsvpClosed(deadline, new Date())) {
      rsvpNotice = {
        ok: false,
        text: copy.notices.rsvpClosedSince(formatShortDateTime(deadline, 'WIB', lang)),
      };
    }
    return { rsvpNotice, wishNotice, rsvpPass };
  }

  /** On our own host an unknown one-segment path is the app's 404, not a missing invitation. */
  return async function servePage(request, reply, slug, pages = cache, onOwnHost = false) {
    const query = request.query as Query;
    const entry = pages.peek(slug) ?? (await pages.get(slug));
    if (!entry) {
      const moved = await redirectOldSlug(app.db, request, reply, slug, site);
      if (moved) return moved;
      if (onOwnHost && !(await isKnownInvitationSlug(app.db, slug))) return reply.callNotFound();
      return sendNotFound(reply);
    }
    // Awaited only where there is something to wait for: a page from memory is sent in the turn
    // its request arrived in.
    const personal =
      query.g === undefined
        ? null
        : await resolvePersonalGuest(
            app.db,
            entry.source.invitation,
            query.g,
            site.publicUrl,
            (guest) => pageLanguage(request, query.lang, guest.language).lang,
          );
    if (personal && (await markGuestOpened(app.db, personal.guest.id)))
      app.invitationEvents.publish(entry.source.invitation.id, 'opened');
    const guestName = personal ? personal.guest.name : resolveGuest(query).name;
    const language = pageLanguage(request, query.lang, personal?.guest.language);
    const plain = pages.inLanguage(entry, language.lang);
    const page = personal ? personalPageOf(entry, plain, personal.events, assets, site) : plain;
    const wishesPageNumber = positiveInt(query.ucapan) ?? 1;
    const wishes = entry.model.sections.includes('guest_book')
      ? (pages.knownWishesPage(entry, wishesPageNumber) ??
        (await pages.wishesPage(entry, wishesPageNumber)))
      : null;
    const now = new Date();
    if (entry.turnsAt && now >= entry.turnsAt) {
      const guest = personal ? { ...personal.guest, token: personal.view.token } : null;
      const html = await app.afterWeddingPage(entry.source, guest, wishes, language.lang);
      return pageHeaders(reply, entry.model.indexable)
        .header('Cache-Control', personal ? 'private, no-store' : 'no-cache')
        .header('Content-Language', language.lang)
        .header('Vary', 'Accept-Encoding, Accept-Language')
        .send(html);
    }
    const map =
      query.peta === 'ibadah' || query.peta === 'resepsi' ? (query.peta as EventKey) : null;
    const answerId =
      typeof query.jawaban === 'string' && UUID_PATTERN.test(query.jawaban) ? query.jawaban : null;
    const answer = answerId
      ? await findRsvp(app.db, entry.source.invitation.id, answerId)
      : undefined;
    const pageRequest = {
      guestName,
      now,
      wishes,
      map,
      personal: personal?.view ?? null,
      langChosen: language.chosen,
      ...noticesFor(entry, query, personal, language.lang, answer),
    };
    const headers: Record<string, string> = {
      ...pageHeaderValues(entry.model.indexable),
      'cache-control': personal ? 'private, no-store' : 'no-cache',
      'content-language': language.lang,
      vary: 'Accept-Encoding, Accept-Language',
    };
    // The token answers this guest's RSVP: links out of their page do not carry it along.
    if (personal) headers['referrer-policy'] = 'same-origin';
    const gzip = /\bgzip\b/.test(request.headers['accept-encoding'] ?? '');
    if (gzip) headers['content-encoding'] = 'gzip';
    reply.headers(headers);
    const requestKey = pageRequestKey(page.model, pageRequest);
    const key =
      requestKey && pageResponseKey(page.bytes, wishes, gzip ? 'gzip' : 'identity', requestKey);
    let body = key ? responses.get(key) : undefined;
    if (!body) {
      const values = pageSlotValues(page.model, pageRequest);
      body = gzip ? gzipPage(page.bytes, values) : plainPage(page.bytes, values);
      if (key) responses.set(key, body);
    }
    const asked = key && hotRequest(request.headers, request.url, query);
    if (asked)
      pages.hotAnswers.set(asked, now.getTime(), {
        entry,
        checkedAt: entry.checkedAt,
        headers,
        body,
      });
    return reply.send(body);
  };
}
