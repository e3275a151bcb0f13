import { and, desc, isNotNull, sql } from 'drizzle-orm';
import type { ArrivalCounts, GuestSide } from '@kabar/shared';
import type { Db } from '../../db/client';
import { inScope } from '../guests/guests.queries';
import { guests } from '../guests/guests.schema';

export async function arrivalCounts(
  db: Db,
  invitationId: string,
  side: GuestSide | null = null,
): Promise<ArrivalCounts> {
  const [row] = await db
    .select({
      guests: sql<number>`count(*)::int`,
      arrivedGuests: sql<number>`count(${guests.checkedInAt})::int`,
      invitedPeople: sql<number>`coalesce(sum(${guests.invitedCount}), 0)::int`,
      arrivedPeople: sql<number>`coalesce(sum(${guests.arrivedCount}), 0)::int`,
    })
    .from(guests)
    .where(inScope(invitationId, side));
  return row ?? { guests: 0, arrivedGuests: 0, invitedPeople: 0, arrivedPeople: 0 };
}

/** Every guest already at the venue: id, time and headcount, newest first. */
export function arrivedGuests(
  db: Db,
  invitationId: string,
  limit?: number,
  side: GuestSide | null = null,
) {
  const query = db
    .select({
      id: guests.id,
      name: guests.name,
      checkedInAt: guests.checkedInAt,
      people: guests.arrivedCount,
    })
    .from(guests)
    .where(and(inScope(invitationId, side), isNotNull(guests.checkedInAt)))
    .orderBy(desc(guests.checkedInAt));
  return limit ? query.limit(limit) : query;
}
