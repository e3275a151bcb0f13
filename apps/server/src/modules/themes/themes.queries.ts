import { and, asc, eq } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { NotFoundError } from '../../http/errors';
import { themes, themeTypes } from './themes.schema';
import { toThemeDto } from './theme-dto';

const themeWithType = (db: Db) =>
  db
    .select({ theme: themes, type: themeTypes })
    .from(themes)
    .innerJoin(themeTypes, eq(themes.themeTypeId, themeTypes.id));

export async function listActiveThemes(db: Db) {
  const rows = await themeWithType(db)
    .where(eq(themes.isActive, true))
    .orderBy(asc(themes.sortOrder), asc(themes.id));
  return rows.map((row) => toThemeDto(row.theme, row.type));
}

export const THEME_NOT_FOUND = 'Tema tidak ditemukan.';

/** An active theme with its type, or the catalogue's 404: the one answer for a theme id anywhere. */
export async function findActiveThemeOr404(db: Db, id: number) {
  const [row] = await themeWithType(db).where(and(eq(themes.id, id), eq(themes.isActive, true)));
  if (!row) throw new NotFoundError(THEME_NOT_FOUND);
  return row;
}
