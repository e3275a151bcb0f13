import { and, desc, eq } from 'drizzle-orm';
import type { GiftDto, GiftValues } from '@kabar/shared';
import type { Db } from '../../db/client';
import { NotFoundError, ValidationError } from '../../http/errors';
import { GUEST_NOT_FOUND } from '../guests/guest-access';
import { guests } from '../guests/guests.schema';
import { gifts, type Gift } from './gifts.schema';

export const GIFT_NOT_FOUND = 'Catatan hadiah tidak ditemukan.';

export function toGiftDto(gift: Gift): GiftDto {
  return {
    id: gift.id,
    guestId: gift.guestId,
    fromName: gift.fromName,
    kind: gift.kind,
    amount: gift.amount,
    description: gift.description,
    receivedAt: gift.receivedAt.toISOString(),
  };
}

export function listGifts(db: Db, invitationId: string): Promise<Gift[]> {
  return db
    .select()
    .from(gifts)
    .where(eq(gifts.invitationId, invitationId))
    .orderBy(desc(gifts.receivedAt), desc(gifts.createdAt));
}

/** The giver: a guest on this invitation's list (their name is copied in), or a typed name. */
async function giverOf(db: Db, invitationId: string, values: GiftValues) {
  if (!values.guestId) return { guestId: null, fromName: values.fromName };
  const [guest] = await db
    .select({ id: guests.id, name: guests.name })
    .from(guests)
    .where(and(eq(guests.id, values.guestId), eq(guests.invitationId, invitationId)));
  if (!guest) throw new ValidationError({ guestId: GUEST_NOT_FOUND });
  return { guestId: guest.id, fromName: values.fromName || guest.name };
}

export async function createGift(db: Db, invitationId: string, values: GiftValues): Promise<Gift> {
  const giver = await giverOf(db, invitationId, values);
  const [gift] = await db
    .insert(gifts)
    .values({
      invitationId,
      ...giver,
      kind: values.kind,
      amount: values.amount,
      description: values.description,
    })
    .returning();
  return gift!;
}

export async function updateGift(
  db: Db,
  invitationId: string,
  giftId: string,
  values: GiftValues,
): Promise<Gift> {
  const giver = await giverOf(db, invitationId, values);
  const [gift] = await db
    .update(gifts)
    .set({ ...giver, kind: values.kind, amount: values.amount, description: values.description })
    .where(and(eq(gifts.id, giftId), eq(gifts.invitationId, invitationId)))
    .returning();
  if (!gift) throw new NotFoundError(GIFT_NOT_FOUND);
  return gift;
}

export async function deleteGift(db: Db, invitationId: string, giftId: string): Promise<void> {
  const deleted = await db
    .delete(gifts)
    .where(and(eq(gifts.id, giftId), eq(gifts.invitationId, invitationId)))
    .returning({ id: gifts.id });
  if (!deleted.length) throw new NotFoundError(GIFT_NOT_FOUND);
}
