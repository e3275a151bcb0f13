import { and, asc, eq, inArray, isNotNull, ne, sql } from 'drizzle-orm';
import { capacityHolds, EVENT_MESSAGES } from '@kabar/shared';
import type { Db } from '../../db/client';
import { AppError } from '../../http/errors';
import { eventAnswers, eventSessions } from './events.schema';

interface Seats {
  name: string;
  capacity: number;
  people: number;
}

/**
 * The "hadir" headcount of each session with a capacity among `sessionIds`, their rows locked (in
 * id order, as every path that takes seats locks them) until the transaction ends; `exceptGuest`'s
 * own seats left out (a guest changing their answer frees what they held).
 */
export async function seatsOf(
  tx: Db,
  sessionIds: readonly string[],
  exceptGuest?: string,
): Promise<Map<string, Seats>> {
  if (sessionIds.length === 0) return new Map();
  const sessions = await tx
    .select({ id: eventSessions.id, title: eventSessions.title, capacity: eventSessions.capacity })
    .from(eventSessions)
    .where(and(inArray(eventSessions.id, [...sessionIds]), isNotNull(eventSessions.capacity)))
    .orderBy(asc(eventSessions.id))
    .for('update');
  if (sessions.length === 0) return new Map();
  const taken = await tx
    .select({
      sessionId: eventAnswers.sessionId,
      people: sql<number>`coalesce(sum(${eventAnswers.guests}), 0)::int`,
    })
    .from(eventAnswers)
    .where(
      and(
        inArray(
          eventAnswers.sessionId,
          sessions.map((session) => session.id),
        ),
        eq(eventAnswers.attendance, 'hadir'),
        exceptGuest === undefined ? undefined : ne(eventAnswers.guestId, exceptGuest),
      ),
    )
    .groupBy(eventAnswers.sessionId);
  return new Map(
    sessions.map((session) => [
      session.id,
      {
        name: session.title,
        capacity: session.capacity!,
        people: taken.find((row) => row.sessionId === session.id)?.people ?? 0,
      },
    ]),
  );
}

/**
 * For a change that moves guests between sessions (the guest form, the bulk edit, the import):
 * call before moving, then call what it returns after. A session that gained seats beyond its
 * capacity refuses the whole change (409, nothing is stored); one that was full already and
 * gained nothing lets it pass.
 */
export async function guardSessionSeats(
  tx: Db,
  sessionIds: Iterable<string | null>,
): Promise<() => Promise<void>> {
  const ids = [...new Set([...sessionIds].filter((id): id is string => id !== null))];
  const before = await seatsOf(tx, ids);
  return async () => {
    const after = await seatsOf(tx, [...before.keys()]);
    for (const [id, seats] of after) {
      const gained = seats.people > (before.get(id)?.people ?? 0);
      if (gained && !capacityHolds(seats.capacity, seats.people)) {
        throw new AppError(
          409,
          EVENT_MESSAGES.sessionOverfilled(seats.name, seats.capacity, seats.people),
          { code: 'full' },
        );
      }
    }
  };
}
