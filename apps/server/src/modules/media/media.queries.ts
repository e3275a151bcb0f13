import { and, eq, inArray, sql } from 'drizzle-orm';
import type { InvitationPhoto } from '@kabar/shared';
import type { Db } from '../../db/client';
import { ValidationError } from '../../http/errors';
import type { FileStorage } from './file-storage';
import { uploadedPhotos, type NewUploadedPhoto, type UploadedPhoto } from './media.schema';

export function toInvitationPhoto(row: UploadedPhoto, storage: FileStorage): InvitationPhoto {
  return {
    id: row.id,
    width: row.width,
    height: row.height,
    variants: row.variants.map((v) => ({ width: v.width, url: storage.publicUrl(v.key) })),
  };
}

export async function findUserPhoto(db: Db, userId: string, id: string) {
  const [row] = await db
    .select()
    .from(uploadedPhotos)
    .where(and(eq(uploadedPhotos.id, id), eq(uploadedPhotos.userId, userId)));
  return row;
}

export async function insertUploadedPhoto(
  db: Db,
  values: NewUploadedPhoto,
): Promise<UploadedPhoto> {
  const [row] = await db.insert(uploadedPhotos).values(values).returning();
  return row!;
}

export async function deleteUploadedPhoto(db: Db, id: string): Promise<void> {
  await db.delete(uploadedPhotos).where(eq(uploadedPhotos.id, id));
}

export async function countUserPhotos(db: Db, userId: string): Promise<number> {
  const [row] = await db
    .select({ count: sql<number>`count(*)::int` })
    .from(uploadedPhotos)
    .where(eq(uploadedPhotos.userId, userId));
  return row?.count ?? 0;
}

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;
const PHOTO_MISSING = 'Foto tidak ditemukan. Unggah ulang fotonya.';

/**
 * The couple's photos by id, in the order given. An id that is not theirs (or not a photo at all)
 * fails the whole request: nobody can put another couple's picture in their invitation.
 */
export async function photosOfUser(
  db: Db,
  storage: FileStorage,
  userId: string | readonly string[],
  ids: readonly string[],
): Promise<InvitationPhoto[]> {
  const owners = typeof userId === 'string' ? [userId] : [...new Set(userId)];
  const unique = [...new Set(ids)];
  if (unique.length === 0) return [];
  // An id that is no uuid names no upload; PostgreSQL would fail the whole query on it.
  if (!unique.every((id) => UUID.test(id))) throw new ValidationError({ photos: PHOTO_MISSING });
  const rows = await db
    .select()
    .from(uploadedPhotos)
    .where(and(inArray(uploadedPhotos.userId, owners), inArray(uploadedPhotos.id, unique)));
  const byId = new Map(rows.map((row) => [row.id, row]));
  if (unique.some((id) => !byId.has(id))) {
    throw new ValidationError({ photos: PHOTO_MISSING });
  }
  return unique.map((id) => toInvitationPhoto(byId.get(id)!, storage));
}
