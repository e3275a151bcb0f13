import { describe, expect, it } from 'vitest';
import { paidThemesLabel } from './paid-themes-label';

describe('paidThemesLabel', () => {
  it('says 50+ for the catalogue of 53 and never more than there is', () => {
    expect(paidThemesLabel(53)).toBe('50+ Tema Premium');
    expect(paidThemesLabel(50)).toBe('50+ Tema Premium');
    expect(paidThemesLabel(49)).toBe('40+ Tema Premium');
    expect(paidThemesLabel(6)).toBe('6 Tema Premium');
    expect(paidThemesLabel(null)).toBe('Tema Premium');
  });
});
