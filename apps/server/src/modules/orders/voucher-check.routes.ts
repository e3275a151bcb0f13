import type { FastifyPluginAsync } from 'fastify';
import { orderAmounts, voucherCheckDtoSchema, voucherCheckSchema } from '@kabar/shared';
import { addRetryAfterHeader } from '../../auth/rate-limit';
import { declareRoutes } from '../../http/declare-routes';
import { envelope } from '../../http/envelope';
import { access } from '../../http/route-contract';
import { limitVoucherGuesses } from '../vouchers/limit-voucher-guesses';
import { resolveOrderItem } from './resolve-order-item';
import { findUsableVoucher } from './usable-vouchers';

/** The voucher check is an order question: which item, at which price, with this code. */
export const voucherCheckRoutes: FastifyPluginAsync = async (app) => {
  addRetryAfterHeader(app);
  const route = declareRoutes(app, 'orders');

  /** The voucher dialog: would this code apply to this item, and what would it take off? */
  route.post(
    '/vouchers/check',
    {
      summary: 'Whether a voucher applies, and its discount',
      access: access.signedIn,
      body: voucherCheckSchema,
      data: voucherCheckDtoSchema,
    },
    async ({ body, userId }, request) => {
      await limitVoucherGuesses(app, request);
      const item = await resolveOrderItem(app.db, userId, body.item);
      const voucher = await findUsableVoucher(app.db, body.code, {
        now: new Date(),
        field: 'code',
        item,
      });
      return envelope(
        { code: voucher.code, ...orderAmounts(item.price, voucher) },
        'Voucher berhasil dipakai.',
      );
    },
  );
};
