import { and, eq, inArray, sql } from 'drizzle-orm';
import type { EventChoice, EventInvite, GuestSide } from '@kabar/shared';
import type { Db } from '../../db/client';
import type { GuestEventSheet } from '../guests/guest-event-sheet';
import type { Invitation } from '../invitations/invitations.schema';
import { guests } from '../guests/guests.schema';
import { eventAnswers, guestEvents } from './events.schema';
import { guardSessionSeats } from './session-seats';
import { inviteUnassignedGuests, readInvites } from './guest-event-invites';
import { loadEvents } from './invitation-events';

/** Rows per insert: three parameters each keeps far below PostgreSQL's 65,535. */
const CHUNK = 1000;

async function choices(db: Db, invitation: Invitation): Promise<EventChoice[]> {
  const events = await loadEvents(db, invitation);
  return events
    .filter((event) => event.active)
    .map((event) => ({
      id: event.id,
      title: event.title,
      sessions: event.sessions.map((session) => ({ id: session.id, title: session.title })),
    }));
}

/** Every guest's invitations, by guest id; a side manager's (`side`) only their side's. */
export async function invites(
  db: Db,
  invitationId: string,
  side: GuestSide | null = null,
): Promise<Map<string, EventInvite[]>> {
  await inviteUnassignedGuests(db, invitationId);
  return readInvites(
    db,
    and(eq(guests.invitationId, invitationId), side ? eq(guests.side, side) : undefined),
  );
}

/**
 * Replaces, for each guest named, their invitations among the events a cell can name; events it
 * cannot name (a step 2 event left empty) keep their rows. The cell never names none, so no guest
 * is left invited to nothing. Runs inside the import's transaction.
 */
async function replace(
  db: Db,
  named: readonly EventChoice[],
  byGuest: ReadonlyMap<string, EventInvite[]>,
): Promise<void> {
  const guestIds = [...byGuest.keys()];
  if (guestIds.length === 0 || named.length === 0) return;
  const eventIds = named.map((event) => event.id);
  for (let i = 0; i < guestIds.length; i += CHUNK) {
    const ids = guestIds.slice(i, i + CHUNK);
    await db
      .delete(guestEvents)
      .where(and(inArray(guestEvents.guestId, ids), inArray(guestEvents.eventId, eventIds)));
  }
  const rows = [...byGuest].flatMap(([guestId, list]) =>
    list.map((invite) => ({ guestId, eventId: invite.eventId, sessionId: invite.sessionId })),
  );
  const seatsHold = await guardSessionSeats(
    db,
    rows.map((row) => row.sessionId),
  );
  for (let i = 0; i < rows.length; i += CHUNK) {
    await db.insert(guestEvents).values(rows.slice(i, i + CHUNK));
  }
  // Seats already answered move with the guest, as a bulk assignment moves them.
  for (let i = 0; i < guestIds.length; i += CHUNK) {
    await db.execute(sql`
      update ${eventAnswers} set session_id = ge.session_id
      from ${guestEvents} ge
      where ge.guest_id = ${eventAnswers.guestId} and ge.event_id = ${eventAnswers.eventId}
        and ${inArray(eventAnswers.guestId, guestIds.slice(i, i + CHUNK))}
        and ${eventAnswers.sessionId} is distinct from ge.session_id`);
  }
  await seatsHold();
}

export const guestEventSheet: GuestEventSheet = { choices, invites, replace };
