import { describe, expect, it } from 'vitest';
import type { Theme } from '@kabar/shared/theme';
import {
  catalogueCounter,
  catalogueFailure,
  filterThemes,
  parseCatalogueFilter,
} from './catalogue-filter';

const theme = (id: number, tier: 'basic' | 'premium' | 'vip'): Theme => ({
  theme_id: id,
  theme_name: `Tema ${id}`,
  description: '',
  price: '0.00',
  photo_url: '',
  website_url: null,
  theme_type: { theme_type_id: 1, theme_type_name: tier },
});

describe('catalogue filter', () => {
  const themes = [theme(1, 'basic'), theme(2, 'vip'), theme(3, 'premium'), theme(4, 'vip')];

  it('keeps every theme for Semua and only the tier otherwise', () => {
    expect(filterThemes(themes, 'semua')).toHaveLength(4);
    expect(filterThemes(themes, 'vip').map((t) => t.theme_id)).toEqual([2, 4]);
    expect(filterThemes(themes, 'basic').map((t) => t.theme_id)).toEqual([1]);
  });

  it('reads the chip from the address, Semua for anything unknown', () => {
    expect(parseCatalogueFilter('premium')).toBe('premium');
    expect(parseCatalogueFilter('gold')).toBe('semua');
    expect(parseCatalogueFilter(null)).toBe('semua');
  });

  it('words the counter and the failure as the spec does', () => {
    expect(catalogueCounter(2, 9)).toBe('Menampilkan 2 dari 9 tema');
    expect(catalogueFailure(3)).toBe(
      'Gagal mengambil data tema setelah 3 percobaan. Silakan coba beberapa saat lagi.',
    );
  });
});
