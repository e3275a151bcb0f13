import { themeTypeName, type Theme } from '@kabar/shared';
import type { themes, themeTypes } from './themes.schema';

type ThemeRow = typeof themes.$inferSelect;
type ThemeTypeRow = typeof themeTypes.$inferSelect;

export const THEME_PHOTO_ROUTE = '/media/themes';

/** The spec's theme shape (section 3): snake_case names, price as the numeric string. */
export function toThemeDto(theme: ThemeRow, type: ThemeTypeRow): Theme {
  return {
    theme_id: theme.id,
    theme_name: theme.name,
    description: theme.description,
    price: theme.price,
    photo_url: `${THEME_PHOTO_ROUTE}/${theme.photoPath}`,
    website_url: theme.websiteUrl,
    theme_type: { theme_type_id: type.id, theme_type_name: themeTypeName(type.name) },
  };
}
