import type { FastifyInstance } from 'fastify';
import { and, inArray, lt, sql } from 'drizzle-orm';
import type { Db } from '../db/client';
import { oneTimeCodes } from '../auth/one-time-codes.schema';
import { rateLimitCounters } from '../auth/rate-limits.schema';
import { authSessions } from '../auth/sessions.schema';
import { invitationDrafts, invitations } from '../modules/invitations/invitations.schema';
import type { FileStorage } from '../modules/media/file-storage';
import { uploadedPhotos } from '../modules/media/media.schema';
import { orders } from '../modules/orders/orders.schema';
import { reconcilePendingOrders } from '../modules/payments/reconcile-pending-orders';
import type { JobDefinition } from './job-queue';

/** An upload no invitation or draft names is kept this long, in case the couple is mid-edit. */
export const ORPHAN_PHOTO_GRACE_DAYS = 7;

/** Unpaid orders close when their payment window ends, not only when someone looks. */
export async function expireUnpaidOrders(db: Db, now = new Date()): Promise<number> {
  const expired = await db
    .update(orders)
    .set({ status: 'expired', updatedAt: now })
    .where(and(inArray(orders.status, ['awaiting_payment', 'failed']), lt(orders.expiresAt, now)))
    .returning({ id: orders.id });
  return expired.length;
}

/** Sessions, one-time codes and limit counters past their end are of no use to anyone. */
async function deleteExpiredSecrets(db: Db, now = new Date()): Promise<void> {
  await db.delete(authSessions).where(lt(authSessions.expiresAt, now));
  await db.delete(oneTimeCodes).where(lt(oneTimeCodes.expiresAt, now));
  await db.delete(rateLimitCounters).where(lt(rateLimitCounters.resetAt, now));
}

/** Uploads nothing uses after the grace period: the rows, then their files. */
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

type ScheduledApp = Pick<
  FastifyInstance,
  'db' | 'fileStorage' | 'jobs' | 'config' | 'payments' | 'log'
>;

export function scheduledJobs(app: ScheduledApp): JobDefinition[] {
  // Their jobs come from the clock, so a slow poll costs nothing and spares the database.
  const every = { retryLimit: 2, retryDelaySeconds: 30, pollingIntervalSeconds: 15 };
  return [
    {
      name: 'orders.expire',
      cron: '* * * * *',
      ...every,
      run: async () => void (await expireUnpaidOrders(app.db)),
    },
    {
      name: 'orders.reconcile',
      // 02:23 in Jakarta (UTC+7), when few people pay.
      cron: '23 19 * * *',
      ...every,
      run: async () => void (await reconcilePendingOrders(app)),
    },
    {
      name: 'secrets.cleanup',
      cron: '17 * * * *',
      ...every,
      run: () => deleteExpiredSecrets(app.db),
    },
    {
      name: 'photos.cleanup',
      cron: '41 3 * * *',
      ...every,
      run: async () => void (await deleteOrphanPhotos(app.db, app.fileStorage)),
    },
  ];
}
