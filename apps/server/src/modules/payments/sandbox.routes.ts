import type { FastifyPluginAsync } from 'fastify';
import QRCode from 'qrcode';
import { z } from 'zod';
import {
  paymentMethodLabel,
  SANDBOX_TRANSACTION_STATUSES,
  sandboxPaymentDtoSchema,
  type PaymentMethodId,
} from '@kabar/shared';
import { declareRoutes } from '../../http/declare-routes';
import { envelope } from '../../http/envelope';
import { AppError, NotFoundError } from '../../http/errors';
import { access } from '../../http/route-contract';
import { deliverToSelf } from './deliver-to-self';
import { buildSandboxNotification } from './sandbox-notification';
import {
  findBuyerSandboxTransaction,
  setSandboxTransactionStatus,
  type SandboxTransaction,
} from './sandbox-transactions.queries';
import type { SandboxTransactionStatus } from './sandbox-transactions.schema';

const NOT_FOUND = 'Transaksi tidak ditemukan.';
const params = z.object({
  orderId: z.string().regex(/^[A-Za-z0-9\-_~.]{1,50}$/, { error: NOT_FOUND }),
});
const settledSchema = z.object({
  finish_url: z.string(),
  status: z.enum(SANDBOX_TRANSACTION_STATUSES),
});
const SCANNED: readonly PaymentMethodId[] = ['qris', 'gopay', 'ovo', 'dana', 'shopeepay'];

/**
 * The sandbox provider's pay page API (/pay/{order}). Only the buyer may open their transaction.
 * 'Bayar' and 'Batalkan' change the sandbox's own ledger, then the outcome travels to our order
 * only as a signed notification over HTTP.
 */
export const sandboxRoutes: FastifyPluginAsync = async (app) => {
  const route = declareRoutes(app, 'payments');

  async function load(orderId: string, userId: string) {
    const transaction = await findBuyerSandboxTransaction(app.db, orderId, userId);
    if (!transaction) throw new NotFoundError(NOT_FOUND);
    return transaction;
  }

  async function settle(
    orderId: string,
    userId: string,
    next: 'settlement' | 'cancel',
  ): Promise<{ finish_url: string; status: SandboxTransactionStatus }> {
    let transaction = await load(orderId, userId);
    const now = new Date();
    if (transaction.status === 'pending' && transaction.expiresAt <= now) {
      transaction = await setSandboxTransactionStatus(app.db, transaction.orderId, 'expire', now);
      await notify(transaction, 'expire');
      throw new AppError(409, 'Waktu pembayaran sudah habis.');
    }
    if (transaction.status === 'pending') {
      transaction = await setSandboxTransactionStatus(app.db, transaction.orderId, next, now);
    } else if (transaction.status !== next) {
      throw new AppError(409, 'Transaksi ini sudah ditutup.');
    }
    // Sent again when the transaction already had this outcome, as providers retry notifications.
    await notify(transaction, next);
    return { finish_url: transaction.finishUrl, status: transaction.status };
  }

  async function notify(
    transaction: SandboxTransaction,
    status: 'settlement' | 'cancel' | 'expire',
  ) {
    const body = buildSandboxNotification(transaction, status, app.payments.serverKey);
    const code = await deliverToSelf(app, body).catch((error: unknown) => {
      app.log.error({ err: error }, 'sandbox notification could not be delivered');
      return 0;
    });
    if (code < 200 || code >= 300) {
      throw new AppError(502, 'Notifikasi pembayaran gagal dikirim. Silakan coba lagi.');
    }
  }

  route.get(
    '/payments/sandbox/:orderId',
    {
      summary: 'The sandbox pay page’s transaction (the buyer only)',
      access: access.signedIn,
      params,
      data: sandboxPaymentDtoSchema,
    },
    async ({ params: { orderId }, userId }) => {
      const transaction = await load(orderId, userId);
      const scanned = SCANNED.includes(transaction.method);
      const qrText = `KABAR-SANDBOX|${transaction.method.toUpperCase()}|${transaction.orderId}|${transaction.grossAmount}`;
      const qrSvg = scanned ? await QRCode.toString(qrText, { type: 'svg', margin: 2 }) : null;
      return envelope(
        {
          order_id: transaction.orderId,
          item_name: transaction.itemName,
          amount: transaction.grossAmount,
          method: transaction.method,
          method_label: paymentMethodLabel(transaction.method),
          account_number: transaction.accountNumber,
          qr_image: qrSvg
            ? `data:image/svg+xml;base64,${Buffer.from(qrSvg).toString('base64')}`
            : null,
          status: transaction.status,
          expires_at: transaction.expiresAt.toISOString(),
          finish_url: transaction.finishUrl,
        },
        'Transaksi berhasil diambil.',
      );
    },
  );

  route.post(
    '/payments/sandbox/:orderId/pay',
    { summary: 'Pay in the sandbox', access: access.signedIn, params, data: settledSchema },
    async ({ params: { orderId }, userId }) =>
      envelope(await settle(orderId, userId, 'settlement'), 'Pembayaran berhasil.'),
  );

  route.post(
    '/payments/sandbox/:orderId/cancel',
    { summary: 'Cancel in the sandbox', access: access.signedIn, params, data: settledSchema },
    async ({ params: { orderId }, userId }) =>
      envelope(await settle(orderId, userId, 'cancel'), 'Pembayaran dibatalkan.'),
  );
};
