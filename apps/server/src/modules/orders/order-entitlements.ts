import { and, eq, ne } from 'drizzle-orm';
import { planRank, PLAN_IDS, type PlanId } from '@kabar/shared';
import type { Db } from '../../db/client';
import { themePurchases } from '../entitlements/entitlements.schema';
import { users } from '../users/users.schema';
import { orders, type Order } from './orders.schema';

/**
 * Gives the couple what a paid order bought. Called only inside the transaction that moved the
 * order to paid, so it runs exactly once per order. A plan never lowers a higher one.
 */
export async function grantOrderEntitlements(tx: Db, order: Order): Promise<void> {
  const { userId } = order;
  // An erased buyer's order (decision 043) has no one left to give anything to.
  if (!userId) return;
  if (order.itemType === 'theme') {
    await tx
      .insert(themePurchases)
      .values({ userId, themeId: order.themeId!, orderRef: order.id })
      .onConflictDoNothing();
    return;
  }
  const [user] = await tx
    .select({ plan: users.plan })
    .from(users)
    .where(eq(users.id, userId))
    .for('update');
  if (user && planRank(order.planId!) > planRank(user.plan)) {
    await tx
      .update(users)
      .set({ plan: order.planId!, updatedAt: new Date() })
      .where(eq(users.id, userId));
  }
}

/** Takes back what a refunded order gave: its theme, or the plan down to the best still paid for. */
export async function revokeOrderEntitlements(tx: Db, order: Order): Promise<void> {
  const { userId } = order;
  if (!userId) return;
  if (order.itemType === 'theme') {
    await tx
      .delete(themePurchases)
      .where(
        and(
          eq(themePurchases.userId, userId),
          eq(themePurchases.themeId, order.themeId!),
          eq(themePurchases.orderRef, order.id),
        ),
      );
    return;
  }
  const paidPlans = await tx
    .select({ planId: orders.planId })
    .from(orders)
    .where(
      and(
        eq(orders.userId, userId),
        eq(orders.itemType, 'plan'),
        eq(orders.status, 'paid'),
        ne(orders.id, order.id),
      ),
    );
  const best = paidPlans.reduce<PlanId>(
    (top, row) => (row.planId && planRank(row.planId) > planRank(top) ? row.planId : top),
    PLAN_IDS[0],
  );
  await tx.update(users).set({ plan: best, updatedAt: new Date() }).where(eq(users.id, userId));
}
