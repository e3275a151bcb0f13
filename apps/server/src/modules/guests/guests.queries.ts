import { and, asc, count, eq, inArray, ne, sql } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import {
  GUEST_LIMITS,
  GUEST_MESSAGES,
  type GuestSendRound,
  type GuestSide,
  type GuestValues,
} from '@kabar/shared';
import type { Db } from '../../db/client';
import { AppError, NotFoundError, ValidationError } from '../../http/errors';
import { users } from '../users/users.schema';
import type { GuestActors } from './guest-dto';
import { GUEST_NOT_FOUND, type GuestScope } from './guest-access';
import { newGuestToken } from './guest-token';
import { guests, type Guest } from './guests.schema';
import { isUniqueViolation } from '../../db/unique-violation';

/** Guests of the invitation, or of one side when the scope names it. */
export function inScope(invitationId: string, side: GuestSide | null) {
  return and(eq(guests.invitationId, invitationId), side ? eq(guests.side, side) : undefined);
}

export function listGuests(
  db: Db,
  invitationId: string,
  side: GuestSide | null = null,
): Promise<Guest[]> {
  return db
    .select()
    .from(guests)
    .where(inScope(invitationId, side))
    .orderBy(asc(sql`lower(${guests.name})`), asc(guests.createdAt));
}

const adder = alias(users, 'guest_adder');
const sender = alias(users, 'guest_sender');

/** The scope's guests with the co-admins who added or sent them (the couple's own acts: null). */
export async function listGuestsWithActors(
  db: Db,
  scope: GuestScope,
): Promise<{ guest: Guest; actors: GuestActors }[]> {
  const rows = await db
    .select({ guest: guests, adder: adder.name, sender: sender.name })
    .from(guests)
    .leftJoin(adder, and(eq(adder.id, guests.createdBy), ne(adder.id, scope.ownerId)))
    .leftJoin(sender, and(eq(sender.id, guests.sentBy), ne(sender.id, scope.ownerId)))
    .where(inScope(scope.invitationId, scope.side))
    .orderBy(asc(sql`lower(${guests.name})`), asc(guests.createdAt));
  return rows.map((row) => ({
    guest: row.guest,
    actors: { addedBy: row.adder, sentBy: row.sender },
  }));
}

async function countGuests(db: Db, invitationId: string): Promise<number> {
  const [row] = await db
    .select({ value: count() })
    .from(guests)
    .where(eq(guests.invitationId, invitationId));
  return row?.value ?? 0;
}

/** How many guests each invitation has on each side. */
export async function countGuestsBySide(
  db: Db,
  invitationIds: string[],
): Promise<{ invitationId: string; side: GuestSide | null; value: number }[]> {
  if (!invitationIds.length) return [];
  return db
    .select({ invitationId: guests.invitationId, side: guests.side, value: count() })
    .from(guests)
    .where(inArray(guests.invitationId, invitationIds))
    .groupBy(guests.invitationId, guests.side);
}

/** A guest of the scope; one of another invitation or another side answers 404 alike. */
export async function findGuest(
  db: Db,
  invitationId: string,
  guestId: string,
  side: GuestSide | null = null,
): Promise<Guest> {
  const [guest] = await db
    .select()
    .from(guests)
    .where(and(eq(guests.id, guestId), inScope(invitationId, side)));
  if (!guest) throw new NotFoundError(GUEST_NOT_FOUND);
  return guest;
}

const phoneTaken = () => new ValidationError({ phone: GUEST_MESSAGES.phoneTaken }, undefined, 409);

async function assertPhoneFree(
  db: Db,
  invitationId: string,
  phone: string | null,
  except?: string,
) {
  if (!phone) return;
  const [other] = await db
    .select({ id: guests.id })
    .from(guests)
    .where(
      and(
        eq(guests.invitationId, invitationId),
        eq(guests.phone, phone),
        except ? ne(guests.id, except) : undefined,
      ),
    );
  if (other) throw phoneTaken();
}

export function guestColumns(values: GuestValues) {
  return {
    name: values.name,
    phone: values.phone,
    side: values.side,
    groupName: values.group,
    invitedCount: values.invitedCount,
    notes: values.notes,
    // Absent (an import without these columns) keeps what the guest has.
    ...(values.category === undefined ? {} : { category: values.category }),
    ...(values.table === undefined ? {} : { tableLabel: values.table }),
    ...(values.language === undefined ? {} : { language: values.language }),
  };
}

export async function createGuest(
  db: Db,
  invitationId: string,
  values: GuestValues,
  createdBy: string | null = null,
): Promise<Guest> {
  if ((await countGuests(db, invitationId)) >= GUEST_LIMITS.maxGuests) {
    throw new AppError(422, GUEST_MESSAGES.tooManyGuests);
  }
  await assertPhoneFree(db, invitationId, values.phone);
  try {
    const [guest] = await db
      .insert(guests)
      .values({ invitationId, token: newGuestToken(), createdBy, ...guestColumns(values) })
      .returning();
    return guest!;
  } catch (error) {
    // Two requests adding the same phone at once: the index decides, the answer stays friendly.
    if (isUniqueViolation(error)) throw phoneTaken();
    throw error;
  }
}

export async function updateGuest(
  db: Db,
  invitationId: string,
  guestId: string,
  values: GuestValues,
): Promise<Guest> {
  await assertPhoneFree(db, invitationId, values.phone, guestId);
  try {
    const [guest] = await db
      .update(guests)
      .set({ ...guestColumns(values), updatedAt: new Date() })
      .where(and(eq(guests.id, guestId), eq(guests.invitationId, invitationId)))
      .returning();
    if (!guest) throw new NotFoundError(GUEST_NOT_FOUND);
    return guest;
  } catch (error) {
    if (isUniqueViolation(error)) throw phoneTaken();
    throw error;
  }
}

export async function deleteGuest(db: Db, invitationId: string, guestId: string): Promise<void> {
  const deleted = await db
    .delete(guests)
    .where(and(eq(guests.id, guestId), eq(guests.invitationId, invitationId)))
    .returning({ id: guests.id });
  if (!deleted.length) throw new NotFoundError(GUEST_NOT_FOUND);
}

/** Someone pressed send in WhatsApp for this guest; each round keeps its first time. */
export async function markGuestSent(
  db: Db,
  guest: Guest,
  round: GuestSendRound,
  sentBy: string | null = null,
  now = new Date(),
): Promise<Guest> {
  const [updated] = await db
    .update(guests)
    .set(
      round === 'invite'
        ? { sentAt: guest.sentAt ?? now, sentBy }
        : { sentAt: guest.sentAt ?? now, reminderSentAt: guest.reminderSentAt ?? now, sentBy },
    )
    .where(eq(guests.id, guest.id))
    .returning();
  return updated!;
}

/** The couple checks a guest in by hand from the dashboard, or corrects the headcount. */
export async function setGuestCheckIn(
  db: Db,
  guest: Guest,
  people: number | null,
  now = new Date(),
): Promise<Guest> {
  const [updated] = await db
    .update(guests)
    .set(
      people === null
        ? { checkedInAt: null, arrivedCount: null }
        : { checkedInAt: guest.checkedInAt ?? now, arrivedCount: people },
    )
    .where(eq(guests.id, guest.id))
    .returning();
  return updated!;
}
