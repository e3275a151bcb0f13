/** How a voucher takes its discount: whole rupiah, or a percentage of the price. */
export const VOUCHER_KINDS = ['fixed', 'percent'] as const;
export type VoucherKind = (typeof VOUCHER_KINDS)[number];

export interface VoucherTerms {
  kind: VoucherKind;
  /** Whole rupiah for `fixed`, 1-100 for `percent`. */
  amount: number;
  /** Upper bound of a percentage discount, in rupiah; null for none. */
  maxDiscount: number | null;
}

/**
 * What a voucher takes off a subtotal, in whole rupiah: fixed or a percentage (rounded down, capped
 * by maxDiscount), and never more than the subtotal, so a total never goes below zero.
 */
export function voucherDiscount(voucher: VoucherTerms, subtotal: number): number {
  const raw =
    voucher.kind === 'fixed' ? voucher.amount : Math.floor((subtotal * voucher.amount) / 100);
  const capped = voucher.maxDiscount === null ? raw : Math.min(raw, voucher.maxDiscount);
  return Math.max(0, Math.min(capped, subtotal));
}

export interface OrderAmounts {
  subtotal: number;
  discount: number;
  total: number;
}

/**
 * The figures an order is charged: the server's price less the voucher. The server computes them
 * here for the voucher check and the order; the web shows what the server sent.
 */
export function orderAmounts(subtotal: number, voucher: VoucherTerms | null): OrderAmounts {
  const discount = voucher ? voucherDiscount(voucher, subtotal) : 0;
  return { subtotal, discount, total: subtotal - discount };
}
