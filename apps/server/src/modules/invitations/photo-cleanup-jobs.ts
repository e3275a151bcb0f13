import type { FastifyInstance } from 'fastify';
import { and, lt, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { recurringJob } from '../../jobs/recurring';
import type { JobDefinition } from '../../jobs/job-queue';
import type { FileStorage } from '../media/file-storage';
import { uploadedPhotos } from '../media/media.schema';
import { invitationDrafts, invitations } from './invitations.schema';

/** An upload no invitation or draft names is kept this long, in case the couple is mid-edit. */
export const ORPHAN_PHOTO_GRACE_DAYS = 7;

/** Uploads no invitation or draft uses after the grace period: the rows, then their files. */
export async function deleteOrphanPhotos(
  db: Db,
  storage: FileStorage,
  now = new Date(),
): Promise<number> {
  const cutoff = new Date(now.getTime() - ORPHAN_PHOTO_GRACE_DAYS * 24 * 60 * 60 * 1000);
  const orphans = await db
    .delete(uploadedPhotos)
    .where(
      and(
        lt(uploadedPhotos.createdAt, cutoff),
        sql`not exists (select 1 from ${invitations} where ${invitations.photos} @> jsonb_build_array(jsonb_build_object('id', ${uploadedPhotos.id}::text)))`,
        sql`not exists (select 1 from ${invitationDrafts} where ${invitationDrafts.photoIds} ? ${uploadedPhotos.id}::text)`,
      ),
    )
    .returning({ variants: uploadedPhotos.variants });
  for (const photo of orphans) {
    await Promise.all(photo.variants.map((variant) => storage.delete(variant.key)));
  }
  return orphans.length;
}

export function photoCleanupJobs(
  app: Pick<FastifyInstance, 'db' | 'fileStorage'>,
): JobDefinition[] {
  return [
    recurringJob('photos.cleanup', '41 3 * * *', () => deleteOrphanPhotos(app.db, app.fileStorage)),
  ];
}
