import { and, count, desc, eq, inArray, sql } from 'drizzle-orm';
import { summarizeAnswers, tallyAnswers, type GuestSide, type TalliedAnswer } from '@kabar/shared';
import type { Db } from '../../db/client';
import type { Invitation } from '../invitations/invitations.schema';
import { rsvps, wishes, type Rsvp, type Wish } from '../rsvps/rsvps.schema';
import { sideAnswers, sideAnswersOf } from './side-answers';

export function listRsvps(db: Db, invitationId: string): Promise<Rsvp[]> {
  return db
    .select()
    .from(rsvps)
    .where(eq(rsvps.invitationId, invitationId))
    .orderBy(desc(rsvps.updatedAt), desc(rsvps.id));
}

export function listWishes(db: Db, invitationId: string): Promise<Wish[]> {
  return db
    .select()
    .from(wishes)
    .where(eq(wishes.invitationId, invitationId))
    .orderBy(desc(wishes.createdAt), desc(wishes.id));
}

export async function setWishHidden(
  db: Db,
  invitationId: string,
  wishId: string,
  hidden: boolean,
): Promise<Wish | null> {
  const [row] = await db
    .update(wishes)
    .set({ hidden, updatedAt: sql`now()` })
    .where(and(eq(wishes.invitationId, invitationId), eq(wishes.id, wishId)))
    .returning();
  return row ?? null;
}

/**
 * The answers a person may see: every answer, or a side manager's side's through personal links
 * (wishes carry no side, so everyone sees them all), with the answers page's summary of them.
 */
export async function answersFor(db: Db, invitationId: string, side: GuestSide | null) {
  const [rsvps, wishes] = await Promise.all([
    side ? sideAnswers(db, invitationId, side) : listRsvps(db, invitationId),
    listWishes(db, invitationId),
  ]);
  return { summary: summarizeAnswers(rsvps, wishes.length), rsvps, wishes };
}

interface AnswerPlace {
  invitation: Invitation;
  side: GuestSide | null;
}

/**
 * Each invitation with its answer counts as `answersFor` counts them for the person, oldest first
 * as the dashboard lists them.
 */
export async function answerCountsByInvitation(db: Db, places: readonly AnswerPlace[]) {
  const ids = places.map((place) => place.invitation.id);
  const whole = places.filter((place) => !place.side).map((place) => place.invitation.id);
  const sided = places.flatMap(({ invitation, side }) =>
    side ? [{ invitationId: invitation.id, side }] : [],
  );
  const [allAnswers, sideAnswerRows, wishCounts] = await Promise.all([
    whole.length
      ? db
          .select({
            invitationId: rsvps.invitationId,
            attendance: rsvps.attendance,
            guests: rsvps.guests,
          })
          .from(rsvps)
          .where(inArray(rsvps.invitationId, whole))
      : [],
    sided.length ? sideAnswersOf(db, sided) : [],
    db
      .select({ invitationId: wishes.invitationId, wishes: count() })
      .from(wishes)
      .where(inArray(wishes.invitationId, ids))
      .groupBy(wishes.invitationId),
  ]);
  const answersOf = new Map<string, TalliedAnswer[]>();
  for (const row of [...allAnswers, ...sideAnswerRows]) {
    const answers = answersOf.get(row.invitationId);
    if (answers) answers.push(row);
    else answersOf.set(row.invitationId, [row]);
  }
  const wishesOf = new Map(wishCounts.map((row) => [row.invitationId, row.wishes]));
  return [...places]
    .sort(
      (a, b) =>
        a.invitation.createdAt.getTime() - b.invitation.createdAt.getTime() ||
        (a.invitation.id < b.invitation.id ? -1 : 1),
    )
    .map(({ invitation }) => {
      const answers = answersOf.get(invitation.id) ?? [];
      return {
        invitation,
        responses: answers.length,
        attending: tallyAnswers(answers).attending,
        wishes: wishesOf.get(invitation.id) ?? 0,
      };
    });
}
