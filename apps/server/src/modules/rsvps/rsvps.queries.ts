import { createHash } from 'node:crypto';
import { and, count, desc, eq, sql } from 'drizzle-orm';
import { guestNameKey, type RsvpInput, type WishInput } from '@kabar/shared';
import type { Db } from '../../db/client';
import { rsvps, wishes, type Rsvp, type Wish } from './rsvps.schema';

/**
 * A guest answering again replaces their earlier answer (same name, case and spacing aside).
 * `recordedBy` is who typed it in by hand, if anyone.
 */
export async function saveRsvp(
  db: Db,
  invitationId: string,
  input: RsvpInput,
  recordedBy: string | null = null,
): Promise<Rsvp> {
  const [row] = await db
    .insert(rsvps)
    .values({
      invitationId,
      name: input.name,
      nameKey: guestNameKey(input.name),
      attendance: input.attendance,
      guests: input.guests,
      message: input.message,
      recordedBy,
    })
    .onConflictDoUpdate({
      target: [rsvps.invitationId, rsvps.nameKey],
      set: {
        name: input.name,
        attendance: input.attendance,
        guests: input.guests,
        message: input.message,
        recordedBy,
        updatedAt: sql`now()`,
      },
    })
    .returning();
  return row!;
}

export async function findRsvp(db: Db, invitationId: string, id: string): Promise<Rsvp | null> {
  const [row] = await db
    .select()
    .from(rsvps)
    .where(and(eq(rsvps.invitationId, invitationId), eq(rsvps.id, id)));
  return row ?? null;
}

/** The calendar day in Western Indonesia, so "twice in a day" means the guests' day. */
function wibDay(moment: Date): string {
  return new Date(moment.getTime() + 7 * 3600_000).toISOString().slice(0, 10);
}

export function wishFingerprint(input: WishInput, moment: Date): string {
  const message = input.message.replace(/\s+/g, ' ').trim().toLocaleLowerCase('id-ID');
  return createHash('sha256')
    .update(`${guestNameKey(input.name)}\n${message}\n${wibDay(moment)}`)
    .digest('base64url');
}

/** Stores a wish; the same message from the same guest on the same day stays one row. */
export async function addWish(
  db: Db,
  invitationId: string,
  input: WishInput,
  now: Date = new Date(),
): Promise<{ wish: Wish; created: boolean }> {
  const fingerprint = wishFingerprint(input, now);
  const [created] = await db
    .insert(wishes)
    .values({ invitationId, name: input.name, message: input.message, fingerprint })
    .onConflictDoNothing({ target: [wishes.invitationId, wishes.fingerprint] })
    .returning();
  if (created) return { wish: created, created: true };
  const [existing] = await db
    .select()
    .from(wishes)
    .where(and(eq(wishes.invitationId, invitationId), eq(wishes.fingerprint, fingerprint)));
  return { wish: existing!, created: false };
}

const visible = (invitationId: string) =>
  and(eq(wishes.invitationId, invitationId), eq(wishes.hidden, false));

/** One page of the wishes guests may see, newest first. */
export async function listVisibleWishes(
  db: Db,
  invitationId: string,
  page: number,
  pageSize: number,
): Promise<{ wishes: Wish[]; total: number }> {
  const [rows, [totals]] = await Promise.all([
    db
      .select()
      .from(wishes)
      .where(visible(invitationId))
      .orderBy(desc(wishes.createdAt), desc(wishes.id))
      .limit(pageSize)
      .offset((page - 1) * pageSize),
    db.select({ total: count() }).from(wishes).where(visible(invitationId)),
  ]);
  return { wishes: rows, total: totals?.total ?? 0 };
}

/** Changes whenever a wish is added, hidden or shown again: the guest book's cache key. */
export function wishesStampSql(invitationId: unknown) {
  return sql<string>`(select count(*)::text || ':' || coalesce(max(${wishes.updatedAt})::text, '') from ${wishes} where ${wishes.invitationId} = ${invitationId})`;
}
