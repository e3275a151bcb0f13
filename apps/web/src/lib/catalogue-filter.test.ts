import { describe, expect, it } from 'vitest';
import type { Theme } from '@kabar/shared/theme';
import type { ThemeTags } from '@kabar/shared/theme-tags';
import {
  catalogueCounter,
  catalogueFailure,
  filterThemes,
  noMatchText,
  parseCatalogueFilter,
  parseThemeQuery,
  queryThemes,
  themeQueryParams,
} from './catalogue-filter';

const theme = (
  id: number,
  tier: 'basic' | 'premium' | 'vip',
  tags: ThemeTags = { style: 'floral', culture: 'umum', colour: 'putih' },
  name = `Tema ${id}`,
): Theme => ({
  theme_id: id,
  theme_name: name,
  description: '',
  price: '0.00',
  photo_url: '',
  photo_srcset: '',
  photo_srcset_avif: null,
  website_url: null,
  tags,
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

  it('words the counter and the failure as the catalogue always has', () => {
    expect(catalogueCounter(2, 9)).toBe('Menampilkan 2 dari 9 tema');
    expect(catalogueFailure(3)).toBe(
      'Gagal mengambil data tema setelah 3 percobaan. Silakan coba beberapa saat lagi.',
    );
  });

  it('narrows by style, culture, colour and the name, all kept in the address', () => {
    const list = [
      theme(1, 'vip', { style: 'klasik', culture: 'bali', colour: 'krem' }, 'Pura Dewata'),
      theme(2, 'premium', { style: 'klasik', culture: 'bali', colour: 'merah' }, 'Kamasan'),
      theme(3, 'vip', { style: 'klasik', culture: 'jawa', colour: 'emas' }, 'Keraton Emas'),
      theme(4, 'basic', { style: 'modern', culture: 'umum', colour: 'putih' }, 'Putih Bersih'),
    ];
    const query = parseThemeQuery(new URLSearchParams('budaya=bali&tier=vip'));
    expect(queryThemes(list, query).map((t) => t.theme_id)).toEqual([1]);
    expect(themeQueryParams(query)).toEqual({ tier: 'vip', budaya: 'bali' });
    const search = parseThemeQuery(new URLSearchParams('q=  EMAS keraton '));
    expect(queryThemes(list, search).map((t) => t.theme_id)).toEqual([3]);
    const colour = parseThemeQuery(new URLSearchParams('warna=putih&gaya=modern'));
    expect(queryThemes(list, colour).map((t) => t.theme_id)).toEqual([4]);
  });

  it('ignores tag values it does not know', () => {
    const query = parseThemeQuery(new URLSearchParams('budaya=mars&warna=emas&gaya='));
    expect(query.tags).toEqual({ colour: 'emas' });
  });

  it('says whether the tier is empty or the choices match nothing', () => {
    const query = (address: string) => parseThemeQuery(new URLSearchParams(address));
    expect(noMatchText(query('q=zzz'))).toBe('Tidak ada tema yang cocok dengan pilihanmu.');
    expect(noMatchText(query('tier=vip&q=zzz'))).toBe('Belum ada tema di kategori ini.');
    expect(noMatchText(query('tier=vip'))).toBe('Belum ada tema di kategori ini.');
  });

  it("filters a public card's summary of a theme as it filters the theme", () => {
    const summaries = [theme(1, 'vip'), theme(2, 'basic')].map((t) => ({
      theme_name: t.theme_name,
      theme_type: { theme_type_name: t.theme_type.theme_type_name },
      tags: t.tags,
      id: t.theme_id,
    }));
    const found = queryThemes(summaries, parseThemeQuery(new URLSearchParams('tier=vip')));
    expect(found.map((summary) => summary.id)).toEqual([1]);
  });
});
