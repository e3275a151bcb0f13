import type { FastifyInstance } from 'fastify';
import type { SiteConfig } from '@kabar/shared';
import { enqueueMail } from '../../jobs/mail-jobs';
import { renderOrderReceipt } from './order-receipt';
import type { Order } from './orders.schema';

/**
 * Queues the receipt after the payment is committed: the provider's notification is answered at
 * once (docs/security.md #22), and a mail server that is down gets the receipt on a later attempt.
 * The key is the order, so however often the order is reported paid, one receipt goes out.
 */
export async function sendOrderReceipt(
  deps: Pick<FastifyInstance, 'jobs'> & { site: SiteConfig },
  order: Order,
): Promise<void> {
  await enqueueMail(deps, `receipt:${order.id}`, renderOrderReceipt(order, deps.site));
}
