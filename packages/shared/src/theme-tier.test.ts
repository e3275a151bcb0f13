import { describe, expect, it } from 'vitest';
import { ribbonTier, themeTypeName } from './theme-tier';

describe('ribbonTier', () => {
  it('follows the ribbon thresholds', () => {
    expect(ribbonTier('0.00')).toBe('basic');
    expect(ribbonTier('1.00')).toBe('premium');
    expect(ribbonTier('15000.00')).toBe('premium');
    expect(ribbonTier('15001.00')).toBe('vip');
    expect(ribbonTier('50000.00')).toBe('vip');
  });
});

describe('themeTypeName', () => {
  it('compares in lower case and defaults to basic', () => {
    expect(themeTypeName('VIP')).toBe('vip');
    expect(themeTypeName('Premium')).toBe('premium');
    expect(themeTypeName(undefined)).toBe('basic');
    expect(themeTypeName('gold')).toBe('basic');
  });
});
