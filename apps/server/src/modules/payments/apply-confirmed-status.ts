import type { FastifyInstance } from 'fastify';
import { businessMetrics } from '../../observability/metrics';
import { applyPaymentOutcome, type AppliedOutcome } from '../orders/apply-payment-outcome';
import type { Order } from '../orders/orders.schema';
import { sendOrderReceipt } from '../orders/send-order-receipt';
import type { PaymentOutcome } from '../orders/payment-outcome';

/** '30000.00' equals 30000; anything with cents does not match a whole-rupiah order. */
export function sameAmount(grossAmount: string, total: number): boolean {
  const [whole, cents = '0'] = grossAmount.split('.');
  return Number(cents) === 0 && Number(whole) === total;
}

/**
 * Applies an outcome the provider's status API confirmed: the one path for a signed notification
 * and for the nightly reconciliation, so however many of them report the same payment, the order
 * moves once, grants once, and its receipt (keyed by the order) is mailed once.
 */
export async function applyConfirmedStatus(
  app: Pick<FastifyInstance, 'db' | 'jobs' | 'config'>,
  order: Order,
  outcome: PaymentOutcome,
  providerStatus: string,
): Promise<AppliedOutcome> {
  const applied = await applyPaymentOutcome(app.db, {
    order,
    outcome,
    providerStatus,
    now: new Date(),
  });
  if (applied.becamePaid) businessMetrics.ordersPaid.inc();
  // Every settlement of a paid order queues the receipt, not only the first: if queueing failed
  // after the payment committed, the next report queues it. Its key mails it once.
  if (applied.becamePaid || (outcome === 'paid' && applied.order.status === 'paid')) {
    await sendOrderReceipt({ jobs: app.jobs, site: app.config.site }, applied.order);
  }
  return applied;
}
