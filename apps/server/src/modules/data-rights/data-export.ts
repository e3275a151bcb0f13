import { createHash, randomBytes } from 'node:crypto';
import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { and, eq, gt, lt } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { DATA_EXPORT_LINK_HOURS, formatShortDateTime } from '@kabar/shared';
import { queueAccountEmail } from '../../auth/account-email';
import type { Db } from '../../db/client';
import type { JobDefinition } from '../../jobs/job-queue';
import type { FileStorage } from '../media/file-storage';
import { users } from '../users/users.schema';
import { dataExports } from './data-exports.schema';
import { exportFolder } from './erase-account';
import { buildDataArchive } from './export-archive';

export const BUILD_DATA_EXPORT = 'data-rights.export';
/** A request while one is building is refused this long; after it, a stuck one no longer blocks. */
const BUILDING_BLOCKS_MS = 30 * 60_000;

export const hashExportToken = (token: string) => createHash('sha256').update(token).digest('hex');

/** The building archive that makes another request wait, if any. */
export async function buildingExport(db: Db, userId: string, now = new Date()) {
  const [row] = await db
    .select({ id: dataExports.id })
    .from(dataExports)
    .where(
      and(
        eq(dataExports.userId, userId),
        eq(dataExports.status, 'building'),
        gt(dataExports.createdAt, new Date(now.getTime() - BUILDING_BLOCKS_MS)),
      ),
    );
  return row ?? null;
}

/** The archive a mailed link names, while the link lasts. */
export async function readyExport(db: Db, token: string, now = new Date()) {
  const [row] = await db
    .select()
    .from(dataExports)
    .where(
      and(
        eq(dataExports.tokenHash, hashExportToken(token)),
        eq(dataExports.status, 'ready'),
        gt(dataExports.expiresAt, now),
      ),
    );
  return row ?? null;
}

type ExportApp = Pick<FastifyInstance, 'db' | 'fileStorage' | 'jobs' | 'config'>;

/**
 * Builds one requested archive, stores it under the user's export folder and mails the link.
 * A second run of the same job finds the row no longer building and does nothing.
 */
export async function buildRequestedExport(app: ExportApp, exportId: string, now = new Date()) {
  const [request] = await app.db.select().from(dataExports).where(eq(dataExports.id, exportId));
  if (!request || request.status !== 'building') return;
  const [user] = await app.db.select().from(users).where(eq(users.id, request.userId));
  if (!user) return;
  const key = `${exportFolder(user.id)}${exportId}.zip`;
  const folder = await fs.mkdtemp(path.join(os.tmpdir(), 'kabar-export-'));
  let size: number;
  try {
    const file = path.join(folder, 'arsip.zip');
    await buildDataArchive(app.db, app.fileStorage, user, file);
    await app.fileStorage.putFile(key, file, 'application/zip');
    size = (await fs.stat(file)).size;
  } finally {
    await fs.rm(folder, { recursive: true, force: true });
  }
  const token = randomBytes(32).toString('base64url');
  const expiresAt = new Date(now.getTime() + DATA_EXPORT_LINK_HOURS * 3600_000);
  await app.db
    .update(dataExports)
    .set({ status: 'ready', storageKey: key, tokenHash: hashExportToken(token), expiresAt })
    .where(eq(dataExports.id, exportId));
  const { brandName, publicUrl } = app.config.site;
  await queueAccountEmail(app, 'data-export', user, {
    subject: `Arsip data ${brandName} Anda siap diunduh`,
    intro: [
      `Arsip semua data akun ${brandName} Anda (${Math.ceil(size / 1024)} KB) siap diunduh.`,
      `Tautan berlaku sampai ${formatShortDateTime(expiresAt)}; setelah itu arsipnya dihapus.`,
    ],
    action: {
      label: 'Unduh Arsip Data',
      textLead: 'Unduh arsip di',
      url: `${publicUrl}/api/data-exports/${token}`,
    },
    outro: ['Jangan teruskan email ini: siapa pun yang memegang tautannya dapat mengunduh arsip.'],
  });
}

/** Archives past their link's end: the files, then the rows. */
export async function deleteExpiredExports(db: Db, storage: FileStorage, now = new Date()) {
  const expired = await db
    .delete(dataExports)
    .where(lt(dataExports.expiresAt, now))
    .returning({ key: dataExports.storageKey });
  for (const row of expired) if (row.key) await storage.delete(row.key);
  return expired.length;
}

export function dataExportJob(app: ExportApp): JobDefinition<{ exportId: string }> {
  return {
    name: BUILD_DATA_EXPORT,
    retryLimit: 3,
    retryDelaySeconds: 30,
    run: ({ exportId }) => buildRequestedExport(app, exportId),
  };
}
