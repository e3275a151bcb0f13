import { describe, expect, it } from 'vitest';
import { orderAmounts, voucherDiscount } from './order-amounts';

describe('voucherDiscount', () => {
  it('takes a fixed amount, a capped percentage, and never more than the price', () => {
    const fixed = { kind: 'fixed' as const, amount: 30000, maxDiscount: null };
    expect(voucherDiscount(fixed, 50000)).toBe(30000);
    expect(voucherDiscount(fixed, 30000)).toBe(30000);
    expect(voucherDiscount(fixed, 15000)).toBe(15000);
    const percent = { kind: 'percent' as const, amount: 15, maxDiscount: 5000 };
    expect(voucherDiscount(percent, 30000)).toBe(4500);
    expect(voucherDiscount(percent, 50000)).toBe(5000);
    expect(voucherDiscount({ kind: 'percent', amount: 33, maxDiscount: null }, 25000)).toBe(8250);
    expect(voucherDiscount({ kind: 'percent', amount: 33, maxDiscount: null }, 15001)).toBe(4950);
  });
});

describe('orderAmounts', () => {
  it('charges the price when there is no voucher', () => {
    expect(orderAmounts(99000, null)).toEqual({ subtotal: 99000, discount: 0, total: 99000 });
  });

  it('takes the discount off the price, down to zero at most', () => {
    const fixed = { kind: 'fixed' as const, amount: 30000, maxDiscount: null };
    expect(orderAmounts(99000, fixed)).toEqual({ subtotal: 99000, discount: 30000, total: 69000 });
    expect(orderAmounts(20000, fixed)).toEqual({ subtotal: 20000, discount: 20000, total: 0 });
    const percent = { kind: 'percent' as const, amount: 15, maxDiscount: 5000 };
    expect(orderAmounts(30000, percent)).toEqual({ subtotal: 30000, discount: 4500, total: 25500 });
  });
});
