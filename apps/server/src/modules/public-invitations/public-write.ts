import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { HONEYPOT_FIELD, PUBLIC_WRITE_MESSAGES, type PlanFeature } from '@kabar/shared';
import type { SectionKind } from '@kabar/themes';
import { envelope } from '../../http/envelope';
import { AppError, ValidationError } from '../../http/errors';
import { businessMetrics } from '../../observability/metrics';
import { guestTokenFrom, resolveGuest } from './guest-context';
import { slugFromHost } from './invitation-host';
import type { ErrorCode } from './notices';
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
    for (const [key, value] of Object.entries(params)) search.set(key, value);
    return reply.redirect(`${pagePath(request, slug)}?${search.toString()}#${anchor}`, 303);
  }

  return async function publicWrite<T>(
    request: FastifyRequest<{ Params: { slug: string } }>,
    reply: FastifyReply,
    form: PublicWriteForm,
    write: (entry: CachedPage, body: Query) => Promise<PublicWriteResult<T>>,
  ) {
    const slug = slugOrPass(request, reply);
    if (!slug) return reply;
    const json = wantsJson(request);
    const entry = await cache.get(slug);
    if (!entry) {
      const moved = await redirectOldSlug(app.db, request, reply, slug, publicPages.site);
      if (moved) return moved;
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
      if (json || !(error instanceof ValidationError)) throw error;
      // A per-event field (`attendance_<eventId>`, issue 27) is told as its plain one.
      const field = (Object.keys(error.errors)[0] ?? '').replace(/_.*$/, '');
      const code = FIELD_CODES[field] ?? 'name';
      return backToPage(request, reply, slug, { galat: code, form: form.formName }, form.anchor);
    }
  };
}

/** A full session or a closed RSVP (issue 27), told to a page without JavaScript by its code. */
function refusalCode(error: unknown): 'full' | 'closed' | null {
  if (!(error instanceof AppError) || error.statusCode !== 409) return null;
  const code = (error.data as { code?: unknown } | null)?.code;
  return code === 'full' || code === 'closed' ? code : null;
}
