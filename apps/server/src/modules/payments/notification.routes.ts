import type { FastifyPluginAsync } from 'fastify';
import { z } from 'zod';
import { ORDER_STATUSES } from '@kabar/shared';
import { declareRoutes } from '../../http/declare-routes';
import { envelope } from '../../http/envelope';
import { AppError, NotFoundError } from '../../http/errors';
import { access } from '../../http/route-contract';
import { findOrder } from '../orders/orders.queries';
import { applyConfirmedStatus, sameAmount } from './apply-confirmed-status';
import { hasValidMidtransSignature } from './midtrans-signature';
import { outcomeOf } from './midtrans-status';
import { PaymentProviderError } from '../orders/payment-provider';

/**
 * Never refused as a body: the signature is checked first, and an incomplete notification then
 * answers one message rather than field errors, so a failed parse reads as null.
 */
const notificationSchema = z
  .object({
    order_id: z.string(),
    transaction_status: z.string(),
    gross_amount: z.string().regex(/^\d+(\.\d{1,2})?$/),
    fraud_status: z.string().optional(),
  })
  .nullable()
  .catch(null);

const notificationAnswerSchema = z.object({ order_id: z.string(), status: z.enum(ORDER_STATUSES) });

/**
 * The provider's HTTP notification (Midtrans' format; the sandbox sends the same). Nothing changes
 * unless the signature verifies over the values as received, the amount matches the order, and
 * the provider's status API confirms what the notification claims (Midtrans' advice: the
 * signature does not cover the status).
 */
export const notificationRoutes: FastifyPluginAsync = async (app) => {
  const route = declareRoutes(app, 'payments');

  route.post(
    '/payments/notification',
    {
      summary:
        'The payment provider’s notification (Midtrans format, signed); the status is confirmed with the provider',
      access: access.public,
      body: notificationSchema,
      data: notificationAnswerSchema,
    },
    async ({ body: notification }, request, reply) => {
      if (!hasValidMidtransSignature(request.body, app.payments.serverKey)) {
        request.log.warn('payment notification with a bad or missing signature');
        throw new AppError(403, 'Tanda tangan notifikasi tidak valid.');
      }
      if (!notification) throw new AppError(400, 'Notifikasi tidak lengkap.');
      const order = await findOrder(app.db, notification.order_id);
      if (!order) throw new NotFoundError('Pesanan tidak ditemukan.');
      if (!sameAmount(notification.gross_amount, order.total)) {
        request.log.warn({ orderId: order.id }, 'payment notification amount does not match');
        throw new AppError(400, 'Jumlah pembayaran tidak sesuai dengan pesanan.');
      }
      const outcome = outcomeOf(notification.transaction_status, notification.fraud_status);
      const ignored = () =>
        reply.send(envelope({ order_id: order.id, status: order.status }, 'Diabaikan.'));
      if (!outcome) return ignored();
      // The signature does not cover transaction_status: the provider's own answer decides.
      let confirmed;
      try {
        confirmed = await app.payments.fetchStatus(order.id);
      } catch (error) {
        if (!(error instanceof PaymentProviderError)) throw error;
        request.log.error(
          { err: error, orderId: order.id },
          'payment status could not be confirmed',
        );
        // Not 2xx, so the provider sends the notification again later.
        throw new AppError(503, 'Status pembayaran belum dapat dipastikan. Coba lagi nanti.');
      }
      if (
        !confirmed ||
        !sameAmount(confirmed.grossAmount, order.total) ||
        outcomeOf(confirmed.transactionStatus, confirmed.fraudStatus) !== outcome
      ) {
        request.log.warn(
          { orderId: order.id, claimed: notification.transaction_status, confirmed },
          'payment notification not confirmed by the provider',
        );
        return ignored();
      }
      const applied = await applyConfirmedStatus(
        app,
        order,
        outcome,
        notification.transaction_status,
      );
      return envelope(
        { order_id: applied.order.id, status: applied.order.status },
        'Notifikasi diterima.',
      );
    },
  );
};
