import { and, eq } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { orders } from '../orders/orders.schema';
import { sandboxTransactions, type SandboxTransactionStatus } from './sandbox-transactions.schema';

export type SandboxTransaction = typeof sandboxTransactions.$inferSelect;

/** The sandbox transaction of an order, only when the order is the buyer's own. */
export async function findBuyerSandboxTransaction(
  db: Db,
  orderId: string,
  userId: string,
): Promise<SandboxTransaction | undefined> {
  const [row] = await db
    .select({ transaction: sandboxTransactions })
    .from(sandboxTransactions)
    .innerJoin(orders, eq(orders.id, sandboxTransactions.orderId))
    .where(and(eq(sandboxTransactions.orderId, orderId), eq(orders.userId, userId)));
  return row?.transaction;
}

export async function setSandboxTransactionStatus(
  db: Db,
  orderId: string,
  status: SandboxTransactionStatus,
  now: Date,
): Promise<SandboxTransaction> {
  const [row] = await db
    .update(sandboxTransactions)
    .set({ status, updatedAt: now })
    .where(eq(sandboxTransactions.orderId, orderId))
    .returning();
  return row!;
}
