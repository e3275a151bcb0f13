import { z } from 'zod';
import { THEME_COLOURS, THEME_CULTURES, THEME_STYLES } from './theme-tags';
import { THEME_TIERS } from './theme-tier';

const keys = <T extends Record<string, string>>(record: T) =>
  Object.keys(record) as [keyof T & string, ...(keyof T & string)[]];

/** A theme as GET /api/themes answers it. */
export const themeSchema = z.object({
  theme_id: z.number().int().positive(),
  theme_name: z.string(),
  description: z.string(),
  price: z.string(),
  /** The theme's own cover, rendered by the real renderer: the large WebP. */
  photo_url: z.string(),
  /** Both preview sizes as an `srcset`. */
  photo_srcset: z.string(),
  /**
   * The same two sizes as AVIF, about a third smaller, for browsers that take it; null for a theme
   * whose previews the catalogue's generator did not draw.
   */
  photo_srcset_avif: z.string().nullable(),
  website_url: z.string().nullable(),
  tags: z.object({
    style: z.enum(keys(THEME_STYLES)),
    culture: z.enum(keys(THEME_CULTURES)),
    colour: z.enum(keys(THEME_COLOURS)),
  }),
  theme_type: z.object({
    theme_type_id: z.number().int(),
    theme_type_name: z.enum(THEME_TIERS),
  }),
});
export type Theme = z.infer<typeof themeSchema>;

export const themeListSchema = z.array(themeSchema);

/** Route parameter `:id` / `:themeId`: a positive integer, else a 400. */
export const themeIdSchema = z.coerce
  .number({ error: 'ID tema harus berupa angka.' })
  .int({ error: 'ID tema harus berupa angka bulat.' })
  .positive({ error: 'ID tema harus lebih dari 0.' })
  .max(2_147_483_647, { error: 'ID tema terlalu besar.' });
