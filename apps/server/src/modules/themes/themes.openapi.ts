import { formConfigSchema, themeListSchema, themeSchema } from '@kabar/shared';
import type { RouteDocs } from '../../openapi/route-doc';

export const themesRouteDocs: RouteDocs = {
  'GET /api/themes': { summary: 'The theme catalogue', data: themeListSchema },
  'GET /api/themes/form-config/:themeId': {
    summary: 'The invitation form of a theme',
    data: formConfigSchema,
  },
  'GET /api/themes/:id': { summary: 'One theme', data: themeSchema },
  'GET /api/themes/:id/details': {
    summary: 'One theme with the titles of its customisable sections',
  },
};
