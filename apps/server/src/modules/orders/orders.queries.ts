import { and, desc, eq, inArray, lt } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { orders, type Order } from './orders.schema';

/** Closes the caller's orders whose payment window has passed, so what they see is true. */
export async function expireStaleOrders(db: Db, userId: string, now: Date): Promise<void> {
  await expireOrders(db, now, userId);
}

/** Every unpaid order whose payment window has passed closes, not only when someone looks. */
export function expireAllStaleOrders(db: Db, now = new Date()): Promise<number> {
  return expireOrders(db, now);
}

async function expireOrders(db: Db, now: Date, userId?: string): Promise<number> {
  const expired = await db
    .update(orders)
    .set({ status: 'expired', updatedAt: now })
    .where(
      and(
        userId === undefined ? undefined : eq(orders.userId, userId),
        inArray(orders.status, ['awaiting_payment', 'failed']),
        lt(orders.expiresAt, now),
      ),
    )
    .returning({ id: orders.id });
  return expired.length;
}

/** One of the caller's orders; another user's order is simply not found. */
export async function findUserOrder(db: Db, userId: string, id: string): Promise<Order | null> {
  const [order] = await db
    .select()
    .from(orders)
    .where(and(eq(orders.id, id), eq(orders.userId, userId)));
  return order ?? null;
}

export async function listUserOrders(db: Db, userId: string): Promise<Order[]> {
  return db
    .select()
    .from(orders)
    .where(eq(orders.userId, userId))
    .orderBy(desc(orders.createdAt))
    .limit(100);
}

export async function findOrder(db: Db, id: string): Promise<Order | null> {
  const [order] = await db.select().from(orders).where(eq(orders.id, id));
  return order ?? null;
}
