import { sql } from 'drizzle-orm';
import { createDefaultFormConfig, THEME_TIERS } from '@kabar/shared';
import { THEME_CATALOGUE } from '@kabar/themes/catalogue/catalogue';
import { themePreviewFile } from '../modules/themes/theme-dto';
import type { Db } from '../db/client';
import { themes, themeTypes } from '../modules/themes/themes.schema';

/**
 * Upserts the theme tiers and the catalogue (packages/themes/src/catalogue) by their stable keys
 * in two statements: running it twice is a no-op.
 */
export async function seedThemes(db: Db, options: { invitationDomain: string }): Promise<void> {
  await db
    .insert(themeTypes)
    .values(THEME_TIERS.map((name) => ({ name })))
    .onConflictDoNothing({ target: themeTypes.name });
  const types = await db.select().from(themeTypes);
  const typeId = new Map(types.map((type) => [type.name, type.id]));
  const formConfig = createDefaultFormConfig(options.invitationDomain);

  await db
    .insert(themes)
    .values(
      THEME_CATALOGUE.map((theme, index) => ({
        code: theme.code,
        name: theme.name,
        description: theme.description,
        price: theme.price,
        photoPath: themePreviewFile(theme.code, 'large'),
        themeTypeId: typeId.get(theme.tier)!,
        sortOrder: index,
        formConfig,
      })),
    )
    .onConflictDoUpdate({
      target: themes.code,
      set: {
        name: sql`excluded.name`,
        description: sql`excluded.description`,
        price: sql`excluded.price`,
        photoPath: sql`excluded.photo_path`,
        themeTypeId: sql`excluded.theme_type_id`,
        sortOrder: sql`excluded.sort_order`,
        formConfig: sql`excluded.form_config`,
      },
    });
}
