import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { eq, inArray } from 'drizzle-orm';
import { afterAll, describe, expect, it } from 'vitest';
import { invitations } from '../modules/invitations/invitations.schema';
import { LocalDiskStorage } from '../modules/media/file-storage';
import { uploadedPhotos } from '../modules/media/media.schema';
import { newOrderId } from '../modules/orders/order-id';
import { orders } from '../modules/orders/orders.schema';
import { createTestInvitation } from '../test/test-invitations';
import { useTestApp } from '../test/test-app';
import { createTestUser } from '../test/test-users';
import {
  deleteOrphanPhotos,
  ORPHAN_PHOTO_GRACE_DAYS,
} from '../modules/invitations/photo-cleanup-jobs';
import { expireAllStaleOrders } from '../modules/orders/orders.queries';

const ctx = useTestApp({ seed: true });
const uploads = fs.mkdtempSync(path.join(os.tmpdir(), 'kabar-orphans-'));
afterAll(() => fs.rmSync(uploads, { recursive: true, force: true }));

describe('scheduled work', () => {
  it('expires unpaid orders whose window passed, and no others', async () => {
    const db = ctx.database.db;
    const user = await createTestUser(db);
    const now = new Date();
    const order = (expiresAt: Date, status: 'awaiting_payment' | 'paid') => ({
      id: newOrderId(now) + Math.random().toString(36).slice(2, 6),
      userId: user.id,
      buyerEmail: user.email,
      buyerName: user.name,
      itemType: 'plan' as const,
      planId: 'premium' as const,
      itemName: 'Paket Premium',
      subtotal: 30000,
      total: 30000,
      paymentMethod: 'qris' as const,
      provider: 'sandbox',
      status,
      expiresAt,
    });
    const past = new Date(now.getTime() - 1000);
    const rows = [
      order(past, 'awaiting_payment'),
      order(new Date(now.getTime() + 60_000), 'awaiting_payment'),
      order(past, 'paid'),
    ];
    await db.insert(orders).values(rows);
    await expireAllStaleOrders(db, now);
    const after = await db
      .select({ id: orders.id, status: orders.status })
      .from(orders)
      .where(
        inArray(
          orders.id,
          rows.map((row) => row.id),
        ),
      );
    const statusOf = (id: string) => after.find((row) => row.id === id)?.status;
    expect(rows.map((row) => statusOf(row.id))).toEqual(['expired', 'awaiting_payment', 'paid']);
  });

  it('deletes uploads nothing uses after the grace period, files included', async () => {
    const db = ctx.database.db;
    const storage = new LocalDiskStorage(uploads, '/media/uploads');
    const user = await createTestUser(db, { plan: 'vip' });
    const old = new Date(Date.now() - (ORPHAN_PHOTO_GRACE_DAYS + 1) * 24 * 60 * 60 * 1000);
    const photo = async (createdAt: Date) => {
      const [row] = await db
        .insert(uploadedPhotos)
        .values({
          userId: user.id,
          width: 10,
          height: 10,
          variants: [],
          originalBytes: 1,
          createdAt,
        })
        .returning();
      const key = `photos/${row!.id}/480.webp`;
      await storage.put(key, Buffer.from('webp'));
      await db
        .update(uploadedPhotos)
        .set({ variants: [{ width: 480, height: 480, key }] })
        .where(eq(uploadedPhotos.id, row!.id));
      return { id: row!.id, key };
    };
    const orphan = await photo(old);
    const used = await photo(old);
    const recent = await photo(new Date());
    const invitation = await createTestInvitation(db, user.id);
    await db
      .update(invitations)
      .set({ photos: [{ id: used.id, width: 480, height: 480, variants: [] }] })
      .where(eq(invitations.id, invitation.id));

    expect(await deleteOrphanPhotos(db, storage)).toBeGreaterThanOrEqual(1);
    const left = await db
      .select({ id: uploadedPhotos.id })
      .from(uploadedPhotos)
      .where(inArray(uploadedPhotos.id, [orphan.id, used.id, recent.id]));
    expect(left.map((row) => row.id).sort()).toEqual([used.id, recent.id].sort());
    expect(await storage.get(orphan.key)).toBeNull();
    expect(await storage.get(used.key)).not.toBeNull();
  });
});
