import type { FastifyPluginAsync, FastifyRequest } from 'fastify';
import QRCode from 'qrcode';
import { z } from 'zod';
import { paymentMethodLabel, type PaymentMethodId, type SandboxPaymentDto } from '@kabar/shared';
import { envelope } from '../../http/envelope';
import { AppError, NotFoundError } from '../../http/errors';
import { deliverToSelf } from './deliver-to-self';
import { buildSandboxNotification } from './sandbox-notification';
import {
  findBuyerSandboxTransaction,
  setSandboxTransactionStatus,
  type SandboxTransaction,
} from './sandbox-transactions.queries';
import type { SandboxTransactionStatus } from './sandbox-transactions.schema';

const params = z.object({ orderId: z.string().regex(/^[A-Za-z0-9\-_~.]{1,50}$/) });
const NOT_FOUND = 'Transaksi tidak ditemukan.';
const SCANNED: readonly PaymentMethodId[] = ['qris', 'gopay', 'ovo', 'dana', 'shopeepay'];

/**
 * The sandbox provider's pay page API (/pay/{order}). Only the buyer may open their transaction.
 * 'Bayar' and 'Batalkan' change the sandbox's own ledger, then the outcome travels to our order
 * only as a signed notification over HTTP.
 */
export const sandboxRoutes: FastifyPluginAsync = async (app) => {
  async function load(request: FastifyRequest) {
    const parsed = params.safeParse(request.params);
    if (!parsed.success) throw new NotFoundError(NOT_FOUND);
    const transaction = await findBuyerSandboxTransaction(
      app.db,
      parsed.data.orderId,
      request.userId,
    );
    if (!transaction) throw new NotFoundError(NOT_FOUND);
    return transaction;
  }

  async function settle(
    request: FastifyRequest,
    next: 'settlement' | 'cancel',
  ): Promise<{ finish_url: string; status: SandboxTransactionStatus }> {
    let transaction = await load(request);
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

  app.get('/payments/sandbox/:orderId', { preHandler: app.authenticate }, async (request) => {
    const transaction = await load(request);
    const scanned = SCANNED.includes(transaction.method);
    const qrText = `KABAR-SANDBOX|${transaction.method.toUpperCase()}|${transaction.orderId}|${transaction.grossAmount}`;
    const result: SandboxPaymentDto = {
      order_id: transaction.orderId,
      item_name: transaction.itemName,
      amount: transaction.grossAmount,
      method: transaction.method,
      method_label: paymentMethodLabel(transaction.method),
      account_number: transaction.accountNumber,
      qr_image: scanned
        ? `data:image/svg+xml;base64,${Buffer.from(await QRCode.toString(qrText, { type: 'svg', margin: 2 })).toString('base64')}`
        : null,
      status: transaction.status,
      expires_at: transaction.expiresAt.toISOString(),
      finish_url: transaction.finishUrl,
    };
    return envelope(result, 'Transaksi berhasil diambil.');
  });

  app.post('/payments/sandbox/:orderId/pay', { preHandler: app.authenticate }, async (request) =>
    envelope(await settle(request, 'settlement'), 'Pembayaran berhasil.'),
  );

  app.post('/payments/sandbox/:orderId/cancel', { preHandler: app.authenticate }, async (request) =>
    envelope(await settle(request, 'cancel'), 'Pembayaran dibatalkan.'),
  );
};
