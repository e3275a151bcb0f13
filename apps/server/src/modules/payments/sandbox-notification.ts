import { randomUUID } from 'node:crypto';
import type { PaymentMethodId } from '@kabar/shared';
import { midtransSignature } from './midtrans-signature';
import { statusCodeOf } from './midtrans-status';
import type { sandboxTransactions } from './sandbox-transactions.schema';

type SandboxTransaction = typeof sandboxTransactions.$inferSelect;

const PAYMENT_TYPE: Record<PaymentMethodId, string> = {
  qris: 'qris',
  va_bca: 'bank_transfer',
  va_mandiri: 'echannel',
  va_bni: 'bank_transfer',
  va_bri: 'bank_transfer',
  bank_transfer: 'bank_transfer',
  gopay: 'gopay',
  ovo: 'ovo',
  dana: 'dana',
  shopeepay: 'shopeepay',
};

/** A notification in Midtrans' shape and signed the Midtrans way, with the sandbox's key. */
export function buildSandboxNotification(
  transaction: SandboxTransaction,
  transactionStatus: 'settlement' | 'cancel' | 'expire',
  serverKey: string,
  now = new Date(),
): Record<string, string> {
  const statusCode = statusCodeOf(transactionStatus);
  const grossAmount = `${transaction.grossAmount}.00`;
  return {
    transaction_time: now.toISOString().replace('T', ' ').slice(0, 19),
    transaction_status: transactionStatus,
    transaction_id: randomUUID(),
    status_message: 'Sandbox notification',
    status_code: statusCode,
    signature_key: midtransSignature(transaction.orderId, statusCode, grossAmount, serverKey),
    payment_type: PAYMENT_TYPE[transaction.method],
    order_id: transaction.orderId,
    merchant_id: 'KABAR-SANDBOX',
    gross_amount: grossAmount,
    fraud_status: 'accept',
    currency: 'IDR',
  };
}
