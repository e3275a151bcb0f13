import type { FastifyPluginAsync } from 'fastify';
import { formConfigSchema, themeIdSchema, themeListSchema, themeSchema } from '@kabar/shared';
import { z } from 'zod';
import { declareRoutes } from '../../http/declare-routes';
import { envelope, envelopeWithSuccess } from '../../http/envelope';
import { access } from '../../http/route-contract';
import { toThemeDto } from './theme-dto';
import { findActiveThemeOr404, listActiveThemes } from './themes.queries';

const idParams = z.object({ id: themeIdSchema });
const themeIdParams = z.object({ themeId: themeIdSchema });
const themeDetailsSchema = themeSchema.extend({
  customisable_sections: z.array(z.string()),
  updated_at: z.iso.datetime(),
});

export const themesRoutes: FastifyPluginAsync = async (app) => {
  const route = declareRoutes(app, 'themes');

  route.get(
    '/themes',
    { summary: 'The theme catalogue', access: access.public, data: themeListSchema },
    async () =>
      envelopeWithSuccess(await listActiveThemes(app.db), 'Daftar tema berhasil diambil.'),
  );

  route.get(
    '/themes/form-config/:themeId',
    {
      summary: 'The invitation form of a theme',
      access: access.public,
      params: themeIdParams,
      invalidParamsStatus: 400,
      data: formConfigSchema,
    },
    async ({ params }) => {
      const row = await findActiveThemeOr404(app.db, params.themeId);
      return envelope(row.theme.formConfig, 'Konfigurasi form berhasil diambil.');
    },
  );

  route.get(
    '/themes/:id',
    {
      summary: 'One theme',
      access: access.public,
      params: idParams,
      invalidParamsStatus: 400,
      data: themeSchema,
    },
    async ({ params }) => {
      const row = await findActiveThemeOr404(app.db, params.id);
      return envelope(toThemeDto(row.theme, row.type), 'Tema berhasil diambil.');
    },
  );

  route.get(
    '/themes/:id/details',
    {
      summary: 'One theme with the titles of its customisable sections',
      access: access.public,
      params: idParams,
      invalidParamsStatus: 400,
      data: themeDetailsSchema,
    },
    async ({ params }) => {
      const row = await findActiveThemeOr404(app.db, params.id);
      const sections = row.theme.formConfig.step3.map((section) => section.title);
      return envelope(
        {
          ...toThemeDto(row.theme, row.type),
          customisable_sections: sections,
          updated_at: row.theme.updatedAt.toISOString(),
        },
        'Detail tema berhasil diambil.',
      );
    },
  );
};
