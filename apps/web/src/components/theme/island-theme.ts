import type { Theme } from '@kabar/shared/theme';

/**
 * What a card tells the public pages' islands about its theme (in its data-theme attribute): all
 * the filters and the dialogs need, in the Theme's own shape so lib/catalogue-filter.ts reads it.
 */
export type IslandTheme = Pick<Theme, 'theme_name' | 'tags' | 'website_url'> & {
  theme_type: Pick<Theme['theme_type'], 'theme_type_name'>;
};

export function islandTheme(theme: Theme): IslandTheme {
  return {
    theme_name: theme.theme_name,
    theme_type: { theme_type_name: theme.theme_type.theme_type_name },
    tags: theme.tags,
    website_url: theme.website_url,
  };
}
