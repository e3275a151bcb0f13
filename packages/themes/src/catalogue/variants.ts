import type { ThemeTier } from '@kabar/shared';
import { CATALOGUE_BY_CODE, THEME_CATALOGUE } from './catalogue';
import type { Variant } from './colours';
import type { DesignId } from './design-ids';

export { DESIGNS, type DesignId } from './design-ids';
export type { Variant } from './colours';

/** The design each tier falls back to for a theme the catalogue does not know. */
export const DESIGN_BY_TIER: Record<ThemeTier, DesignId> = {
  basic: 'sekar',
  premium: 'wastra',
  vip: 'purnama',
};

export interface ResolvedVariant {
  design: DesignId;
  colors: Variant;
  ornament: string | null;
}

export const VARIANTS: Record<string, ResolvedVariant> = Object.fromEntries(
  THEME_CATALOGUE.map((theme) => [
    theme.code,
    { design: theme.design, colors: theme.colors, ornament: theme.ornament ?? null },
  ]),
);

const TIER_DEFAULT: Record<ThemeTier, string> = {
  basic: 'melati-putih',
  premium: 'kebaya-rose',
  vip: 'keraton-emas',
};

/** A theme's design and colours; a theme not in the catalogue falls back to its tier's first look. */
export function resolveVariant(themeCode: string, tier: ThemeTier): ResolvedVariant {
  return CATALOGUE_BY_CODE.has(themeCode) ? VARIANTS[themeCode]! : VARIANTS[TIER_DEFAULT[tier]]!;
}
