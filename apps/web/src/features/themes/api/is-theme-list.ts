import type { Theme } from '@kabar/shared/theme';
import { THEME_TIERS } from '@kabar/shared/theme-tier';

/**
 * The shape of GET /api/themes (the shared themeSchema), checked by hand: the catalogue is the
 * first thing a visitor loads, and the zod runtime would double the code it waits for.
 */
function isTheme(value: unknown): value is Theme {
  if (typeof value !== 'object' || value === null) return false;
  const theme = value as Record<string, unknown>;
  const type = theme.theme_type as Record<string, unknown> | null | undefined;
  return (
    Number.isInteger(theme.theme_id) &&
    (theme.theme_id as number) > 0 &&
    typeof theme.theme_name === 'string' &&
    typeof theme.description === 'string' &&
    typeof theme.price === 'string' &&
    typeof theme.photo_url === 'string' &&
    typeof theme.photo_srcset === 'string' &&
    (theme.photo_srcset_avif === null || typeof theme.photo_srcset_avif === 'string') &&
    typeof theme.tags === 'object' &&
    theme.tags !== null &&
    (theme.website_url === null || typeof theme.website_url === 'string') &&
    typeof type === 'object' &&
    type !== null &&
    Number.isInteger(type.theme_type_id) &&
    (THEME_TIERS as readonly unknown[]).includes(type.theme_type_name)
  );
}

export function isThemeList(value: unknown): value is Theme[] {
  return Array.isArray(value) && value.every(isTheme);
}
