import { and, asc, desc, eq, inArray, sql } from 'drizzle-orm';
import type { ResponsesSummary } from '@kabar/shared';
import type { Db } from '../../db/client';
import { invitations } from '../invitations/invitations.schema';
import { rsvps, wishes, type Rsvp, type Wish } from '../rsvps/rsvps.schema';

export async function summarise(db: Db, invitationId: string): Promise<ResponsesSummary> {
  const [counts] = await db
    .select({
      attending: sql<number>`count(*) filter (where ${rsvps.attendance} = 'hadir')::int`,
      notAttending: sql<number>`count(*) filter (where ${rsvps.attendance} = 'tidak_hadir')::int`,
      unsure: sql<number>`count(*) filter (where ${rsvps.attendance} = 'ragu')::int`,
      totalGuests: sql<number>`coalesce(sum(${rsvps.guests}) filter (where ${rsvps.attendance} = 'hadir'), 0)::int`,
      total: sql<number>`count(*)::int`,
    })
    .from(rsvps)
    .where(eq(rsvps.invitationId, invitationId));
  const [wishCount] = await db
    .select({ total: sql<number>`count(*)::int` })
    .from(wishes)
    .where(eq(wishes.invitationId, invitationId));
  return {
    attending: counts?.attending ?? 0,
    not_attending: counts?.notAttending ?? 0,
    unsure: counts?.unsure ?? 0,
    total_guests: counts?.totalGuests ?? 0,
    total_responses: counts?.total ?? 0,
    wishes: wishCount?.total ?? 0,
  };
}

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

/** The invitations named with their answer counts, oldest first as the dashboard lists them. */
export function answerCountsByInvitation(db: Db, invitationIds: readonly string[]) {
  const rsvpCounts = db
    .select({
      invitationId: rsvps.invitationId,
      responses: sql<number>`count(*)::int`.as('responses'),
      attending: sql<number>`count(*) filter (where ${rsvps.attendance} = 'hadir')::int`.as(
        'attending',
      ),
    })
    .from(rsvps)
    .groupBy(rsvps.invitationId)
    .as('rsvp_counts');
  const wishCounts = db
    .select({ invitationId: wishes.invitationId, wishes: sql<number>`count(*)::int`.as('wishes') })
    .from(wishes)
    .groupBy(wishes.invitationId)
    .as('wish_counts');
  return db
    .select({
      invitation: invitations,
      responses: sql<number>`coalesce(${rsvpCounts.responses}, 0)::int`,
      attending: sql<number>`coalesce(${rsvpCounts.attending}, 0)::int`,
      wishes: sql<number>`coalesce(${wishCounts.wishes}, 0)::int`,
    })
    .from(invitations)
    .leftJoin(rsvpCounts, eq(rsvpCounts.invitationId, invitations.id))
    .leftJoin(wishCounts, eq(wishCounts.invitationId, invitations.id))
    .where(inArray(invitations.id, [...invitationIds]))
    .orderBy(asc(invitations.createdAt), asc(invitations.id));
}
