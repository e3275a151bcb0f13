import type { Theme } from '@kabar/shared/theme';
import { THEME_TAG_GROUPS } from '@kabar/shared/theme-tags';
import type { ThemeTier } from '@kabar/shared/theme-tier';

export type CatalogueFilter = 'semua' | ThemeTier;

/** The chips, in their order and with their labels. */
export const CATALOGUE_FILTERS: { value: CatalogueFilter; label: string }[] = [
  { value: 'semua', label: 'Semua' },
  { value: 'basic', label: 'Basic' },
  { value: 'premium', label: 'Premium' },
  { value: 'vip', label: 'Vip' },
];

export function parseCatalogueFilter(value: string | null): CatalogueFilter {
  return CATALOGUE_FILTERS.find((filter) => filter.value === value)?.value ?? 'semua';
}

/** What the filters read of a theme: a whole Theme, or a public card's summary of one. */
export type FilterableTheme = Pick<Theme, 'theme_name' | 'tags'> & {
  theme_type: Pick<Theme['theme_type'], 'theme_type_name'>;
};

/** Themes of the chosen tier, by the type name the API gives (compared in lower case). */
export function filterThemes<T extends FilterableTheme>(themes: T[], filter: CatalogueFilter): T[] {
  if (filter === 'semua') return themes;
  return themes.filter((theme) => theme.theme_type.theme_type_name.toLowerCase() === filter);
}

export type TagKey = (typeof THEME_TAG_GROUPS)[number]['key'];

/** Everything a visitor can narrow the catalogue by, as kept in the address. */
export interface ThemeQuery {
  tier: CatalogueFilter;
  tags: Partial<Record<TagKey, string>>;
  search: string;
}

/** ?tier=vip&gaya=klasik&budaya=bali&warna=emas&q=pura; unknown values are ignored. */
export function parseThemeQuery(params: URLSearchParams): ThemeQuery {
  const tags: ThemeQuery['tags'] = {};
  for (const group of THEME_TAG_GROUPS) {
    const value = params.get(group.param);
    if (value && value in group.options) tags[group.key] = value;
  }
  return {
    tier: parseCatalogueFilter(params.get('tier')),
    tags,
    search: (params.get('q') ?? '').slice(0, 60),
  };
}

export function themeQueryParams(query: ThemeQuery): Record<string, string> {
  const params: Record<string, string> = {};
  if (query.tier !== 'semua') params.tier = query.tier;
  for (const group of THEME_TAG_GROUPS) {
    const value = query.tags[group.key];
    if (value) params[group.param] = value;
  }
  if (query.search.trim()) params.q = query.search;
  return params;
}

export function isFiltered(query: ThemeQuery): boolean {
  return query.tier !== 'semua' || Object.keys(query.tags).length > 0 || query.search.trim() !== '';
}

/** Lower case without accents, so 'pura' finds 'Pura Dewata' and 'sakinah' finds 'Sakinah'. */
function fold(text: string): string {
  return text
    .normalize('NFD')
    .replace(/\p{Diacritic}/gu, '')
    .toLowerCase();
}

/** The tier chip, then each tag, then the name containing every word searched for. */
export function queryThemes<T extends FilterableTheme>(themes: T[], query: ThemeQuery): T[] {
  const words = fold(query.search).split(/\s+/).filter(Boolean);
  return filterThemes(themes, query.tier).filter((theme) => {
    for (const group of THEME_TAG_GROUPS) {
      const wanted = query.tags[group.key];
      if (wanted && theme.tags[group.key] !== wanted) return false;
    }
    const name = fold(theme.theme_name);
    return words.every((word) => name.includes(word));
  });
}

/** The tag values some theme in the list has: no option leads to an empty grid. */
export function tagOptions(themes: FilterableTheme[], key: TagKey): Set<string> {
  return new Set(themes.map((theme) => theme.tags[key]));
}

export function catalogueCounter(shown: number, total: number): string {
  return `Menampilkan ${shown} dari ${total} tema`;
}

export function catalogueFailure(attempts: number): string {
  return `Gagal mengambil data tema setelah ${attempts} percobaan. Silakan coba beberapa saat lagi.`;
}

/** What the catalogue says when the filters leave nothing. */
export function noMatchText(query: ThemeQuery): string {
  return isFiltered(query) && query.tier === 'semua'
    ? 'Tidak ada tema yang cocok dengan pilihanmu.'
    : 'Belum ada tema di kategori ini.';
}
