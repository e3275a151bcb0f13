import { parsePrice } from './money';

export const THEME_TIERS = ['basic', 'premium', 'vip'] as const;
export type ThemeTier = (typeof THEME_TIERS)[number];

/** Highest price still shown with the premium ribbon (docs/product-rules.md, Screens). */
export const PREMIUM_RIBBON_MAX_PRICE = 15000;

/**
 * Ribbon by price: 0 is basic, up to 15000 premium, above that vip (docs/product-rules.md,
 * Screens).
 */
export function ribbonTier(price: string | number): ThemeTier {
  const amount = parsePrice(price);
  if (amount <= 0) return 'basic';
  if (amount <= PREMIUM_RIBBON_MAX_PRICE) return 'premium';
  return 'vip';
}

/** The theme type name the API gives, compared in lower case; basic when missing or unknown. */
export function themeTypeName(value: string | null | undefined): ThemeTier {
  const lower = (value ?? '').toLowerCase();
  return (THEME_TIERS as readonly string[]).includes(lower) ? (lower as ThemeTier) : 'basic';
}
