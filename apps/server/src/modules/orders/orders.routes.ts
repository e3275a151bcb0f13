import type { FastifyPluginAsync, FastifyRequest } from 'fastify';
import { z } from 'zod';
import {
  createOrderSchema,
  orderDtoSchema,
  purchaseInputSchema,
  quoteDtoSchema,
  quoteInputSchema,
  themeIdSchema,
  voucherDiscount,
} from '@kabar/shared';
import { bearerToken } from '../../auth/authenticate';
import { addRetryAfterHeader } from '../../auth/rate-limit';
import { declareRoutes } from '../../http/declare-routes';
import { envelope } from '../../http/envelope';
import { NotFoundError } from '../../http/errors';
import { access } from '../../http/route-contract';
import { limitVoucherGuesses } from '../vouchers/limit-voucher-guesses';
import { findFeaturedVoucher } from './usable-vouchers';
import { createOrder } from './create-order';
import { ORDER_ID_PATTERN } from './order-id';
import { toOrderDto } from './order-dto';
import { expireStaleOrders, findUserOrder, listUserOrders } from './orders.queries';
import { resolveOrderItem } from './resolve-order-item';

const ORDER_NOT_FOUND = 'Pesanan tidak ditemukan.';
const orderParams = z.object({
  id: z.string().regex(ORDER_ID_PATTERN, { error: ORDER_NOT_FOUND }),
});
const themeParams = z.object({ id: themeIdSchema });

export const ordersRoutes: FastifyPluginAsync = async (app) => {
  addRetryAfterHeader(app);
  const route = declareRoutes(app, 'orders');
  const deps = (request: FastifyRequest) => ({
    db: app.db,
    provider: app.payments,
    jobs: app.jobs,
    site: app.config.site,
    log: request.log,
  });

  /**
   * The item's server price, whether it is already owned, and what the checkout may offer. Public
   * like the spec's /checkout: a signed-out visitor sees the price and signs in only to pay.
   */
  route.post(
    '/orders/quote',
    {
      summary: 'The item’s server price, whether it is owned, and what checkout may offer',
      access: access.public,
      body: quoteInputSchema,
      data: quoteDtoSchema,
    },
    async ({ body: { item } }, request) => {
      const token = bearerToken(request);
      const userId = token ? await app.tokens.verify(token) : null;
      const resolved = await resolveOrderItem(app.db, userId, item);
      const featured = await findFeaturedVoucher(app.db, new Date(), resolved);
      return envelope(
        {
          item: {
            type: resolved.type,
            id: resolved.planId ?? resolved.themeId!,
            name: resolved.name,
            features: resolved.features,
          },
          price: resolved.price,
          already_owned: resolved.alreadyOwned,
          payment_methods: [...app.payments.methods],
          suggested_voucher: featured
            ? { code: featured.code, discount: voucherDiscount(featured, resolved.price) }
            : null,
        },
        'Harga berhasil diambil.',
      );
    },
  );

  route.post(
    '/orders',
    {
      summary: 'Start an order at the server’s price and open its payment',
      access: access.signedIn,
      body: createOrderSchema,
      data: orderDtoSchema,
      status: 201,
    },
    async ({ body, userId }, request, reply) => {
      if (body.voucher_code) await limitVoucherGuesses(app, request);
      const order = await createOrder(deps(request), userId, body);
      return reply.status(201).send(envelope(toOrderDto(order), 'Pesanan berhasil dibuat.', 201));
    },
  );

  /** The spec's theme purchase call: an order for one theme at the catalogue price. */
  route.post(
    '/themes/:id/purchase',
    {
      summary: 'The spec’s theme purchase: an order for one theme',
      access: access.signedIn,
      params: themeParams,
      invalidParamsStatus: 400,
      body: purchaseInputSchema,
      data: orderDtoSchema,
      status: 201,
    },
    async ({ params, body, userId }, request, reply) => {
      const order = await createOrder(deps(request), userId, {
        ...body,
        item: { type: 'theme', id: params.id },
      });
      return reply.status(201).send(envelope(toOrderDto(order), 'Pesanan berhasil dibuat.', 201));
    },
  );

  route.get(
    '/orders',
    { summary: 'The user’s orders', access: access.signedIn, data: z.array(orderDtoSchema) },
    async ({ userId }) => {
      await expireStaleOrders(app.db, userId, new Date());
      const list = await listUserOrders(app.db, userId);
      return envelope(list.map(toOrderDto), 'Riwayat pesanan berhasil diambil.');
    },
  );

  route.get(
    '/orders/:id',
    {
      summary: 'One of the user’s orders',
      access: access.signedIn,
      params: orderParams,
      data: orderDtoSchema,
    },
    async ({ params, userId }) => {
      await expireStaleOrders(app.db, userId, new Date());
      const order = await findUserOrder(app.db, userId, params.id);
      if (!order) throw new NotFoundError(ORDER_NOT_FOUND);
      return envelope(toOrderDto(order), 'Pesanan berhasil diambil.');
    },
  );
};
