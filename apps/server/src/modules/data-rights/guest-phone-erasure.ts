import { and, eq, inArray, isNotNull, sql } from 'drizzle-orm';
import { guestPhonesDue, lastEventEnd } from '@kabar/shared';
import type { Db } from '../../db/client';
import { eventSessions, weddingEvents } from '../events/events.schema';
import { guests } from '../guests/guests.schema';

/**
 * Guests' phone numbers are kept only as long as the wedding needs them (decision 043): a set
 * time after the invitation's last event ends, they are erased. Names, answers and wishes stay
 * with the couple. Only invitations that still hold a phone are looked at.
 */
export async function eraseDueGuestPhones(db: Db, retentionDays: number, now = new Date()) {
  const holding = await db
    .selectDistinct({ invitationId: guests.invitationId })
    .from(guests)
    .where(isNotNull(guests.phone));
  const ids = holding.map((row) => row.invitationId);
  if (!ids.length) return 0;
  const [events, sessions] = await Promise.all([
    db.select().from(weddingEvents).where(inArray(weddingEvents.invitationId, ids)),
    db
      .select({ session: eventSessions, invitationId: weddingEvents.invitationId })
      .from(eventSessions)
      .innerJoin(weddingEvents, eq(weddingEvents.id, eventSessions.eventId))
      .where(inArray(weddingEvents.invitationId, ids)),
  ]);
  const due = ids.filter((id) => {
    const own = events
      .filter((event) => event.invitationId === id)
      .map((event) => ({
        ...event,
        sessions: sessions
          .filter((row) => row.session.eventId === event.id)
          .map((row) => row.session),
      }));
    return guestPhonesDue(lastEventEnd(own), now, retentionDays);
  });
  if (!due.length) return 0;
  const erased = await db
    .update(guests)
    .set({ phone: null, updatedAt: sql`now()` })
    .where(and(inArray(guests.invitationId, due), isNotNull(guests.phone)))
    .returning({ id: guests.id });
  return erased.length;
}
