import type { PaymentMethodId } from '@kabar/shared';

export interface CreateTransactionInput {
  orderId: string;
  /** Whole rupiah: what the customer pays. */
  grossAmount: number;
  method: PaymentMethodId;
  item: { id: string; name: string; price: number };
  /** The voucher's discount as its own line, so the lines add up to the gross amount. */
  discount: { code: string; amount: number } | null;
  customer: { name: string; email: string };
  expiresAt: Date;
}

export interface CreatedTransaction {
  /** The provider's handle on the transaction (Snap token, or the sandbox order id). */
  reference: string;
  /** Where the customer pays: absolute for an outside provider, a path for our own page. */
  payUrl: string;
}

/** What the provider itself says about a transaction (Midtrans' status API). */
export interface ProviderTransactionStatus {
  transactionStatus: string;
  fraudStatus?: string;
  /** As the provider writes it, e.g. '20000.00'. */
  grossAmount: string;
}

/**
 * A payment provider. Both speak Midtrans' notification format, signed with `serverKey`, so one
 * endpoint verifies every notification the same way (docs/security.md #19).
 */
export interface PaymentProvider {
  readonly name: 'sandbox' | 'midtrans';
  readonly methods: readonly PaymentMethodId[];
  readonly serverKey: string;
  createTransaction(input: CreateTransactionInput): Promise<CreatedTransaction>;
  /**
   * The transaction's status as the provider knows it, null when it knows no such transaction.
   * Notifications are confirmed with it before anything is granted or revoked: their signature
   * does not cover transaction_status. Throws PaymentProviderError when it cannot be asked.
   */
  fetchStatus(orderId: string): Promise<ProviderTransactionStatus | null>;
  /**
   * Sends the money back to the customer (Midtrans' refund API). `refundKey` names this refund,
   * so asking again after a lost answer never refunds twice. Throws PaymentProviderError when the
   * provider refuses or cannot be asked.
   */
  refund(orderId: string, refund: RefundRequest): Promise<void>;
}

export interface RefundRequest {
  refundKey: string;
  /** Whole rupiah. */
  amount: number;
  reason: string;
}

export class PaymentProviderError extends Error {
  override name = 'PaymentProviderError';
}
