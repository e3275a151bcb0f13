import { themeTypeName } from '@kabar/shared';
import type { Db } from '../../db/client';
import { findActiveThemeOr404 } from '../themes/themes.queries';

/** An active theme with its tier, or the same 404 the catalogue gives. */
export async function findThemeOr404(db: Db, themeId: number) {
  const row = await findActiveThemeOr404(db, themeId);
  return {
    id: row.theme.id,
    price: row.theme.price,
    tier: themeTypeName(row.type.name),
    formConfig: row.theme.formConfig,
  };
}
