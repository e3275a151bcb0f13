import type { PaymentOutcome } from '../orders/payment-outcome';

/**
 * settlement, or capture with fraud_status accept: paid. capture under challenge (or without a
 * verdict): review, until the provider accepts or denies. pending waits for payment. deny: failed
 * (the customer may retry). cancel and expire: closed. refund: refunded. Anything else changes
 * nothing.
 */
export function outcomeOf(transactionStatus: string, fraudStatus?: string): PaymentOutcome | null {
  switch (transactionStatus) {
    case 'settlement':
      return 'paid';
    case 'capture':
      if (fraudStatus === 'accept') return 'paid';
      return fraudStatus === 'deny' ? 'failed' : 'review';
    case 'pending':
      return 'pending';
    case 'deny':
      return 'failed';
    case 'cancel':
    case 'expire':
      return 'expired';
    case 'refund':
      return 'refunded';
    default:
      return null;
  }
}

/** Midtrans' status_code for each transaction status, as its notifications carry them. */
export function statusCodeOf(transactionStatus: string): string {
  if (transactionStatus === 'settlement' || transactionStatus === 'capture') return '200';
  if (transactionStatus === 'pending') return '201';
  return transactionStatus === 'refund' ? '200' : '202';
}
