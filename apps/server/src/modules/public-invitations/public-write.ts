import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import {
  guestCopy,
  guestLanguageFromQuery,
  HONEYPOT_FIELD,
  type GuestLanguage,
  type PlanFeature,
} from '@kabar/shared';
import type { SectionKind } from '@kabar/themes';
import { envelope } from '../../http/envelope';
import { AppError, ValidationError } from '../../http/errors';
import { businessMetrics } from '../../observability/metrics';
import { guestTokenFrom, resolveGuest } from './guest-context';
import { slugFromHost } from './invitation-host';
import type { ErrorCode } from './notices';
import { pageLanguage } from './page-language';
import { redirectOldSlug } from './old-slug-redirect';
import type { CachedPage } from './page-cache';
import type { PublicPages, Query } from './public-pages';
import { createWriteLimits } from './write-limits';

const FIELD_CODES: Record<string, ErrorCode> = {
  name: 'name',
  attendance: 'attendance',
  guests: 'guests',
  message: 'message',
};

export interface PublicWriteForm {
  section: SectionKind;
  feature: PlanFeature;
  anchor: string;
  formName: string;
}

export type PublicWriteResult<T> = { message: string; data: T; params: Record<string, string> };
export type PublicWrite<T> = (
  entry: CachedPage,
  body: Query,
  lang: GuestLanguage,
) => Promise<PublicWriteResult<T>>;

function wantsJson(request: FastifyRequest): boolean {
  return (request.headers.accept ?? '').includes('application/json');
}

/**
 * docs/security.md #26-28 for both guest forms: published invitations only, the feature on, rate
 * limits per IP and invitation, the honeypot, then the shared schema. A plain form post goes back
 * to the page with its notice; a JSON post gets the envelope.
 */
export function createPublicWrite(app: FastifyInstance, publicPages: PublicPages) {
  const { cache, hostPattern, sendNotFound, slugOrPass } = publicPages;
  const limits = createWriteLimits(app.sharedCounters);

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
    // The page's language goes along only where the browser alone would not choose it again.
    const lang = guestLanguageFromQuery(body.lang);
    if (lang && lang !== pageLanguage(request, null).lang) search.set('lang', lang);
    for (const [key, value] of Object.entries(params)) search.set(key, value);
    return reply.redirect(`${pagePath(request, slug)}?${search.toString()}#${anchor}`, 303);
  }

  return async function publicWrite<T>(
    request: FastifyRequest<{ Params: { slug: string } }>,
    reply: FastifyReply,
    form: PublicWriteForm,
    write: PublicWrite<T>,
  ) {
    const slug = slugOrPass(request, reply);
    if (!slug) return reply;
    const json = wantsJson(request);
    const body = (request.body ?? {}) as Query;
    // The page's forms say which language they were read in (issue 30).
    const lang = pageLanguage(request, body.lang).lang;
    const errors = guestCopy(lang).errors;
    const entry = await cache.get(slug);
    if (!entry) {
      const moved = await redirectOldSlug(app.db, request, reply, slug, publicPages.site);
      if (moved) return moved;
      if (json) throw new AppError(404, errors.notFound);
      return sendNotFound(reply);
    }
    if (!entry.model.sections.includes(form.section)) {
      throw new AppError(
        403,
        form.feature === 'rsvp' ? errors.rsvpUnavailable : errors.guestBookUnavailable,
      );
    }
    if (!(await limits.allow(request.ip, entry.source.invitation.id))) {
      if (json) throw new AppError(429, errors.limit);
      return backToPage(request, reply, slug, { galat: 'limit', form: form.formName }, form.anchor);
    }
    const honeypot = body[HONEYPOT_FIELD];
    if (typeof honeypot === 'string' && honeypot.trim() !== '') {
      request.log.info({ slug }, 'public write dropped by the honeypot');
      if (json) return envelope(null, guestCopy(lang).notices.wishSaved);
      return backToPage(request, reply, slug, {}, form.anchor);
    }
    try {
      const result = await write(entry, body, lang);
      if (form.feature === 'rsvp') businessMetrics.rsvps.inc();
      app.pageChanges.publish(slug);
      app.invitationEvents.publish(
        entry.source.invitation.id,
        form.feature === 'rsvp' ? 'rsvp' : 'wish',
      );
      if (json) return envelope(result.data, result.message);
      return backToPage(request, reply, slug, result.params, form.anchor);
    } catch (error) {
      const refusal = refusalCode(error);
      if (!json && refusal) {
        return backToPage(
          request,
          reply,
          slug,
          { galat: refusal, form: form.formName },
          form.anchor,
        );
      }
      if (json) throw lang === 'id' ? error : inLanguage(error, lang);
      if (!(error instanceof ValidationError)) throw error;
      const code = fieldCode(error);
      return backToPage(request, reply, slug, { galat: code, form: form.formName }, form.anchor);
    }
  };
}

/** A per-event field (`attendance_<eventId>`, issue 27) is told as its plain one. */
const plainField = (field: string) => field.replace(/_.*$/, '');

function fieldCode(error: ValidationError): ErrorCode {
  return FIELD_CODES[plainField(Object.keys(error.errors)[0] ?? '')] ?? 'name';
}

/**
 * A refusal told to an English page's script: the schemas and the event rules speak Indonesian
 * (the couple's app shares them), so the guest gets the catalogue's words for the same problem.
 */
function inLanguage(error: unknown, lang: GuestLanguage): unknown {
  const errors = guestCopy(lang).errors;
  if (error instanceof ValidationError) {
    const code = fieldCode(error);
    const translated = Object.fromEntries(
      Object.keys(error.errors).map((field) => [
        field,
        errors[FIELD_CODES[plainField(field)] ?? code],
      ]),
    );
    return new ValidationError(translated, errors[code], error.statusCode);
  }
  const refusal = refusalCode(error);
  if (refusal && error instanceof AppError) {
    return new AppError(error.statusCode, errors[refusal], error.data);
  }
  return error;
}

/** A full session or a closed RSVP (issue 27), told to a page without JavaScript by its code. */
function refusalCode(error: unknown): 'full' | 'closed' | null {
  if (!(error instanceof AppError) || error.statusCode !== 409) return null;
  const code = (error.data as { code?: unknown } | null)?.code;
  return code === 'full' || code === 'closed' ? code : null;
}
