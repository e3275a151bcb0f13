import { and, desc, eq, isNull } from 'drizzle-orm';
import { DOOR_MESSAGES, type GuestSide, type WalkInDto } from '@kabar/shared';
import type { Db } from '../../db/client';
import { AppError, NotFoundError } from '../../http/errors';
import { guests } from '../guests/guests.schema';
import { walkIns } from './door.schema';

/** A side manager sees the walk-ins who said they came for their side. */
export const walkInsInScope = (invitationId: string, side: GuestSide | null) =>
  and(eq(walkIns.invitationId, invitationId), side ? eq(walkIns.side, side) : undefined);

export async function listWalkIns(
  db: Db,
  invitationId: string,
  side: GuestSide | null,
): Promise<WalkInDto[]> {
  const rows = await db
    .select({ walkIn: walkIns, mergedName: guests.name })
    .from(walkIns)
    .leftJoin(guests, eq(guests.id, walkIns.mergedInto))
    .where(walkInsInScope(invitationId, side))
    .orderBy(desc(walkIns.arrivedAt));
  return rows.map(({ walkIn, mergedName }) => ({
    id: walkIn.id,
    name: walkIn.name,
    people: walkIn.people,
    side: walkIn.side,
    arrivedAt: walkIn.arrivedAt.toISOString(),
    mergedInto:
      walkIn.mergedInto && mergedName !== null ? { id: walkIn.mergedInto, name: mergedName } : null,
  }));
}

/**
 * The couple found a walk-in on the list after all: the listed guest takes the walk-in's arrival
 * (time and headcount) and the walk-in is no longer counted apart. A guest already checked in
 * would be counted twice, so that is refused.
 */
export async function mergeWalkIn(
  db: Db,
  scope: { invitationId: string; side: GuestSide | null },
  walkInId: string,
  guestId: string,
): Promise<void> {
  await db.transaction(async (tx) => {
    const [walkIn] = await tx
      .select()
      .from(walkIns)
      .where(and(eq(walkIns.id, walkInId), walkInsInScope(scope.invitationId, scope.side)))
      .for('update');
    if (!walkIn) throw new NotFoundError(DOOR_MESSAGES.walkInNotFound);
    if (walkIn.mergedInto) throw new AppError(409, DOOR_MESSAGES.walkInMerged);
    const [guest] = await tx
      .update(guests)
      .set({ checkedInAt: walkIn.arrivedAt, arrivedCount: walkIn.people, updatedAt: new Date() })
      .where(
        and(
          eq(guests.id, guestId),
          eq(guests.invitationId, scope.invitationId),
          scope.side ? eq(guests.side, scope.side) : undefined,
          isNull(guests.checkedInAt),
        ),
      )
      .returning({ id: guests.id });
    if (!guest) {
      const [exists] = await tx
        .select({ id: guests.id })
        .from(guests)
        .where(and(eq(guests.id, guestId), eq(guests.invitationId, scope.invitationId)));
      if (!exists) throw new NotFoundError('Tamu tidak ditemukan.');
      throw new AppError(409, DOOR_MESSAGES.guestAlreadyArrived);
    }
    await tx
      .update(walkIns)
      .set({ mergedInto: guest.id, mergedAt: new Date() })
      .where(eq(walkIns.id, walkIn.id));
  });
}
