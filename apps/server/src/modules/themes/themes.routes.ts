import type { FastifyPluginAsync } from 'fastify';
import { themeIdSchema } from '@kabar/shared';
import { z } from 'zod';
import { envelope, envelopeWithSuccess } from '../../http/envelope';
import { NotFoundError } from '../../http/errors';
import { parseInput } from '../../http/validate';
import { toThemeDto } from './theme-dto';
import { findActiveTheme, listActiveThemes } from './themes.queries';

const idParams = z.object({ id: themeIdSchema });
const themeIdParams = z.object({ themeId: themeIdSchema });
const THEME_NOT_FOUND = 'Tema tidak ditemukan.';

export const themesRoutes: FastifyPluginAsync = async (app) => {
  app.get('/themes', async () =>
    envelopeWithSuccess(await listActiveThemes(app.db), 'Daftar tema berhasil diambil.'),
  );

  app.get('/themes/form-config/:themeId', async (request) => {
    const { themeId } = parseInput(themeIdParams, request.params, 400);
    const row = await findActiveTheme(app.db, themeId);
    if (!row) throw new NotFoundError(THEME_NOT_FOUND);
    return envelope(row.theme.formConfig, 'Konfigurasi form berhasil diambil.');
  });

  app.get('/themes/:id', async (request) => {
    const { id } = parseInput(idParams, request.params, 400);
    const row = await findActiveTheme(app.db, id);
    if (!row) throw new NotFoundError(THEME_NOT_FOUND);
    return envelope(toThemeDto(row.theme, row.type), 'Tema berhasil diambil.');
  });

  app.get('/themes/:id/details', async (request) => {
    const { id } = parseInput(idParams, request.params, 400);
    const row = await findActiveTheme(app.db, id);
    if (!row) throw new NotFoundError(THEME_NOT_FOUND);
    const sections = row.theme.formConfig.step3.map((section) => section.title);
    return envelope(
      {
        ...toThemeDto(row.theme, row.type),
        customisable_sections: sections,
        updated_at: row.theme.updatedAt.toISOString(),
      },
      'Detail tema berhasil diambil.',
    );
  });
};
