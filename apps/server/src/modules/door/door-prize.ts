import { randomInt } from 'node:crypto';
import { and, desc, eq, isNotNull, isNull } from 'drizzle-orm';
import { DOOR_MESSAGES, type DoorPrizeDrawDto } from '@kabar/shared';
import type { Db } from '../../db/client';
import { AppError } from '../../http/errors';
import { guests } from '../guests/guests.schema';
import { invitations } from '../invitations/invitations.schema';
import { doorPrizeDraws } from './door.schema';
import { addGreeting } from '../checkin/greetings.queries';

type DrawRow = typeof doorPrizeDraws.$inferSelect;
const toDto = (row: DrawRow): DoorPrizeDrawDto => ({
  id: row.id,
  guestId: row.guestId,
  name: row.name,
  prize: row.prize,
  drawnAt: row.drawnAt.toISOString(),
});

export async function listDraws(db: Db, invitationId: string): Promise<DoorPrizeDrawDto[]> {
  const rows = await db
    .select()
    .from(doorPrizeDraws)
    .where(eq(doorPrizeDraws.invitationId, invitationId))
    .orderBy(desc(doorPrizeDraws.drawnAt));
  return rows.map(toDto);
}

/**
 * Picks, on the server and with a cryptographic random number, one checked-in guest who has not
 * been drawn before, and logs the draw. Draws of one invitation run one at a time (the invitation
 * row is locked), so two presses at once cannot pick the same guest.
 */
export async function drawDoorPrize(
  db: Db,
  invitationId: string,
  input: { prize: string; showOnScreen: boolean; drawnBy: string },
): Promise<DoorPrizeDrawDto> {
  return db.transaction(async (tx) => {
    await tx
      .select({ id: invitations.id })
      .from(invitations)
      .where(eq(invitations.id, invitationId))
      .for('update');
    const candidates = await tx
      .select({ id: guests.id, name: guests.name, table: guests.tableLabel })
      .from(guests)
      .leftJoin(
        doorPrizeDraws,
        and(eq(doorPrizeDraws.invitationId, invitationId), eq(doorPrizeDraws.guestId, guests.id)),
      )
      .where(
        and(
          eq(guests.invitationId, invitationId),
          isNotNull(guests.checkedInAt),
          isNull(doorPrizeDraws.id),
        ),
      );
    if (!candidates.length) throw new AppError(422, DOOR_MESSAGES.nobodyToDraw);
    const winner = candidates[randomInt(candidates.length)]!;
    const [row] = await tx
      .insert(doorPrizeDraws)
      .values({
        invitationId,
        guestId: winner.id,
        name: winner.name,
        prize: input.prize,
        drawnBy: input.drawnBy,
      })
      .returning();
    if (input.showOnScreen)
      await addGreeting(tx, invitationId, {
        kind: 'prize',
        name: winner.name,
        table: winner.table,
        prize: input.prize,
      });
    return toDto(row!);
  });
}
