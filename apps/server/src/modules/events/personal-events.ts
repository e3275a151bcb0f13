import { eq } from 'drizzle-orm';
import {
  eventsForGuest,
  formatEventTime,
  formatLongDate,
  guestEventTitle,
  type GuestLanguage,
  type InvitationContent,
} from '@kabar/shared';
import type { PersonalEventView } from '@kabar/themes';
import type { Db } from '../../db/client';
import { eventAnswers } from './events.schema';
import { invitesOfGuests } from './guest-event-invites';
import { loadEvents, type EventView } from './invitation-events';

/** One of a guest's events, with their session when it is split. */
export type GuestEvent = EventView & { session: EventView['sessions'][number] | null };

/** "Sabtu, 15 Juni 2030 · Sesi 1: Pukul 11.00 - 13.00 WITA": the day and the guest's own hours. */
function whenOf(event: GuestEvent, lang: GuestLanguage): string {
  const { session } = event;
  const time = formatEventTime(
    {
      start: session?.startTime ?? event.startTime,
      end: session ? session.endTime : event.endTime,
      zone: event.timeZone,
    },
    lang,
  );
  const hours = session && time ? `${guestEventTitle(session.title, lang)}: ${time}` : time;
  return [formatLongDate(event.date, lang), hours].filter(Boolean).join(' · ');
}

/**
 * The events a personal link's guest is invited to (issue 27), in order, each with their session:
 * read once per request for their page, their answers and their calendar file.
 */
export async function guestEventsOf(
  db: Db,
  invitation: { id: string; content: InvitationContent },
  guestId: string,
): Promise<GuestEvent[]> {
  const [events, invites] = await Promise.all([
    loadEvents(db, invitation),
    invitesOfGuests(db, invitation.id, [guestId]),
  ]);
  return eventsForGuest(
    events.filter((event) => event.active),
    invites.get(guestId) ?? [],
  );
}

/**
 * A guest's events with their session's time and their answer to each, in the guest's language:
 * what the per-event RSVP asks and the guest pass shows.
 */
export async function personalEventViews(
  db: Db,
  seen: readonly GuestEvent[],
  guestId: string,
  lang: GuestLanguage,
): Promise<PersonalEventView[]> {
  const answers = await db
    .select({
      eventId: eventAnswers.eventId,
      attendance: eventAnswers.attendance,
      guests: eventAnswers.guests,
    })
    .from(eventAnswers)
    .where(eq(eventAnswers.guestId, guestId));
  return seen.map((event) => {
    const answer = answers.find((entry) => entry.eventId === event.id);
    return {
      id: event.id,
      title: guestEventTitle(event.title, lang),
      when: whenOf(event, lang),
      session: event.session ? guestEventTitle(event.session.title, lang) : null,
      answer: answer ? { attendance: answer.attendance, guests: answer.guests } : null,
    };
  });
}
