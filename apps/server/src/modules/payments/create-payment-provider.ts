import { createHmac } from 'node:crypto';
import type { Config } from '../../config';
import type { Db } from '../../db/client';
import { createMidtransProvider } from './midtrans-provider';
import type { PaymentProvider } from '../orders/payment-provider';
import { createSandboxProvider, finishPath } from './sandbox-provider';

/**
 * The sandbox signs with a key of its own, derived from the access-token secret so every instance
 * sharing that secret verifies the others' notifications.
 */
export function sandboxServerKey(jwtSecret: string): string {
  return createHmac('sha256', jwtSecret).update('kabar-sandbox-payment-key').digest('hex');
}

/** Midtrans when configured, else the sandbox (with a warning where real money is expected). */
export function createPaymentProvider(options: {
  config: Config;
  db: Db;
  jwtSecret: string;
}): PaymentProvider {
  const { config } = options;
  const midtrans = config.payments.midtrans;
  if (config.payments.provider === 'midtrans' && midtrans) {
    return createMidtransProvider({
      serverKey: midtrans.serverKey,
      snapUrl: midtrans.snapUrl,
      finishUrl: (orderId) => `${config.site.publicUrl}${finishPath(orderId)}`,
    });
  }
  return createSandboxProvider({ db: options.db, serverKey: sandboxServerKey(options.jwtSecret) });
}

export const SANDBOX_PRODUCTION_WARNING =
  'Pembayaran memakai sandbox: tidak ada uang sungguhan yang diterima. Atur MIDTRANS_SERVER_KEY untuk Midtrans.';
