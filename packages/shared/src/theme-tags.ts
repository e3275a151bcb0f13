/**
 * The catalogue's tags: a theme has one style, one culture and one main colour. The keys go into
 * the catalogue's address (?gaya=floral&budaya=jawa&warna=emas); the labels are what couples read.
 */
export const THEME_STYLES = {
  floral: 'Bunga & Taman',
  klasik: 'Klasik & Adat',
  modern: 'Modern Minimalis',
  gelap: 'Gelap Elegan',
  religi: 'Religi',
  rustic: 'Rustic',
} as const;

export const THEME_CULTURES = {
  umum: 'Umum',
  jawa: 'Jawa',
  sunda: 'Sunda',
  minang: 'Minang',
  bali: 'Bali',
  batak: 'Batak',
  bugis: 'Bugis-Makassar',
  betawi: 'Betawi',
  islami: 'Islami (Akad)',
  kristen: 'Kristen (Pemberkatan)',
  tionghoa: 'Tionghoa-Indonesia',
} as const;

export const THEME_COLOURS = {
  putih: 'Putih',
  krem: 'Krem',
  emas: 'Emas',
  coklat: 'Coklat',
  merah: 'Merah',
  'merah-muda': 'Merah Muda',
  jingga: 'Jingga',
  hijau: 'Hijau',
  biru: 'Biru',
  ungu: 'Ungu',
  hitam: 'Hitam',
} as const;

export type ThemeStyle = keyof typeof THEME_STYLES;
export type ThemeCulture = keyof typeof THEME_CULTURES;
export type ThemeColour = keyof typeof THEME_COLOURS;

export interface ThemeTags {
  style: ThemeStyle;
  culture: ThemeCulture;
  colour: ThemeColour;
}

export const THEME_TAG_GROUPS = [
  { key: 'style', param: 'gaya', label: 'Gaya', options: THEME_STYLES },
  { key: 'culture', param: 'budaya', label: 'Budaya', options: THEME_CULTURES },
  { key: 'colour', param: 'warna', label: 'Warna', options: THEME_COLOURS },
] as const;
