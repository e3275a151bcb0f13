import type { FastifyInstance } from 'fastify';
import { and, asc, inArray, lt } from 'drizzle-orm';
import { orders } from '../orders/orders.schema';
import { PaymentProviderError } from '../orders/payment-provider';
import { applyConfirmedStatus, sameAmount } from './apply-confirmed-status';
import { outcomeOf } from './midtrans-status';

/** Younger orders are still being paid; their notification is usually seconds away. */
export const RECONCILE_AFTER_MINUTES = 30;
/** Status calls per run: the provider's API is shared with live checkouts. */
const MOST_PER_RUN = 500;

export interface ReconcileReport {
  asked: number;
  changed: number;
  unreachable: number;
}

/**
 * Asks the provider about every order still open (awaiting payment, in review, or declined and
 * still payable) for longer than RECONCILE_AFTER_MINUTES, and applies what it says through the
 * same path as a signed notification: a payment whose notifications never arrived is granted,
 * and one that also arrives later changes nothing more.
 */
export async function reconcilePendingOrders(
  app: Pick<FastifyInstance, 'db' | 'jobs' | 'config' | 'payments' | 'log'>,
  now = new Date(),
): Promise<ReconcileReport> {
  const cutoff = new Date(now.getTime() - RECONCILE_AFTER_MINUTES * 60 * 1000);
  const open = await app.db
    .select()
    .from(orders)
    .where(
      and(
        inArray(orders.status, ['awaiting_payment', 'review', 'failed']),
        lt(orders.createdAt, cutoff),
      ),
    )
    .orderBy(asc(orders.createdAt))
    .limit(MOST_PER_RUN);
  const report: ReconcileReport = { asked: 0, changed: 0, unreachable: 0 };
  for (const order of open) {
    report.asked++;
    let confirmed;
    try {
      confirmed = await app.payments.fetchStatus(order.id);
    } catch (error) {
      if (!(error instanceof PaymentProviderError)) throw error;
      // Tomorrow's run, or the provider's own notification, settles it.
      report.unreachable++;
      app.log.warn({ err: error, orderId: order.id }, 'reconciliation: status unavailable');
      continue;
    }
    // Unknown to the provider: the buyer never chose how to pay.
    if (!confirmed) continue;
    if (!sameAmount(confirmed.grossAmount, order.total)) {
      app.log.warn({ orderId: order.id, confirmed }, 'reconciliation: amount does not match');
      continue;
    }
    const outcome = outcomeOf(confirmed.transactionStatus, confirmed.fraudStatus);
    if (!outcome) continue;
    const applied = await applyConfirmedStatus(app, order, outcome, confirmed.transactionStatus);
    if (applied.order.status !== order.status) {
      report.changed++;
      app.log.info(
        { orderId: order.id, from: order.status, to: applied.order.status },
        'reconciliation: order settled from the provider status',
      );
    }
  }
  return report;
}
