import { and, eq, inArray, isNotNull, sql } from 'drizzle-orm';
import type { DoorSession, GuestSide, SessionCounts } from '@kabar/shared';
import type { Db } from '../../db/client';
import { guests } from '../guests/guests.schema';
import type { Invitation } from '../invitations/invitations.schema';
import { eventAnswers, guestEvents } from './events.schema';
import { inviteUnassignedGuests } from './guest-event-invites';
import { loadEvents } from './invitation-events';
import { answerOfInvite } from './invite-answer';

/**
 * Sessions at the door (issues 27 and 28), for the desk and the control room, which app.ts hands
 * these to (the events module reads checkin's and door's modules' guests, not the reverse).
 */
export async function doorSessionsOf(db: Db, invitation: Invitation): Promise<DoorSession[]> {
  const events = await loadEvents(db, invitation);
  return events
    .filter((event) => event.active)
    .flatMap((event) =>
      event.sessions.map((session) => ({
        id: session.id,
        eventId: event.id,
        eventTitle: event.title,
        title: session.title,
        date: event.date,
        startTime: session.startTime,
        endTime: session.endTime,
        timeZone: event.timeZone,
      })),
    );
}

/** Each guest's sessions (only split events have them), by guest id: the desk's list. */
export async function guestSessionIds(
  db: Db,
  invitationId: string,
): Promise<Map<string, string[]>> {
  await inviteUnassignedGuests(db, invitationId);
  const rows = await db
    .select({ guestId: guestEvents.guestId, sessionId: guestEvents.sessionId })
    .from(guestEvents)
    .innerJoin(guests, eq(guests.id, guestEvents.guestId))
    .where(and(eq(guests.invitationId, invitationId), isNotNull(guestEvents.sessionId)));
  const byGuest = new Map<string, string[]>();
  for (const { guestId, sessionId } of rows) {
    byGuest.set(guestId, [...(byGuest.get(guestId) ?? []), sessionId!]);
  }
  return byGuest;
}

/**
 * The control room per session: guests invited, people the answers expect ("hadir" for that
 * event) and arrivals, within a side manager's side. An arrival is one per guest, so a guest
 * invited to sessions of two split events counts as arrived in both.
 */
export async function sessionCounts(
  db: Db,
  invitation: Invitation,
  side: GuestSide | null,
): Promise<SessionCounts[]> {
  const sessions = await doorSessionsOf(db, invitation);
  if (sessions.length === 0) return [];
  await inviteUnassignedGuests(db, invitation.id);
  const rows = await db
    .select({
      sessionId: guestEvents.sessionId,
      invitedGuests: sql<number>`count(*)::int`,
      expectedPeople: sql<number>`coalesce(sum(${eventAnswers.guests}) filter (where ${eventAnswers.attendance} = 'hadir'), 0)::int`,
      arrivedGuests: sql<number>`count(${guests.checkedInAt})::int`,
      arrivedPeople: sql<number>`coalesce(sum(${guests.arrivedCount}), 0)::int`,
    })
    .from(guestEvents)
    .innerJoin(guests, eq(guests.id, guestEvents.guestId))
    .leftJoin(eventAnswers, answerOfInvite)
    .where(
      and(
        inArray(
          guestEvents.sessionId,
          sessions.map((session) => session.id),
        ),
        side ? eq(guests.side, side) : undefined,
      ),
    )
    .groupBy(guestEvents.sessionId);
  return sessions.map((session) => {
    const row = rows.find((entry) => entry.sessionId === session.id);
    return {
      ...session,
      invitedGuests: row?.invitedGuests ?? 0,
      expectedPeople: row?.expectedPeople ?? 0,
      arrivedGuests: row?.arrivedGuests ?? 0,
      arrivedPeople: row?.arrivedPeople ?? 0,
    };
  });
}
