import { and, asc, count, eq, ne, sql } from 'drizzle-orm';
import { GUEST_LIMITS, GUEST_MESSAGES, type GuestSendRound, type GuestValues } from '@kabar/shared';
import type { Db } from '../../db/client';
import { AppError, NotFoundError, ValidationError } from '../../http/errors';
import { GUEST_NOT_FOUND, idOr404 } from './guest-access';
import { newGuestToken } from './guest-token';
import { guests, type Guest } from './guests.schema';
import { isUniqueViolation } from './unique-violation';

export function listGuests(db: Db, invitationId: string): Promise<Guest[]> {
  return db
    .select()
    .from(guests)
    .where(eq(guests.invitationId, invitationId))
    .orderBy(asc(sql`lower(${guests.name})`), asc(guests.createdAt));
}

export async function countGuests(db: Db, invitationId: string): Promise<number> {
  const [row] = await db
    .select({ value: count() })
    .from(guests)
    .where(eq(guests.invitationId, invitationId));
  return row?.value ?? 0;
}

export async function findGuest(db: Db, invitationId: string, guestId: unknown): Promise<Guest> {
  const id = idOr404(guestId, GUEST_NOT_FOUND);
  const [guest] = await db
    .select()
    .from(guests)
    .where(and(eq(guests.id, id), eq(guests.invitationId, invitationId)));
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
  };
}

export async function createGuest(
  db: Db,
  invitationId: string,
  values: GuestValues,
): Promise<Guest> {
  if ((await countGuests(db, invitationId)) >= GUEST_LIMITS.maxGuests) {
    throw new AppError(422, GUEST_MESSAGES.tooManyGuests);
  }
  await assertPhoneFree(db, invitationId, values.phone);
  try {
    const [guest] = await db
      .insert(guests)
      .values({ invitationId, token: newGuestToken(), ...guestColumns(values) })
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

/** The couple pressed send in WhatsApp for this guest; each round keeps its first time. */
export async function markGuestSent(
  db: Db,
  guest: Guest,
  round: GuestSendRound,
  now = new Date(),
): Promise<Guest> {
  const [updated] = await db
    .update(guests)
    .set(
      round === 'invite'
        ? { sentAt: guest.sentAt ?? now }
        : { sentAt: guest.sentAt ?? now, reminderSentAt: guest.reminderSentAt ?? now },
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
