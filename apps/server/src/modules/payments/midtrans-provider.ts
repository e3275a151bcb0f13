import type { PaymentMethodId } from '@kabar/shared';
import type {
  RefundRequest,
  CreateTransactionInput,
  CreatedTransaction,
  PaymentProvider,
  ProviderTransactionStatus,
} from '../orders/payment-provider';
import { PaymentProviderError } from '../orders/payment-provider';

/** Snap's names for our methods (enabled_payments). */
const MIDTRANS_PAYMENTS: Record<PaymentMethodId, string[]> = {
  qris: ['other_qris'],
  va_bca: ['bca_va'],
  va_mandiri: ['echannel'],
  va_bni: ['bni_va'],
  va_bri: ['bri_va'],
  bank_transfer: ['permata_va', 'other_va'],
  gopay: ['gopay'],
  ovo: ['ovo'],
  dana: ['dana'],
  shopeepay: ['shopeepay'],
};

const SNAP_TIMEOUT_MS = 10_000;
/** Inside the 5 s a notification must be answered in (docs/security.md #22). */
const STATUS_TIMEOUT_MS = 3_000;

/**
 * Midtrans serves Snap on app.(sandbox.)midtrans.com and the Core API, with the status endpoint,
 * on api.(sandbox.)midtrans.com; any other Snap address (a local stand-in) serves both.
 */
function midtransApiUrl(snapUrl: string): string {
  const url = new URL(snapUrl);
  if (/^app\.(sandbox\.)?midtrans\.com$/.test(url.hostname)) {
    url.hostname = url.hostname.replace(/^app\./, 'api.');
  }
  return url.origin;
}

/** Midtrans' refund call moves money: it may take longer than a status check. */
const REFUND_TIMEOUT_MS = 15_000;

/** Snap caps names at 50 characters. */
const snapName = (name: string) => name.slice(0, 50);

/**
 * Midtrans Snap: create-transaction with the server key over Basic auth, then the customer goes to
 * Snap's redirect_url; the outcome comes back as a signed HTTP notification.
 */
export function createMidtransProvider(options: {
  serverKey: string;
  snapUrl: string;
  /** Absolute URL of our return page, without the order id. */
  finishUrl: (orderId: string) => string;
  fetch?: typeof fetch;
}): PaymentProvider {
  const doFetch = options.fetch ?? fetch;
  const authorization = `Basic ${Buffer.from(`${options.serverKey}:`).toString('base64')}`;
  return {
    name: 'midtrans',
    methods: Object.keys(MIDTRANS_PAYMENTS) as PaymentMethodId[],
    serverKey: options.serverKey,
    async createTransaction(input: CreateTransactionInput): Promise<CreatedTransaction> {
      const itemDetails = [
        {
          id: input.item.id,
          price: input.item.price,
          quantity: 1,
          name: snapName(input.item.name),
        },
        ...(input.discount
          ? [
              {
                id: `VOUCHER-${input.discount.code}`,
                price: -input.discount.amount,
                quantity: 1,
                name: snapName(`Voucher ${input.discount.code}`),
              },
            ]
          : []),
      ];
      const minutesLeft = Math.max(
        1,
        Math.floor((input.expiresAt.getTime() - Date.now()) / 60_000),
      );
      const body = {
        transaction_details: { order_id: input.orderId, gross_amount: input.grossAmount },
        item_details: itemDetails,
        customer_details: { first_name: input.customer.name, email: input.customer.email },
        enabled_payments: MIDTRANS_PAYMENTS[input.method],
        callbacks: { finish: options.finishUrl(input.orderId) },
        expiry: { unit: 'minutes', duration: minutesLeft },
      };
      let response: Response;
      try {
        response = await doFetch(`${options.snapUrl}/snap/v1/transactions`, {
          method: 'POST',
          headers: {
            Accept: 'application/json',
            'Content-Type': 'application/json',
            Authorization: authorization,
          },
          body: JSON.stringify(body),
          signal: AbortSignal.timeout(SNAP_TIMEOUT_MS),
        });
      } catch (error) {
        throw new PaymentProviderError(`Snap tidak dapat dihubungi: ${(error as Error).message}`);
      }
      const answer = (await response.json().catch(() => null)) as {
        token?: unknown;
        redirect_url?: unknown;
        error_messages?: unknown;
      } | null;
      if (
        response.status !== 201 ||
        typeof answer?.token !== 'string' ||
        typeof answer.redirect_url !== 'string'
      ) {
        throw new PaymentProviderError(
          `Snap menolak transaksi (${response.status}): ${JSON.stringify(answer?.error_messages ?? answer)}`,
        );
      }
      return { reference: answer.token, payUrl: answer.redirect_url };
    },
    async fetchStatus(orderId): Promise<ProviderTransactionStatus | null> {
      let response: Response;
      try {
        response = await doFetch(
          `${midtransApiUrl(options.snapUrl)}/v2/${encodeURIComponent(orderId)}/status`,
          {
            headers: { Accept: 'application/json', Authorization: authorization },
            signal: AbortSignal.timeout(STATUS_TIMEOUT_MS),
          },
        );
      } catch (error) {
        throw new PaymentProviderError(
          `Status Midtrans tidak dapat dihubungi: ${(error as Error).message}`,
        );
      }
      const answer = (await response.json().catch(() => null)) as {
        status_code?: unknown;
        transaction_status?: unknown;
        fraud_status?: unknown;
        gross_amount?: unknown;
      } | null;
      // Midtrans answers an unknown order with HTTP 200 (or 404) and status_code "404" inside.
      if (answer?.status_code === '404') return null;
      if (
        !response.ok ||
        typeof answer?.transaction_status !== 'string' ||
        typeof answer.gross_amount !== 'string'
      ) {
        throw new PaymentProviderError(
          `Status Midtrans ditolak (${response.status}): ${JSON.stringify(answer)}`,
        );
      }
      return {
        transactionStatus: answer.transaction_status,
        ...(typeof answer.fraud_status === 'string' ? { fraudStatus: answer.fraud_status } : {}),
        grossAmount: answer.gross_amount,
      };
    },
    async refund(orderId: string, refund: RefundRequest): Promise<void> {
      let response: Response;
      try {
        response = await doFetch(
          `${midtransApiUrl(options.snapUrl)}/v2/${encodeURIComponent(orderId)}/refund`,
          {
            method: 'POST',
            headers: {
              Accept: 'application/json',
              'Content-Type': 'application/json',
              Authorization: authorization,
            },
            body: JSON.stringify({
              refund_key: refund.refundKey,
              amount: refund.amount,
              reason: refund.reason.slice(0, 255),
            }),
            signal: AbortSignal.timeout(REFUND_TIMEOUT_MS),
          },
        );
      } catch (error) {
        throw new PaymentProviderError(
          `Midtrans tidak dapat dihubungi untuk pengembalian dana: ${(error as Error).message}`,
        );
      }
      const answer = (await response.json().catch(() => null)) as {
        status_code?: unknown;
        status_message?: unknown;
      } | null;
      // Midtrans answers HTTP 200 with its own status_code inside: "200" is a refund made.
      if (!response.ok || answer?.status_code !== '200') {
        throw new PaymentProviderError(
          `Midtrans menolak pengembalian dana (${String(answer?.status_code ?? response.status)}): ${String(answer?.status_message ?? '')}`,
        );
      }
    },
  };
}
