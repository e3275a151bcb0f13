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

type Seen = EventView & { session: EventView['sessions'][number] | null };

/** "Sabtu, 15 Juni 2030 · Sesi 1: Pukul 11.00 - 13.00 WITA": the day and the guest's own hours. */
function whenOf(event: Seen, lang: GuestLanguage): string {
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
 * The events a personal link's guest is invited to (issue 27), in order, with their session's
 * time and their answer to each: what the per-event RSVP asks and the guest pass shows, in the
 * guest's language.
 */
export async function personalEventViews(
  db: Db,
  invitation: { id: string; content: InvitationContent },
  guestId: string,
  lang: GuestLanguage,
): Promise<PersonalEventView[]> {
  const [events, invites, answers] = await Promise.all([
    loadEvents(db, invitation),
    invitesOfGuests(db, invitation.id, [guestId]),
    db
      .select({
        eventId: eventAnswers.eventId,
        attendance: eventAnswers.attendance,
        guests: eventAnswers.guests,
      })
      .from(eventAnswers)
      .where(eq(eventAnswers.guestId, guestId)),
  ]);
  const seen = eventsForGuest(
    events.filter((event) => event.active),
    invites.get(guestId) ?? [],
  );
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
