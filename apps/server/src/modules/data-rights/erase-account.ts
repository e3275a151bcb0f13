import { and, eq, inArray, isNotNull, lte, or, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { oneTimeCodes } from '../../auth/one-time-codes.schema';
import { rateLimitCounters } from '../../auth/rate-limits.schema';
import { guestPhotos } from '../album/album.schema';
import { invitations } from '../invitations/invitations.schema';
import type { FileStorage } from '../media/file-storage';
import { uploadedPhotos } from '../media/media.schema';
import { orders } from '../orders/orders.schema';
import { users } from '../users/users.schema';

/** The storage folder of a user's data archives. */
export const exportFolder = (userId: string) => `exports/${userId}/`;

/**
 * Every stored file of the account: its uploads, its invitations' guest photos and link previews,
 * its data archives. Rows name the photos; previews and archives are found by their folders.
 */
async function storedFilesOf(db: Db, storage: FileStorage, userId: string): Promise<string[]> {
  const owned = await db
    .select({ id: invitations.id })
    .from(invitations)
    .where(eq(invitations.userId, userId));
  const invitationIds = owned.map((row) => row.id);
  const [uploads, albums] = await Promise.all([
    db
      .select({ variants: uploadedPhotos.variants })
      .from(uploadedPhotos)
      .where(eq(uploadedPhotos.userId, userId)),
    invitationIds.length
      ? db
          .select({ variants: guestPhotos.variants })
          .from(guestPhotos)
          .where(inArray(guestPhotos.invitationId, invitationIds))
      : [],
  ]);
  const folders = await Promise.all([
    storage.list(exportFolder(userId)),
    ...invitationIds.map((id) => storage.list(`previews/${id}/`)),
  ]);
  return [
    ...[...uploads, ...albums].flatMap((photo) => photo.variants.map((variant) => variant.key)),
    ...folders.flat(),
  ];
}

/**
 * Erases an account (decision 043): its invitations, guests, answers, wishes, gifts, photos and
 * sessions go with the user row (foreign keys cascade), its files leave the storage, and its
 * orders stay for tax records with the buyer's name, email and note removed. Codes and limit
 * counters naming its phone or email go too. The files are deleted after the rows are gone: a
 * failure there leaves files no row names, which the next run of the erasure cannot find, so
 * they are listed first and deleted one by one, retried by the job on error.
 */
export async function eraseAccount(
  db: Db,
  storage: FileStorage,
  userId: string,
  {
    dueBy,
    audit,
  }: {
    /** From the clock: erase only if still due by then (a sign-in may have cancelled it). */
    dueBy?: Date;
    /** An operator's deletion writes its audit entry in the erasing transaction. */
    audit?: (tx: Db) => Promise<void>;
  } = {},
): Promise<boolean> {
  const files = await storedFilesOf(db, storage, userId);
  const erased = await db.transaction(async (tx) => {
    const [user] = await tx.select().from(users).where(eq(users.id, userId)).for('update');
    if (!user) return false;
    // A sign-in that cancelled the deletion while the job was on its way wins.
    if (dueBy && !(user.deletionDueAt && user.deletionDueAt <= dueBy)) return false;
    await tx
      .update(orders)
      .set({ buyerEmail: '', buyerName: '', note: null, payUrl: null, updatedAt: new Date() })
      .where(eq(orders.userId, userId));
    await tx
      .delete(oneTimeCodes)
      .where(inArray(oneTimeCodes.target, [userId, ...(user.phone ? [user.phone] : [])]));
    const named = [user.email.toLowerCase(), ...(user.phone ? [user.phone] : [])];
    await tx
      .delete(rateLimitCounters)
      .where(
        or(...named.map((text) => sql`position(${text} in lower(${rateLimitCounters.key})) > 0`)),
      );
    await tx.delete(users).where(eq(users.id, userId));
    if (audit) await audit(tx);
    return true;
  });
  for (const key of files) await storage.delete(key);
  return erased;
}

/** The accounts whose grace period has ended, erased one by one. */
export async function eraseDueAccounts(db: Db, storage: FileStorage, now = new Date()) {
  const due = await db
    .select({ id: users.id })
    .from(users)
    .where(and(isNotNull(users.deletionDueAt), lte(users.deletionDueAt, now)));
  let erased = 0;
  for (const user of due) {
    if (await eraseAccount(db, storage, user.id, { dueBy: now })) erased++;
  }
  return erased;
}
