import { randomInt } from 'node:crypto';
import { PAYMENT_METHOD_IDS, type PaymentMethodId } from '@kabar/shared';
import { eq } from 'drizzle-orm';
import { PaymentProviderError } from '../orders/payment-provider';
import type { Db } from '../../db/client';
import type { CreateTransactionInput, PaymentProvider } from '../orders/payment-provider';
import { sandboxTransactions } from './sandbox-transactions.schema';

/** Bank codes in front of sandbox account numbers, as the real banks' VA prefixes look. */
const ACCOUNT_PREFIX: Partial<Record<PaymentMethodId, string>> = {
  va_bca: '70012',
  va_mandiri: '89508',
  va_bni: '98812',
  va_bri: '26215',
  bank_transfer: '00888',
};

function accountNumber(method: PaymentMethodId): string | null {
  const prefix = ACCOUNT_PREFIX[method];
  if (!prefix) return null;
  let digits = '';
  for (let i = 0; i < 11; i++) digits += String(randomInt(10));
  return prefix + digits;
}

const sandboxPayPath = (orderId: string) => `/pay/${encodeURIComponent(orderId)}`;
export const finishPath = (orderId: string) => `/checkout/finish/${encodeURIComponent(orderId)}`;

/**
 * Our own provider for when no Midtrans key is configured: it records the transaction in its own
 * ledger and sends the customer to our pay page (/pay/{order}). Its outcome returns only as a
 * notification signed with `serverKey`, through the same endpoint Midtrans would call.
 */
export function createSandboxProvider(options: { db: Db; serverKey: string }): PaymentProvider {
  return {
    name: 'sandbox',
    methods: PAYMENT_METHOD_IDS,
    serverKey: options.serverKey,
    async fetchStatus(orderId) {
      const [row] = await options.db
        .select()
        .from(sandboxTransactions)
        .where(eq(sandboxTransactions.orderId, orderId));
      if (!row) return null;
      return {
        transactionStatus: row.status,
        fraudStatus: 'accept',
        grossAmount: `${row.grossAmount}.00`,
      };
    },
    /**
     * No money moved in the sandbox, so none goes back: only a transaction it knows as not
     * settled is refused (an order made without the sandbox's ledger has nothing to refuse).
     */
    async refund(orderId) {
      const [row] = await options.db
        .select({ status: sandboxTransactions.status })
        .from(sandboxTransactions)
        .where(eq(sandboxTransactions.orderId, orderId));
      if (row && row.status !== 'settlement') {
        throw new PaymentProviderError(
          'Transaksi sandbox ini belum lunas, tidak ada yang dikembalikan.',
        );
      }
    },
    async createTransaction(input: CreateTransactionInput) {
      await options.db.insert(sandboxTransactions).values({
        orderId: input.orderId,
        grossAmount: input.grossAmount,
        method: input.method,
        itemName: input.item.name,
        accountNumber: accountNumber(input.method),
        finishUrl: finishPath(input.orderId),
        expiresAt: input.expiresAt,
      });
      return { reference: input.orderId, payUrl: sandboxPayPath(input.orderId) };
    },
  };
}
