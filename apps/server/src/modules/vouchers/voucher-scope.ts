import type { Voucher } from './vouchers.schema';

/** What an order buys, as far as a voucher's scope asks. */
export interface ScopedItem {
  planId: string | null;
  themeId: number | null;
}

/**
 * Whether a voucher discounts this item: `planIds`/`themeIds` null means every plan/theme, an
 * empty list none (set in the operator console).
 */
export function voucherCovers(voucher: Pick<Voucher, 'planIds' | 'themeIds'>, item: ScopedItem) {
  if (item.planId !== null) {
    return voucher.planIds === null || (voucher.planIds as string[]).includes(item.planId);
  }
  return voucher.themeIds === null || voucher.themeIds.includes(item.themeId!);
}
