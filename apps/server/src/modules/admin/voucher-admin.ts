import { gt, inArray } from 'drizzle-orm';
import type { z } from 'zod';
import {
  ADMIN_MESSAGES,
  parsePrice,
  PURCHASABLE_PLAN_IDS,
  type AdminVoucher,
  type voucherInputSchema,
} from '@kabar/shared';
import type { Db } from '../../db/client';
import { ValidationError } from '../../http/errors';
import { countVoucherUses } from '../orders/usable-vouchers';
import { loadPlanPrices } from '../plans/plan-prices.queries';
import { themes } from '../themes/themes.schema';
import type { Voucher } from '../vouchers/vouchers.schema';

export type VoucherInput = z.output<typeof voucherInputSchema>;

/** The columns a voucher form sets. */
export function voucherColumns(input: VoucherInput) {
  return {
    code: input.code,
    kind: input.kind,
    amount: input.amount,
    maxDiscount: input.max_discount,
    planIds: input.plan_ids,
    themeIds: input.theme_ids,
    usageLimit: input.usage_limit,
    validFrom: input.valid_from,
    validUntil: input.valid_until,
    isActive: input.active,
  };
}

/**
 * A fixed discount above the dearest item the voucher covers would make it a free pass for every
 * item: refused (issue 31, bad input). Percentages are bounded by 100 in the shared schema.
 */
export async function checkDiscountFitsPrices(db: Db, input: VoucherInput): Promise<void> {
  if (input.kind !== 'fixed') return;
  const planPrices = await loadPlanPrices(db);
  const plans = (input.plan_ids ?? PURCHASABLE_PLAN_IDS).map((id) => planPrices[id]);
  const themeRows =
    input.theme_ids === null
      ? await db.select({ price: themes.price }).from(themes).where(gt(themes.price, '0'))
      : input.theme_ids.length
        ? await db
            .select({ price: themes.price })
            .from(themes)
            .where(inArray(themes.id, input.theme_ids))
        : [];
  const prices = [...plans, ...themeRows.map((row) => parsePrice(row.price))];
  if (prices.length && input.amount > Math.max(...prices)) {
    throw new ValidationError({ amount: ADMIN_MESSAGES.voucherAbovePrice });
  }
}

export async function toAdminVoucher(db: Db, voucher: Voucher, now: Date): Promise<AdminVoucher> {
  return {
    id: voucher.id,
    code: voucher.code,
    kind: voucher.kind,
    amount: voucher.amount,
    max_discount: voucher.maxDiscount,
    plan_ids: voucher.planIds,
    theme_ids: voucher.themeIds,
    usage_limit: voucher.usageLimit,
    valid_from: voucher.validFrom?.toISOString() ?? null,
    valid_until: voucher.validUntil?.toISOString() ?? null,
    active: voucher.isActive,
    uses: await countVoucherUses(db, voucher.id, now),
  };
}

/** What the audit trail keeps of a voucher: its terms, without the uses that change by themselves. */
export function voucherTerms(voucher: Voucher) {
  const { createdAt: _created, ...terms } = voucher;
  return terms;
}

export const codeTaken = () => new ValidationError({ code: ADMIN_MESSAGES.voucherCodeTaken });
