import type { OrderStatus } from '@kabar/shared';

/**
 * The only moves an order's status may make, by target: forward, never back. A declined payment
 * (failed) may still be paid on a retry within its window; a payment in review waits for the
 * provider's accept (paid) or deny (failed); paid, expired and refunded are closed except that a
 * paid order may be refunded.
 */
export const ALLOWED_FROM: Record<OrderStatus, readonly OrderStatus[]> = {
  awaiting_payment: [],
  review: ['awaiting_payment', 'failed'],
  failed: ['awaiting_payment', 'review'],
  expired: ['awaiting_payment', 'failed', 'review'],
  paid: ['awaiting_payment', 'failed', 'review'],
  refunded: ['paid'],
};

/** Orders stay payable for a day, like Snap's default; the voucher use is held that long. */
export const PAYMENT_WINDOW_MS = 24 * 60 * 60 * 1000;
