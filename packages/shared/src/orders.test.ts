import { describe, expect, it } from 'vitest';
import {
  checkoutFormSchema,
  createOrderSchema,
  paymentMethodLabel,
  voucherBadge,
  voucherCodeSchema,
} from './orders';

describe('voucherCodeSchema', () => {
  it('upper-cases and trims', () => {
    expect(voucherCodeSchema.parse('  diskon30 ')).toBe('DISKON30');
  });
  it('refuses an empty code with its message', () => {
    expect(voucherCodeSchema.safeParse('   ').error?.issues[0]?.message).toBe(
      'Kode voucher harus diisi',
    );
  });
  it('allows 20 characters and refuses 21', () => {
    expect(voucherCodeSchema.safeParse('A'.repeat(20)).success).toBe(true);
    expect(voucherCodeSchema.safeParse('A'.repeat(21)).success).toBe(false);
  });
});

describe('checkoutFormSchema', () => {
  it('gives the checkout messages', () => {
    const result = checkoutFormSchema.safeParse({ email: '', name: ' ' });
    const messages = result.error?.issues.map((i) => i.message);
    expect(messages).toEqual(['Email harus diisi', 'Nama harus diisi', 'Pilih metode pembayaran']);
    expect(
      checkoutFormSchema.safeParse({ email: 'bukan-email', name: 'A', payment_method: 'qris' })
        .error?.issues[0]?.message,
    ).toBe('Format email tidak valid');
  });
});

describe('createOrderSchema', () => {
  const base = { email: 'a@b.id', name: 'Rina', payment_method: 'qris' };
  it('accepts a plan or a theme, never a price', () => {
    const parsed = createOrderSchema.parse({
      ...base,
      item: { type: 'plan', id: 'premium' },
      price: 1,
      voucher_code: 'diskon30',
    });
    expect(parsed).not.toHaveProperty('price');
    expect(parsed.voucher_code).toBe('DISKON30');
    expect(createOrderSchema.parse({ ...base, item: { type: 'theme', id: '3' } }).item).toEqual({
      type: 'theme',
      id: 3,
    });
  });
  it('treats an empty voucher as none and refuses Basic', () => {
    expect(
      createOrderSchema.parse({ ...base, item: { type: 'plan', id: 'vip' }, voucher_code: '' })
        .voucher_code,
    ).toBeUndefined();
    expect(
      createOrderSchema.safeParse({ ...base, item: { type: 'plan', id: 'basic' } }).success,
    ).toBe(false);
  });
});

describe('labels', () => {
  it('names methods and badges', () => {
    expect(paymentMethodLabel('va_bca')).toBe('Virtual Account BCA');
    expect(paymentMethodLabel('gopay')).toBe('GoPay');
    expect(voucherBadge(30000)).toBe('30K OFF');
  });
});
