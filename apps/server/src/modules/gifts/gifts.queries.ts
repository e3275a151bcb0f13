import { and, desc, eq } from 'drizzle-orm';
import type { GiftDto, GiftStatus, GiftValues } from '@kabar/shared';
import type { Db } from '../../db/client';
import { NotFoundError, ValidationError } from '../../http/errors';
import { GUEST_NOT_FOUND } from '../guests/guest-access';
import { guests } from '../guests/guests.schema';
import { gifts, invitationGiftSettings, type Gift } from './gifts.schema';

export const GIFT_NOT_FOUND = 'Catatan hadiah tidak ditemukan.';

export function toGiftDto(gift: Gift): GiftDto {
  return {
    id: gift.id,
    status: gift.status,
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

/** A guest's "Sudah kirim": in the ledger as a transfer waiting for the couple's check. */
export async function recordGiftSent(
  db: Db,
  invitationId: string,
  values: { guestId: string | null; fromName: string; amount: number | null; note: string },
): Promise<Gift> {
  const [gift] = await db
    .insert(gifts)
    .values({
      invitationId,
      guestId: values.guestId,
      fromName: values.fromName,
      kind: 'transfer',
      amount: values.amount,
      description: values.note,
      status: 'waiting',
    })
    .returning();
  return gift!;
}

export async function setGiftStatus(
  db: Db,
  invitationId: string,
  giftId: string,
  status: GiftStatus,
): Promise<Gift> {
  const [gift] = await db
    .update(gifts)
    .set({ status })
    .where(and(eq(gifts.id, giftId), eq(gifts.invitationId, invitationId)))
    .returning();
  if (!gift) throw new NotFoundError(GIFT_NOT_FOUND);
  return gift;
}

export async function giftSettings(db: Db, invitationId: string) {
  const [row] = await db
    .select()
    .from(invitationGiftSettings)
    .where(eq(invitationGiftSettings.invitationId, invitationId));
  return row ?? null;
}

type GiftSettingValues = Partial<
  Pick<typeof invitationGiftSettings.$inferInsert, 'qrisPayload' | 'qrisMerchant' | 'giftAddress'>
>;

/** Saves some of the envelope's settings, leaving the others as they are. */
async function saveGiftSettings(db: Db, invitationId: string, values: GiftSettingValues) {
  await db
    .insert(invitationGiftSettings)
    .values({ invitationId, ...values })
    .onConflictDoUpdate({
      target: invitationGiftSettings.invitationId,
      set: { ...values, updatedAt: new Date() },
    });
}

export function saveQris(
  db: Db,
  invitationId: string,
  qris: { payload: string; merchantName: string } | null,
): Promise<void> {
  return saveGiftSettings(db, invitationId, {
    qrisPayload: qris?.payload ?? null,
    qrisMerchant: qris?.merchantName ?? null,
  });
}

/** The parcel address; '' removes it. */
export function saveGiftAddress(db: Db, invitationId: string, address: string): Promise<void> {
  return saveGiftSettings(db, invitationId, { giftAddress: address });
}
