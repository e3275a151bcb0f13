import { randomBytes } from 'node:crypto';
import { and, desc, eq, isNull, sql } from 'drizzle-orm';
import type { GuestPhotoDto, GuestPhotoStatus } from '@kabar/shared';
import type { Db } from '../../db/client';
import type { FileStorage } from '../media/file-storage';
import {
  guestPhotos,
  invitationAlbums,
  type GuestPhoto,
  type InvitationAlbum,
} from './album.schema';

export function toGuestPhotoDto(row: GuestPhoto, storage: FileStorage): GuestPhotoDto {
  const largest = row.variants[row.variants.length - 1]!;
  const smallest = row.variants[0]!;
  return {
    id: row.id,
    senderName: row.senderName,
    guestId: row.guestId,
    status: row.status,
    reports: row.reports,
    width: row.width,
    height: row.height,
    url: storage.publicUrl(largest.key),
    thumbUrl: storage.publicUrl(smallest.key),
    createdAt: row.createdAt.toISOString(),
  };
}

const NO_ALBUM = { approvalRequired: false, thankYouNote: '', wallToken: null };

/** The couple's album choices; an invitation that never set them shows photos at once. */
export async function albumSettings(
  db: Db,
  invitationId: string,
): Promise<Pick<InvitationAlbum, 'approvalRequired' | 'thankYouNote' | 'wallToken'>> {
  const [row] = await db
    .select()
    .from(invitationAlbums)
    .where(eq(invitationAlbums.invitationId, invitationId));
  return row ?? NO_ALBUM;
}

export async function saveAlbumSettings(
  db: Db,
  invitationId: string,
  values: Partial<Pick<InvitationAlbum, 'approvalRequired' | 'thankYouNote' | 'wallToken'>>,
): Promise<void> {
  await db
    .insert(invitationAlbums)
    .values({ invitationId, ...values })
    .onConflictDoUpdate({
      target: invitationAlbums.invitationId,
      set: { ...values, updatedAt: new Date() },
    });
}

/** A new wall link; the old one stops working at once. */
export async function renewWallToken(db: Db, invitationId: string): Promise<string> {
  const wallToken = randomBytes(24).toString('base64url');
  await saveAlbumSettings(db, invitationId, { wallToken });
  return wallToken;
}

export async function invitationOfWall(db: Db, token: string): Promise<string | null> {
  const [row] = await db
    .select({ invitationId: invitationAlbums.invitationId })
    .from(invitationAlbums)
    .where(eq(invitationAlbums.wallToken, token));
  return row?.invitationId ?? null;
}

/** The invitation's total, and the sender's (their guest, or the same typed name without one). */
export async function countGuestPhotos(
  db: Db,
  invitationId: string,
  sender: { guestId: string | null; name: string },
): Promise<{ total: number; bySender: number }> {
  const bySender = sender.guestId
    ? eq(guestPhotos.guestId, sender.guestId)
    : and(isNull(guestPhotos.guestId), eq(guestPhotos.senderName, sender.name));
  const [row] = await db
    .select({
      total: sql<number>`count(*)::int`,
      bySender: sql<number>`(count(*) filter (where ${bySender}))::int`,
    })
    .from(guestPhotos)
    .where(eq(guestPhotos.invitationId, invitationId));
  return { total: row?.total ?? 0, bySender: row?.bySender ?? 0 };
}

export async function insertGuestPhoto(
  db: Db,
  values: typeof guestPhotos.$inferInsert,
): Promise<GuestPhoto> {
  const [row] = await db.insert(guestPhotos).values(values).returning();
  return row!;
}

/** Newest first; only the shown ones unless the couple asks for all. */
export function listGuestPhotos(
  db: Db,
  invitationId: string,
  only?: GuestPhotoStatus,
): Promise<GuestPhoto[]> {
  return db
    .select()
    .from(guestPhotos)
    .where(
      only
        ? and(eq(guestPhotos.invitationId, invitationId), eq(guestPhotos.status, only))
        : eq(guestPhotos.invitationId, invitationId),
    )
    .orderBy(desc(guestPhotos.createdAt), desc(guestPhotos.id));
}

export async function setGuestPhotoStatus(
  db: Db,
  invitationId: string,
  photoId: string,
  status: GuestPhotoStatus,
): Promise<GuestPhoto | undefined> {
  const [row] = await db
    .update(guestPhotos)
    .set({ status })
    .where(and(eq(guestPhotos.id, photoId), eq(guestPhotos.invitationId, invitationId)))
    .returning();
  return row;
}

export async function deleteGuestPhoto(
  db: Db,
  invitationId: string,
  photoId: string,
): Promise<GuestPhoto | undefined> {
  const [row] = await db
    .delete(guestPhotos)
    .where(and(eq(guestPhotos.id, photoId), eq(guestPhotos.invitationId, invitationId)))
    .returning();
  return row;
}

/** A guest's report on a shown photo; hidden or waiting ones are not theirs to see. */
export async function reportGuestPhoto(
  db: Db,
  invitationId: string,
  photoId: string,
): Promise<boolean> {
  const rows = await db
    .update(guestPhotos)
    .set({ reports: sql`${guestPhotos.reports} + 1` })
    .where(
      and(
        eq(guestPhotos.id, photoId),
        eq(guestPhotos.invitationId, invitationId),
        eq(guestPhotos.status, 'shown'),
      ),
    )
    .returning({ id: guestPhotos.id });
  return rows.length > 0;
}
