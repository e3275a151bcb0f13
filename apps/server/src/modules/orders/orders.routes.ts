import { bearerToken } from '../../auth/authenticate';
import type { FastifyPluginAsync, FastifyRequest } from 'fastify';
import { z } from 'zod';
import {
  createOrderSchema,
  purchaseInputSchema,
  quoteInputSchema,
  themeIdSchema,
  voucherDiscount,
  type QuoteDto,
} from '@kabar/shared';
import { envelope } from '../../http/envelope';
import { NotFoundError } from '../../http/errors';
import { parseInput } from '../../http/validate';
import { addRetryAfterHeader } from '../../auth/rate-limit';
import { limitVoucherGuesses } from '../vouchers/limit-voucher-guesses';
import { findFeaturedVoucher } from './usable-vouchers';
import { createOrder } from './create-order';
import { ORDER_ID_PATTERN } from './order-id';
import { toOrderDto } from './order-dto';
import { expireStaleOrders, findUserOrder, listUserOrders } from './orders.queries';
import { resolveOrderItem } from './resolve-order-item';

const ORDER_NOT_FOUND = 'Pesanan tidak ditemukan.';
const orderParams = z.object({ id: z.string().regex(ORDER_ID_PATTERN) });
const themeParams = z.object({ id: themeIdSchema });

export const ordersRoutes: FastifyPluginAsync = async (app) => {
  addRetryAfterHeader(app);
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
  app.post('/orders/quote', async (request) => {
    const { item } = parseInput(quoteInputSchema, request.body);
    const token = bearerToken(request);
    const userId = token ? await app.tokens.verify(token) : null;
    const resolved = await resolveOrderItem(app.db, userId, item);
    const featured = await findFeaturedVoucher(app.db, new Date());
    const result: QuoteDto = {
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
    };
    return envelope(result, 'Harga berhasil diambil.');
  });

  app.post('/orders', { preHandler: app.authenticate }, async (request, reply) => {
    const input = parseInput(createOrderSchema, request.body);
    if (input.voucher_code) await limitVoucherGuesses(app, request);
    const order = await createOrder(deps(request), request.userId, input);
    return reply.status(201).send(envelope(toOrderDto(order), 'Pesanan berhasil dibuat.', 201));
  });

  /** The spec's theme purchase call: an order for one theme at the catalogue price. */
  app.post('/themes/:id/purchase', { preHandler: app.authenticate }, async (request, reply) => {
    const { id } = parseInput(themeParams, request.params, 400);
    const input = parseInput(purchaseInputSchema, request.body);
    const order = await createOrder(deps(request), request.userId, {
      ...input,
      item: { type: 'theme', id },
    });
    return reply.status(201).send(envelope(toOrderDto(order), 'Pesanan berhasil dibuat.', 201));
  });

  app.get('/orders', { preHandler: app.authenticate }, async (request) => {
    await expireStaleOrders(app.db, request.userId, new Date());
    const list = await listUserOrders(app.db, request.userId);
    return envelope(list.map(toOrderDto), 'Riwayat pesanan berhasil diambil.');
  });

  app.get('/orders/:id', { preHandler: app.authenticate }, async (request) => {
    const parsed = orderParams.safeParse(request.params);
    if (!parsed.success) throw new NotFoundError(ORDER_NOT_FOUND);
    await expireStaleOrders(app.db, request.userId, new Date());
    const order = await findUserOrder(app.db, request.userId, parsed.data.id);
    if (!order) throw new NotFoundError(ORDER_NOT_FOUND);
    return envelope(toOrderDto(order), 'Pesanan berhasil diambil.');
  });
};
