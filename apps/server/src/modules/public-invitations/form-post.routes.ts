import type { FastifyInstance } from 'fastify';
import {
  AFTER_WEDDING_MESSAGES,
  eventAnswersFormSchema,
  guestCopy,
  guestRsvpInputSchema,
  hasEventAnswers,
  isAfterWedding,
  rsvpInputSchema,
  wishInputSchema,
  type GuestLanguage,
} from '@kabar/shared';
import { guestPassHtml } from '@kabar/themes';
import { AppError } from '../../http/errors';
import { parseInput } from '../../http/validate';
import { answerEvents, answerInvitedEvents } from '../events/event-answers';
import { addWish, saveRsvp } from '../rsvps/rsvps.queries';
import type { Rsvp } from '../rsvps/rsvps.schema';
import { acceptFormPosts } from './form-body';
import { resolvePersonalGuest, type PersonalContext } from './guest-context';
import { rsvpAnswerText } from './notices';
import type { PublicPages, Query } from './public-pages';
import { createPublicWrite } from './public-write';

/** The answer to an RSVP: its notice, the answer itself (with the guest pass), the page's marker. */
function answered(rsvp: Rsvp, lang: GuestLanguage, pass?: string) {
  return {
    message: rsvpAnswerText(rsvp, lang),
    data: { id: rsvp.id, name: rsvp.name, attendance: rsvp.attendance, guests: rsvp.guests, pass },
    params: { jawaban: rsvp.id },
  };
}

/** The guests' two forms, RSVP and 'Ucapan & Doa', as plain form posts or JSON. */
export function formPostRoutes(app: FastifyInstance, publicPages: PublicPages): void {
  const { site } = publicPages;
  const publicWrite = createPublicWrite(app, publicPages);
  acceptFormPosts(app, 16 * 1024);

  /**
   * An answer from a personal link lands on the guest's record (headcount capped at what was
   * invited) and, under the name on the couple's list, among the couple's answers: answering again
   * replaces both, so nobody is counted twice.
   */
  async function personalRsvp(
    invitationId: string,
    personal: PersonalContext,
    body: Query,
    lang: GuestLanguage,
  ) {
    const eventIds = (personal.view.events ?? []).map((event) => event.id);
    // A guest invited to several events answered each (issue 27); else one answer for all.
    const rsvp = hasEventAnswers(body)
      ? await answerEvents(
          app.db,
          personal.guest.id,
          parseInput(eventAnswersFormSchema(eventIds), body),
          { message: parseInput(guestRsvpInputSchema.pick({ message: true }), body).message },
        )
      : await answerInvitedEvents(
          app.db,
          invitationId,
          personal.guest.id,
          parseInput(guestRsvpInputSchema, body),
        );
    if (!rsvp) throw new AppError(404, guestCopy(lang).errors.notFound);
    const pass =
      rsvp.attendance === 'hadir'
        ? `<div class="pass">${guestPassHtml(personal.view, lang)}</div>`
        : undefined;
    return answered(rsvp, lang, pass);
  }

  app.post<{ Params: { slug: string } }>('/:slug/rsvp', (request, reply) =>
    publicWrite(
      request,
      reply,
      { section: 'rsvp', feature: 'rsvp', anchor: 'rsvp', formName: 'rsvp' },
      async (entry, body, lang) => {
        const invitationId = entry.source.invitation.id;
        // The page has turned into the album: an old tab's answer is refused (issue 29).
        if (isAfterWedding(entry.source.weddingEvents ?? [], new Date())) {
          throw new AppError(409, AFTER_WEDDING_MESSAGES.rsvpClosed, { code: 'closed' });
        }
        const personal = await resolvePersonalGuest(
          app.db,
          entry.source.invitation,
          body.g,
          site.publicUrl,
          () => lang,
        );
        if (personal) return personalRsvp(invitationId, personal, body, lang);
        const input = parseInput(rsvpInputSchema, body);
        return answered(await saveRsvp(app.db, invitationId, input), lang);
      },
    ),
  );

  app.post<{ Params: { slug: string } }>('/:slug/ucapan', (request, reply) =>
    publicWrite(
      request,
      reply,
      { section: 'guest_book', feature: 'guest_book', anchor: 'ucapan', formName: 'ucapan' },
      async (entry, body, lang) => {
        const input = parseInput(wishInputSchema, body);
        const { wish } = await addWish(app.db, entry.source.invitation.id, input);
        return {
          message: guestCopy(lang).notices.wishSaved,
          data: { id: wish.id },
          params: { terkirim: 'ucapan' },
        };
      },
    ),
  );
}
