import type { FastifyBaseLogger } from 'fastify';
import type { SiteConfig } from '@kabar/shared';
import type { Mailer } from '../../mail/mailer';
import { renderOrderReceipt } from './order-receipt';
import type { Order } from './orders.schema';

/** How long a request waits for the receipt before answering; the send carries on regardless. */
const RECEIPT_WAIT_MS = 2_000;

/**
 * Sends the receipt after the payment is committed. A slow mail server must not hold up the answer
 * to a provider's notification (security.md 22), so the wait is bounded and failures are logged.
 */
export async function sendOrderReceipt(
  deps: { mailer: Mailer; site: SiteConfig; log: FastifyBaseLogger },
  order: Order,
): Promise<void> {
  const sending = deps.mailer.send(renderOrderReceipt(order, deps.site)).catch((error: unknown) => {
    deps.log.error({ err: error, orderId: order.id }, 'receipt email failed');
  });
  let timer: NodeJS.Timeout | undefined;
  await Promise.race([
    sending,
    new Promise<void>((resolve) => (timer = setTimeout(resolve, RECEIPT_WAIT_MS))),
  ]);
  clearTimeout(timer);
}
