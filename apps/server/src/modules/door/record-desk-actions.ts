import { and, eq, isNotNull, isNull } from 'drizzle-orm';
import type { DeskAction, DeskActionResult, DeskActionStatus } from '@kabar/shared';
import type { Db } from '../../db/client';
import { guests } from '../guests/guests.schema';
import { deskActions, walkIns } from './door.schema';
import { addGreeting } from '../checkin/greetings.queries';

type Link = { id: string; invitationId: string };

/** A phone's clock may be wrong; nothing is dated later than when it reached us. */
const notLater = (at: string, now: Date) => {
  const time = new Date(at);
  return time > now ? now : time;
};

async function admitWalkIn(
  tx: Db,
  link: Link,
  action: Extract<DeskAction, { kind: 'walk_in' }>,
  now: Date,
): Promise<{ status: DeskActionStatus; name: string }> {
  await tx.insert(walkIns).values({
    invitationId: link.invitationId,
    name: action.name,
    people: action.people,
    side: action.side,
    arrivedAt: notLater(action.at, now),
  });
  await addGreeting(tx, link.invitationId, { kind: 'walk_in', name: action.name });
  return { status: 'recorded', name: action.name };
}

/** Once per guest, and only to a guest who has arrived: a second mark is warned, not counted. */
async function giveSouvenir(
  tx: Db,
  link: Link,
  action: Extract<DeskAction, { kind: 'souvenir' }>,
  now: Date,
): Promise<{ status: DeskActionStatus; name: string | null }> {
  const mine = and(eq(guests.id, action.guestId), eq(guests.invitationId, link.invitationId));
  const [given] = await tx
    .update(guests)
    .set({ souvenirAt: notLater(action.at, now) })
    .where(and(mine, isNotNull(guests.checkedInAt), isNull(guests.souvenirAt)))
    .returning({ name: guests.name });
  if (given) return { status: 'recorded', name: given.name };
  const [guest] = await tx
    .select({ name: guests.name, checkedInAt: guests.checkedInAt })
    .from(guests)
    .where(mine);
  if (!guest) return { status: 'unknown_guest', name: null };
  return { status: guest.checkedInAt ? 'already_recorded' : 'not_arrived', name: guest.name };
}

/**
 * Records one walk-in or souvenir. The phone's `scanId` is claimed first, in the same transaction,
 * so the same action sent again (a lost answer, a retry after the network returned) returns its
 * first answer and changes nothing.
 */
export async function recordDeskAction(
  db: Db,
  link: Link,
  action: DeskAction,
  now = new Date(),
): Promise<DeskActionResult> {
  return db.transaction(async (tx) => {
    const [claimed] = await tx
      .insert(deskActions)
      .values({ linkId: link.id, scanId: action.scanId, kind: action.kind, status: 'recorded' })
      .onConflictDoNothing()
      .returning({ id: deskActions.id });
    if (!claimed) {
      const [earlier] = await tx
        .select()
        .from(deskActions)
        .where(and(eq(deskActions.linkId, link.id), eq(deskActions.scanId, action.scanId)));
      return {
        scanId: action.scanId,
        kind: earlier!.kind,
        status: earlier!.status,
        name: earlier!.name,
      };
    }
    const outcome =
      action.kind === 'walk_in'
        ? await admitWalkIn(tx, link, action, now)
        : await giveSouvenir(tx, link, action, now);
    await tx
      .update(deskActions)
      .set({ status: outcome.status, name: outcome.name })
      .where(eq(deskActions.id, claimed.id));
    return { scanId: action.scanId, kind: action.kind, ...outcome };
  });
}
