import type { Voucher } from './vouchers.schema';

/**
 * What a voucher takes off a subtotal, in whole rupiah: fixed or a percentage (rounded down, capped
 * by max_discount), and never more than the subtotal, so a total never goes below zero.
 */
export function voucherDiscount(
  voucher: Pick<Voucher, 'kind' | 'amount' | 'maxDiscount'>,
  subtotal: number,
): number {
  const raw =
    voucher.kind === 'fixed' ? voucher.amount : Math.floor((subtotal * voucher.amount) / 100);
  const capped = voucher.maxDiscount === null ? raw : Math.min(raw, voucher.maxDiscount);
  return Math.max(0, Math.min(capped, subtotal));
}
