import type { FastifyPluginAsync } from 'fastify';
import { z } from 'zod';
import {
  adminOrderDetailSchema,
  adminOrderSchema,
  refundInputSchema,
  searchQuerySchema,
} from '@kabar/shared';
import { declareRoutes } from '../../http/declare-routes';
import { envelope } from '../../http/envelope';
import { access } from '../../http/route-contract';
import { PaymentProviderError } from '../orders/payment-provider';
import {
  findOrderOr404,
  ORDER_NOT_FOUND,
  refundOrder,
  resendReceipt,
  searchOrders,
  toAdminOrder,
} from './order-admin';

const orderParams = z.object({
  orderId: z.string().regex(/^[A-Z0-9-]{1,50}$/, { error: ORDER_NOT_FOUND }),
});

/** Orders: find one a couple asks about, check it with the provider, refund, resend the receipt. */
export const ordersAdminRoutes: FastifyPluginAsync = async (app) => {
  const route = declareRoutes(app, 'admin');

  route.get(
    '/admin/orders',
    {
      summary: 'Search orders by id, email or phone',
      access: access.operator,
      query: searchQuerySchema,
      data: z.array(adminOrderSchema),
    },
    async ({ query }) => envelope((await searchOrders(app.db, query.q)).map(toAdminOrder)),
  );

  route.get(
    '/admin/orders/:orderId',
    {
      summary: "An order with the payment provider's own status",
      access: access.operator,
      params: orderParams,
      data: adminOrderDetailSchema,
    },
    async ({ params }) => {
      const order = await findOrderOr404(app.db, params.orderId);
      let providerStatus = null;
      let providerError = null;
      if (order.provider !== 'none') {
        try {
          const status = await app.payments.fetchStatus(order.id);
          providerStatus = status && {
            transaction_status: status.transactionStatus,
            gross_amount: status.grossAmount,
          };
        } catch (error) {
          if (!(error instanceof PaymentProviderError)) throw error;
          providerError = 'Layanan pembayaran tidak dapat dihubungi.';
        }
      }
      return envelope({
        order: toAdminOrder(order),
        provider_status: providerStatus,
        provider_error: providerError,
      });
    },
  );

  route.post(
    '/admin/orders/:orderId/refund',
    {
      summary: 'Refund a paid order: its entitlements are taken back',
      access: access.operator,
      params: orderParams,
      body: refundInputSchema,
      data: adminOrderSchema,
    },
    async ({ params, body }, request) =>
      envelope(
        toAdminOrder(await refundOrder(app, request, params.orderId, body.reason)),
        'Dana pesanan dikembalikan.',
      ),
  );

  route.post(
    '/admin/orders/:orderId/receipt',
    {
      summary: 'Send the receipt of a paid order again',
      access: access.operator,
      params: orderParams,
      data: null,
    },
    async ({ params }, request) => {
      await resendReceipt(app, request, params.orderId);
      return envelope(null, 'Struk dikirim ulang.');
    },
  );
};
