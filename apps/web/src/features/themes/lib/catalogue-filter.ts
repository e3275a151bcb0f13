import type { Theme } from '@kabar/shared/theme';
import type { ThemeTier } from '@kabar/shared/theme-tier';

export type CatalogueFilter = 'semua' | ThemeTier;

/** The chips, in the spec's order and with its labels. */
export const CATALOGUE_FILTERS: { value: CatalogueFilter; label: string }[] = [
  { value: 'semua', label: 'Semua' },
  { value: 'basic', label: 'Basic' },
  { value: 'premium', label: 'Premium' },
  { value: 'vip', label: 'Vip' },
];

export function parseCatalogueFilter(value: string | null): CatalogueFilter {
  return CATALOGUE_FILTERS.find((filter) => filter.value === value)?.value ?? 'semua';
}

/** Themes of the chosen tier, by the type name the API gives (compared in lower case). */
export function filterThemes(themes: Theme[], filter: CatalogueFilter): Theme[] {
  if (filter === 'semua') return themes;
  return themes.filter((theme) => theme.theme_type.theme_type_name.toLowerCase() === filter);
}

export function catalogueCounter(shown: number, total: number): string {
  return `Menampilkan ${shown} dari ${total} tema`;
}

export function catalogueFailure(attempts: number): string {
  return `Gagal mengambil data tema setelah ${attempts} percobaan. Silakan coba beberapa saat lagi.`;
}
