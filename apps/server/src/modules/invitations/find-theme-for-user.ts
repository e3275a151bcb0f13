import { themeTypeName } from '@kabar/shared';
import type { Db } from '../../db/client';
import { NotFoundError } from '../../http/errors';
import { findActiveTheme } from '../themes/themes.queries';

const THEME_NOT_FOUND = 'Tema tidak ditemukan.';

/** An active theme with its tier, or the same 404 the catalogue gives. */
export async function findThemeOr404(db: Db, themeId: number) {
  const row = await findActiveTheme(db, themeId);
  if (!row) throw new NotFoundError(THEME_NOT_FOUND);
  return {
    id: row.theme.id,
    price: row.theme.price,
    tier: themeTypeName(row.type.name),
    formConfig: row.theme.formConfig,
  };
}
