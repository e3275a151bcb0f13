import type { FastifyPluginAsync } from 'fastify';
import { desc, eq } from 'drizzle-orm';
import { z } from 'zod';
import { adminVoucherSchema, voucherInputSchema } from '@kabar/shared';
import { isUniqueViolation } from '../../db/unique-violation';
import { declareRoutes } from '../../http/declare-routes';
import { envelope } from '../../http/envelope';
import { NotFoundError } from '../../http/errors';
import { access } from '../../http/route-contract';
import { recordAudit } from '../audit/record-audit';
import { vouchers } from '../vouchers/vouchers.schema';
import {
  checkDiscountFitsPrices,
  codeTaken,
  toAdminVoucher,
  voucherColumns,
  voucherTerms,
} from './voucher-admin';

const voucherParams = z.object({
  voucherId: z.coerce.number({ error: 'Voucher tidak ditemukan.' }).int().positive(),
});

/** Vouchers: create, edit, disable (an edit with `active: false`); uses counted as checkout does. */
export const vouchersRoutes: FastifyPluginAsync = async (app) => {
  const route = declareRoutes(app, 'admin');

  route.get(
    '/admin/vouchers',
    {
      summary: 'Every voucher with its uses',
      access: access.operator,
      data: z.array(adminVoucherSchema),
    },
    async () => {
      const now = new Date();
      const rows = await app.db.select().from(vouchers).orderBy(desc(vouchers.id));
      return envelope(await Promise.all(rows.map((row) => toAdminVoucher(app.db, row, now))));
    },
  );

  route.post(
    '/admin/vouchers',
    {
      summary: 'Create a voucher',
      access: access.operator,
      body: voucherInputSchema,
      status: 201,
      data: adminVoucherSchema,
    },
    async ({ body }, request, reply) => {
      await checkDiscountFitsPrices(app.db, body);
      try {
        const created = await app.db.transaction(async (tx) => {
          const [row] = await tx.insert(vouchers).values(voucherColumns(body)).returning();
          await recordAudit(tx, request, {
            action: 'voucher.created',
            recordType: 'voucher',
            recordId: row!.id,
            after: voucherTerms(row!),
          });
          return row!;
        });
        reply.status(201);
        return envelope(await toAdminVoucher(app.db, created, new Date()), 'Voucher dibuat.', 201);
      } catch (error) {
        if (isUniqueViolation(error)) throw codeTaken();
        throw error;
      }
    },
  );

  route.put(
    '/admin/vouchers/:voucherId',
    {
      summary: 'Edit or disable a voucher',
      access: access.operator,
      params: voucherParams,
      body: voucherInputSchema,
      data: adminVoucherSchema,
    },
    async ({ params, body }, request) => {
      await checkDiscountFitsPrices(app.db, body);
      try {
        const updated = await app.db.transaction(async (tx) => {
          const [before] = await tx
            .select()
            .from(vouchers)
            .where(eq(vouchers.id, params.voucherId))
            .for('update');
          if (!before) throw new NotFoundError('Voucher tidak ditemukan.');
          const [row] = await tx
            .update(vouchers)
            .set(voucherColumns(body))
            .where(eq(vouchers.id, params.voucherId))
            .returning();
          await recordAudit(tx, request, {
            action: before.isActive && !row!.isActive ? 'voucher.disabled' : 'voucher.edited',
            recordType: 'voucher',
            recordId: row!.id,
            before: voucherTerms(before),
            after: voucherTerms(row!),
          });
          return row!;
        });
        return envelope(await toAdminVoucher(app.db, updated, new Date()), 'Voucher disimpan.');
      } catch (error) {
        if (isUniqueViolation(error)) throw codeTaken();
        throw error;
      }
    },
  );
};
