import type { ThemeTier } from '@kabar/shared';

/**
 * Three designs, one per tier: Sekar (basic) is light paper with fine botanical lines, Wastra
 * (premium) is textile-inspired with arches and batik bands, Purnama (VIP) is a dark, gilded
 * night page. Every catalogue theme is one of them in its own colours.
 */
export const DESIGNS = ['sekar', 'wastra', 'purnama'] as const;
export type DesignId = (typeof DESIGNS)[number];

export const DESIGN_BY_TIER: Record<ThemeTier, DesignId> = {
  basic: 'sekar',
  premium: 'wastra',
  vip: 'purnama',
};

/**
 * Colours of one theme. Text colours are chosen to reach WCAG AA (4.5:1) on `bg` and `surface`;
 * `accent` is for lines and ornaments only.
 */
export interface Variant {
  bg: string;
  bg2: string;
  surface: string;
  ink: string;
  muted: string;
  accent: string;
  accentInk: string;
  /** Button background and its text. */
  button: string;
  onButton: string;
}

export const VARIANTS: Record<string, { design: DesignId; colors: Variant }> = {
  'melati-putih': {
    design: 'sekar',
    colors: {
      bg: '#fdfbf6',
      bg2: '#f5eee1',
      surface: '#ffffff',
      ink: '#3f3a33',
      muted: '#5f574c',
      accent: '#b08d57',
      accentInk: '#7f6033',
      button: '#7f6033',
      onButton: '#ffffff',
    },
  },
  'senja-jingga': {
    design: 'sekar',
    colors: {
      bg: '#fff7f0',
      bg2: '#fbe6d6',
      surface: '#ffffff',
      ink: '#4a2a1c',
      muted: '#6e4636',
      accent: '#d9734e',
      accentInk: '#a3492a',
      button: '#a3492a',
      onButton: '#ffffff',
    },
  },
  'daun-sirih': {
    design: 'sekar',
    colors: {
      bg: '#f5f8f3',
      bg2: '#e4eddf',
      surface: '#ffffff',
      ink: '#24361f',
      muted: '#475c41',
      accent: '#6f9a66',
      accentInk: '#3f6838',
      button: '#3f6838',
      onButton: '#ffffff',
    },
  },
  'kebaya-rose': {
    design: 'wastra',
    colors: {
      bg: '#fff5f6',
      bg2: '#f9dde3',
      surface: '#ffffff',
      ink: '#4d1f2b',
      muted: '#6f3b48',
      accent: '#c45b74',
      accentInk: '#a23d57',
      button: '#4d1f2b',
      onButton: '#ffffff',
    },
  },
  'batik-parang': {
    design: 'wastra',
    colors: {
      bg: '#f8f1e4',
      bg2: '#ecdcbf',
      surface: '#fffaf1',
      ink: '#2f2115',
      muted: '#5a4330',
      accent: '#9a6a35',
      accentInk: '#7a4d22',
      button: '#2f2115',
      onButton: '#ffffff',
    },
  },
  lembayung: {
    design: 'wastra',
    colors: {
      bg: '#f6f2fb',
      bg2: '#e6dcf3',
      surface: '#ffffff',
      ink: '#2b2040',
      muted: '#4f4266',
      accent: '#8a6bb8',
      accentInk: '#614392',
      button: '#2b2040',
      onButton: '#ffffff',
    },
  },
  'samudra-biru': {
    design: 'purnama',
    colors: {
      bg: '#0b1f2d',
      bg2: '#0f2839',
      surface: '#123247',
      ink: '#eef6fb',
      muted: '#b8d0de',
      accent: '#9fcbe6',
      accentInk: '#a9d3ec',
      button: '#a9d3ec',
      onButton: '#0b1f2d',
    },
  },
  'anggrek-bulan': {
    design: 'purnama',
    colors: {
      bg: '#241019',
      bg2: '#2f1522',
      surface: '#3a1b2c',
      ink: '#fbf3f7',
      muted: '#dcc2cf',
      accent: '#e2a9c6',
      accentInk: '#ecbcd4',
      button: '#ecbcd4',
      onButton: '#241019',
    },
  },
  'keraton-emas': {
    design: 'purnama',
    colors: {
      bg: '#14100c',
      bg2: '#1c1611',
      surface: '#251d15',
      ink: '#f5e9c8',
      muted: '#d2c39e',
      accent: '#d4af37',
      accentInk: '#e0bf55',
      button: '#d4af37',
      onButton: '#14100c',
    },
  },
};

const TIER_DEFAULT: Record<ThemeTier, string> = {
  basic: 'melati-putih',
  premium: 'kebaya-rose',
  vip: 'keraton-emas',
};

/** A theme's design and colours; themes added later fall back to their tier's first look. */
export function resolveVariant(
  themeCode: string,
  tier: ThemeTier,
): { design: DesignId; colors: Variant } {
  return VARIANTS[themeCode] ?? VARIANTS[TIER_DEFAULT[tier]]!;
}
