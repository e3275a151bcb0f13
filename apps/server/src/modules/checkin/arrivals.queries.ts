import { and, desc, eq, isNotNull, sql } from 'drizzle-orm';
import type { ArrivalCounts } from '@kabar/shared';
import type { Db } from '../../db/client';
import { guests } from '../guests/guests.schema';

export async function arrivalCounts(db: Db, invitationId: string): Promise<ArrivalCounts> {
  const [row] = await db
    .select({
      guests: sql<number>`count(*)::int`,
      arrivedGuests: sql<number>`count(${guests.checkedInAt})::int`,
      invitedPeople: sql<number>`coalesce(sum(${guests.invitedCount}), 0)::int`,
      arrivedPeople: sql<number>`coalesce(sum(${guests.arrivedCount}), 0)::int`,
    })
    .from(guests)
    .where(eq(guests.invitationId, invitationId));
  return row ?? { guests: 0, arrivedGuests: 0, invitedPeople: 0, arrivedPeople: 0 };
}

/** Every guest already at the venue: id, time and headcount, newest first. */
export function arrivedGuests(db: Db, invitationId: string, limit?: number) {
  const query = db
    .select({
      id: guests.id,
      name: guests.name,
      checkedInAt: guests.checkedInAt,
      people: guests.arrivedCount,
    })
    .from(guests)
    .where(and(eq(guests.invitationId, invitationId), isNotNull(guests.checkedInAt)))
    .orderBy(desc(guests.checkedInAt));
  return limit ? query.limit(limit) : query;
}
