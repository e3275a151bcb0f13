import { and, eq, inArray, notInArray } from 'drizzle-orm';
import { EVENT_MESSAGES, type EventInvite } from '@kabar/shared';
import type { Db } from '../../db/client';
import { AppError } from '../../http/errors';
import { eventAnswers, eventSessions, guestEvents, weddingEvents } from './events.schema';
import { ensureSpecEvents } from './invitation-events';
import { guardSessionSeats } from './session-seats';

/**
 * Sets one guest's invitations whole, as the guest form chooses them (issue 27): the events named,
 * each split one in the session named (its first when none is). Events of another invitation and
 * sessions of another event are refused, so nothing is changed. A guest moved to another session
 * takes their answer's seats along, as a bulk assignment does, where they fit (session-seats.ts).
 */
export async function setGuestInvites(
  db: Db,
  invitationId: string,
  guestId: string,
  invites: readonly EventInvite[],
): Promise<void> {
  await ensureSpecEvents(db, invitationId);
  await db.transaction(async (tx) => {
    const eventIds = invites.map((invite) => invite.eventId);
    const rows = await tx
      .select({ eventId: weddingEvents.id, sessionId: eventSessions.id })
      .from(weddingEvents)
      .leftJoin(eventSessions, eq(eventSessions.eventId, weddingEvents.id))
      .where(and(eq(weddingEvents.invitationId, invitationId), inArray(weddingEvents.id, eventIds)))
      .orderBy(eventSessions.position);
    const chosen = invites.map((invite) => {
      const sessions = rows
        .filter((row) => row.eventId === invite.eventId)
        .flatMap((row) => row.sessionId ?? []);
      if (!rows.some((row) => row.eventId === invite.eventId)) {
        throw new AppError(422, EVENT_MESSAGES.notFound);
      }
      if (invite.sessionId && !sessions.includes(invite.sessionId)) {
        throw new AppError(422, EVENT_MESSAGES.sessionNotInEvent);
      }
      return { eventId: invite.eventId, sessionId: invite.sessionId ?? sessions[0] ?? null };
    });
    const seatsHold = await guardSessionSeats(
      tx,
      chosen.map((invite) => invite.sessionId),
    );
    await tx
      .delete(guestEvents)
      .where(and(eq(guestEvents.guestId, guestId), notInArray(guestEvents.eventId, eventIds)));
    for (const invite of chosen) {
      await tx
        .insert(guestEvents)
        .values({ guestId, ...invite })
        .onConflictDoUpdate({
          target: [guestEvents.guestId, guestEvents.eventId],
          set: { sessionId: invite.sessionId },
        });
      await tx
        .update(eventAnswers)
        .set({ sessionId: invite.sessionId })
        .where(and(eq(eventAnswers.guestId, guestId), eq(eventAnswers.eventId, invite.eventId)));
    }
    await seatsHold();
  });
}
