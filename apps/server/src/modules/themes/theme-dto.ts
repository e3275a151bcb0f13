import { themeTypeName, type Theme, type ThemeTags } from '@kabar/shared';
import { CATALOGUE_BY_CODE } from '@kabar/themes/catalogue/catalogue';
import type { themes, themeTypes } from './themes.schema';

type ThemeRow = typeof themes.$inferSelect;
type ThemeTypeRow = typeof themeTypes.$inferSelect;

export const THEME_PHOTO_ROUTE = '/media/themes';

/** The two widths of each theme's cover preview (apps/server/scripts/generate-theme-previews.ts). */
export const THEME_PREVIEW_WIDTHS = { small: 300, large: 600 } as const;

export function themePreviewFile(
  code: string,
  size: keyof typeof THEME_PREVIEW_WIDTHS,
  format: 'webp' | 'avif' = 'webp',
): string {
  return `${code}-${THEME_PREVIEW_WIDTHS[size]}.${format}`;
}

/** A theme added outside the catalogue (by hand in the database) still gets tags to filter by. */
const UNTAGGED: ThemeTags = { style: 'klasik', culture: 'umum', colour: 'putih' };

/** The spec's theme shape (section 3): snake_case names, price as the numeric string. */
export function toThemeDto(theme: ThemeRow, type: ThemeTypeRow): Theme {
  const large = `${THEME_PHOTO_ROUTE}/${theme.photoPath}`;
  const entry = CATALOGUE_BY_CODE.get(theme.code);
  return {
    theme_id: theme.id,
    theme_name: theme.name,
    description: theme.description,
    price: theme.price,
    photo_url: large,
    photo_srcset: srcset(previewUrl(theme.code, 'small', 'webp'), large),
    photo_srcset_avif: entry
      ? srcset(previewUrl(theme.code, 'small', 'avif'), previewUrl(theme.code, 'large', 'avif'))
      : null,
    website_url: theme.websiteUrl,
    tags: entry?.tags ?? UNTAGGED,
    theme_type: { theme_type_id: type.id, theme_type_name: themeTypeName(type.name) },
  };
}

const previewUrl = (...file: Parameters<typeof themePreviewFile>) =>
  `${THEME_PHOTO_ROUTE}/${themePreviewFile(...file)}`;

const srcset = (small: string, large: string) =>
  `${small} ${THEME_PREVIEW_WIDTHS.small}w, ${large} ${THEME_PREVIEW_WIDTHS.large}w`;
