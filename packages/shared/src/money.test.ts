import { describe, expect, it } from 'vitest';
import { formatRupiah, parsePrice, priceBadge } from './money';

describe('parsePrice', () => {
  it('reads numeric(12,2) strings as whole rupiah', () => {
    expect(parsePrice('0.00')).toBe(0);
    expect(parsePrice('15000.00')).toBe(15000);
    expect(parsePrice('50000')).toBe(50000);
    expect(parsePrice(25000)).toBe(25000);
  });
  it('refuses what is not a price', () => {
    expect(() => parsePrice('abc')).toThrow();
    expect(() => parsePrice('1,000')).toThrow();
    expect(() => parsePrice(Number.NaN)).toThrow();
  });
});

describe('formatRupiah and priceBadge', () => {
  it('uses Indonesian thousands separators', () => {
    expect(formatRupiah(15000)).toBe('Rp 15.000');
    expect(formatRupiah(1250000)).toBe('Rp 1.250.000');
  });
  it('shows FREE for a free theme', () => {
    expect(priceBadge('0.00')).toBe('FREE');
    expect(priceBadge('15000.00')).toBe('Rp 15.000');
  });
});
