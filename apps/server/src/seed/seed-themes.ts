import { sql } from 'drizzle-orm';
import { createDefaultFormConfig, THEME_TIERS } from '@kabar/shared';
import type { Db } from '../db/client';
import { themes, themeTypes } from '../modules/themes/themes.schema';
import { DEMO_THEMES } from './demo-themes';

/** Upserts the theme tiers and the demo catalogue by their stable keys: running it twice is a no-op. */
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
      DEMO_THEMES.map((theme, index) => ({
        code: theme.code,
        name: theme.name,
        description: theme.description,
        price: theme.price,
        photoPath: `${theme.code}.webp`,
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
