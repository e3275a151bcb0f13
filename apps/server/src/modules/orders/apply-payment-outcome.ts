import { and, eq, inArray } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { grantOrderEntitlements, revokeOrderEntitlements } from './order-entitlements';
import type { PaymentOutcome } from './payment-outcome';
import { ALLOWED_FROM } from './order-status';
import { orders, type Order } from './orders.schema';

export interface AppliedOutcome {
  order: Order;
  /** True only for the one call that moved the order to paid (and granted what it bought). */
  becamePaid: boolean;
}

/**
 * Moves an order by a verified provider outcome, forward only. The status change and the grant
 * (or, for a refund, the revocation) share one transaction, and the update is conditional on the
 * current status, so repeated or concurrent notifications grant exactly once and a late `pending`
 * after settlement changes nothing.
 */
export async function applyPaymentOutcome(
  db: Db,
  input: { order: Order; outcome: PaymentOutcome; providerStatus: string; now: Date },
): Promise<AppliedOutcome> {
  const { order, outcome, providerStatus, now } = input;
  return db.transaction(async (tx) => {
    if (outcome === 'pending') {
      await tx
        .update(orders)
        .set({ providerStatus, updatedAt: now })
        .where(and(eq(orders.id, order.id), eq(orders.status, 'awaiting_payment')));
      return { order: (await reload(tx, order.id)) ?? order, becamePaid: false };
    }
    const [moved] = await tx
      .update(orders)
      .set({
        status: outcome,
        providerStatus,
        updatedAt: now,
        ...(outcome === 'paid' ? { paidAt: now } : {}),
      })
      .where(and(eq(orders.id, order.id), inArray(orders.status, [...ALLOWED_FROM[outcome]])))
      .returning();
    if (!moved) return { order: (await reload(tx, order.id)) ?? order, becamePaid: false };
    if (outcome === 'paid') await grantOrderEntitlements(tx, moved);
    if (outcome === 'refunded') await revokeOrderEntitlements(tx, moved);
    return { order: moved, becamePaid: outcome === 'paid' };
  });
}

async function reload(db: Db, id: string): Promise<Order | undefined> {
  const [row] = await db.select().from(orders).where(eq(orders.id, id));
  return row;
}
