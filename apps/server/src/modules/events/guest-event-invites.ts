import { and, eq, inArray, notExists, sql, type SQL } from 'drizzle-orm';
import { EVENT_MESSAGES, type EventAssignmentInput, type EventInvite } from '@kabar/shared';
import type { Db } from '../../db/client';
import { AppError, NotFoundError } from '../../http/errors';
import type { GuestScope } from '../guests/guest-access';
import { guests } from '../guests/guests.schema';
import { ensureSpecEvents } from './invitation-events';
import { eventAnswers, eventSessions, guestEvents, weddingEvents } from './events.schema';
import { guardSessionSeats } from './session-seats';

export const NO_EVENT_LEFT = 'Setiap tamu harus diundang ke setidaknya satu acara.';

/**
 * A guest added since the events began (form, import, a co-admin's list) is invited to every event,
 * in each split event's first session, until the couple chooses otherwise: the default that keeps
 * a 500-guest list quick. Written here, once, so every count afterwards reads plain rows.
 */
export async function inviteUnassignedGuests(db: Db, invitationId: string): Promise<void> {
  await ensureSpecEvents(db, invitationId);
  await db.execute(sql`
    insert into ${guestEvents} (guest_id, event_id, session_id)
    select g.id, e.id,
      (select s.id from ${eventSessions} s where s.event_id = e.id order by s.position limit 1)
    from ${guests} g
    join ${weddingEvents} e on e.invitation_id = g.invitation_id
    where g.invitation_id = ${invitationId}
      and not exists (select 1 from ${guestEvents} ge where ge.guest_id = g.id)
    on conflict do nothing`);
}

/** Invitations to events of the guests `where` names, by guest id. */
export async function readInvites(db: Db, where: SQL | undefined) {
  const rows = await db
    .select({
      guestId: guestEvents.guestId,
      eventId: guestEvents.eventId,
      sessionId: guestEvents.sessionId,
    })
    .from(guestEvents)
    .innerJoin(guests, eq(guests.id, guestEvents.guestId))
    .where(where);
  const byGuest = new Map<string, EventInvite[]>();
  for (const { guestId, ...invite } of rows) {
    byGuest.set(guestId, [...(byGuest.get(guestId) ?? []), invite]);
  }
  return byGuest;
}

/**
 * The listed guests' invitations to events, by guest id: one read when all have theirs (a
 * personal page's path); the defaults are written first only for a guest still without any.
 */
export async function invitesOfGuests(
  db: Db,
  invitationId: string,
  guestIds: readonly string[],
): Promise<Map<string, EventInvite[]>> {
  if (guestIds.length === 0) return new Map();
  const read = () =>
    readInvites(
      db,
      and(eq(guests.invitationId, invitationId), inArray(guestEvents.guestId, [...guestIds])),
    );
  const first = await read();
  if (guestIds.every((id) => first.has(id))) return first;
  await inviteUnassignedGuests(db, invitationId);
  return read();
}

/** Which guests a bulk assignment names, always within the person's side. */
function chosenGuests(scope: GuestScope, input: EventAssignmentInput): SQL {
  return and(
    eq(guests.invitationId, scope.invitationId),
    scope.side ? eq(guests.side, scope.side) : undefined,
    input.guestIds ? inArray(guests.id, input.guestIds) : undefined,
    input.side ? eq(guests.side, input.side) : undefined,
    input.group !== undefined ? eq(guests.groupName, input.group) : undefined,
  )!;
}

/**
 * Invites (or un-invites) many guests to one event at once: listed, by side or by group. Invited
 * to a split event, a guest is put in the session named, else in its first. Un-inviting never
 * leaves a guest invited to nothing. Answers the number of guests changed.
 */
export async function assignGuestsToEvent(
  db: Db,
  scope: GuestScope,
  input: EventAssignmentInput,
): Promise<number> {
  await inviteUnassignedGuests(db, scope.invitationId);
  return db.transaction(async (tx) => {
    const [event] = await tx
      .select({ id: weddingEvents.id })
      .from(weddingEvents)
      .where(
        and(
          eq(weddingEvents.id, input.eventId),
          eq(weddingEvents.invitationId, scope.invitationId),
        ),
      );
    if (!event) throw new NotFoundError(EVENT_MESSAGES.notFound);
    const sessions = await tx
      .select({ id: eventSessions.id })
      .from(eventSessions)
      .where(eq(eventSessions.eventId, event.id))
      .orderBy(eventSessions.position);
    if (input.sessionId && !sessions.some((session) => session.id === input.sessionId)) {
      throw new AppError(422, EVENT_MESSAGES.sessionNotInEvent);
    }
    const targets = await tx
      .select({ id: guests.id })
      .from(guests)
      .where(chosenGuests(scope, input))
      .for('update');
    const ids = targets.map((guest) => guest.id);
    if (ids.length === 0) return 0;
    if (!input.invited) {
      const [stranded] = await tx
        .select({ id: guestEvents.guestId })
        .from(guestEvents)
        .where(
          and(
            inArray(guestEvents.guestId, ids),
            eq(guestEvents.eventId, event.id),
            notExists(
              tx
                .select({ one: sql`1` })
                .from(sql`${guestEvents} as other`)
                .where(
                  sql`other.guest_id = ${guestEvents.guestId} and other.event_id <> ${event.id}`,
                ),
            ),
          ),
        )
        .limit(1);
      if (stranded) throw new AppError(422, NO_EVENT_LEFT);
      const removed = await tx
        .delete(guestEvents)
        .where(and(inArray(guestEvents.guestId, ids), eq(guestEvents.eventId, event.id)))
        .returning({ id: guestEvents.guestId });
      return removed.length;
    }
    const sessionId = input.sessionId ?? sessions[0]?.id ?? null;
    const seatsHold = await guardSessionSeats(tx, [sessionId]);
    const rows = await tx
      .insert(guestEvents)
      .values(ids.map((guestId) => ({ guestId, eventId: event.id, sessionId })))
      .onConflictDoUpdate({
        target: [guestEvents.guestId, guestEvents.eventId],
        set: { sessionId },
      })
      .returning({ id: guestEvents.guestId });
    // Seats already taken move with the guest: a session's count is read from the answers.
    await tx
      .update(eventAnswers)
      .set({ sessionId })
      .where(and(inArray(eventAnswers.guestId, ids), eq(eventAnswers.eventId, event.id)));
    await seatsHold();
    return rows.length;
  });
}
