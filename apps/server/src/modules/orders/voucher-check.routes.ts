import type { FastifyPluginAsync } from 'fastify';
import { orderAmounts, voucherCheckSchema, type VoucherCheckDto } from '@kabar/shared';
import { envelope } from '../../http/envelope';
import { parseInput } from '../../http/validate';
import { addRetryAfterHeader } from '../../auth/rate-limit';
import { limitVoucherGuesses } from '../vouchers/limit-voucher-guesses';
import { resolveOrderItem } from './resolve-order-item';
import { findUsableVoucher } from './usable-vouchers';

/** The voucher check is an order question: which item, at which price, with this code. */
export const voucherCheckRoutes: FastifyPluginAsync = async (app) => {
  addRetryAfterHeader(app);
  /** The voucher dialog: would this code apply to this item, and what would it take off? */
  app.post('/vouchers/check', { preHandler: app.authenticate }, async (request) => {
    const input = parseInput(voucherCheckSchema, request.body);
    await limitVoucherGuesses(app, request);
    const item = await resolveOrderItem(app.db, request.userId, input.item);
    const voucher = await findUsableVoucher(app.db, input.code, { now: new Date(), field: 'code' });
    const result: VoucherCheckDto = { code: voucher.code, ...orderAmounts(item.price, voucher) };
    return envelope(result, 'Voucher berhasil dipakai.');
  });
};
