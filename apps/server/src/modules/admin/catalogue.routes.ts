import type { FastifyPluginAsync } from 'fastify';
import { asc, eq } from 'drizzle-orm';
import { z } from 'zod';
import {
  adminThemeSchema,
  parsePrice,
  PLAN_IDS,
  planPriceInputSchema,
  planPricesSchema,
  themeCatalogueInputSchema,
  themeTypeName,
} from '@kabar/shared';
import { declareRoutes } from '../../http/declare-routes';
import { envelope } from '../../http/envelope';
import { NotFoundError } from '../../http/errors';
import { access } from '../../http/route-contract';
import { recordAudit } from '../audit/record-audit';
import { listPlanPrices } from '../plans/plan-prices.queries';
import { planPrices } from '../plans/plan-prices.schema';
import { themes, themeTypes } from '../themes/themes.schema';

const planParams = z.object({ planId: z.enum(PLAN_IDS, { error: 'Paket tidak ditemukan.' }) });
const themeParams = z.object({
  themeId: z.coerce.number({ error: 'Tema tidak ditemukan.' }).int().positive(),
});

async function listThemes(db: Parameters<typeof listPlanPrices>[0]) {
  const rows = await db
    .select({ theme: themes, type: themeTypes })
    .from(themes)
    .innerJoin(themeTypes, eq(themeTypes.id, themes.themeTypeId))
    .orderBy(asc(themes.sortOrder), asc(themes.id));
  return rows.map(({ theme, type }) => ({
    id: theme.id,
    name: theme.name,
    tier: themeTypeName(type.name),
    price: parsePrice(theme.price),
    visible: theme.isActive,
  }));
}

/**
 * Prices and the theme catalogue, changed without a deploy. An order copied its price when it was
 * made, so a change reaches only orders made after it.
 */
export const catalogueRoutes: FastifyPluginAsync = async (app) => {
  const route = declareRoutes(app, 'admin');

  route.get(
    '/admin/catalogue',
    {
      summary: 'Plan prices, and every theme with its price and visibility',
      access: access.operator,
      data: z.object({ plans: planPricesSchema, themes: z.array(adminThemeSchema) }),
    },
    async () => envelope({ plans: await listPlanPrices(app.db), themes: await listThemes(app.db) }),
  );

  route.put(
    '/admin/plans/:planId/price',
    {
      summary: "Change a plan's price",
      access: access.operator,
      params: planParams,
      body: planPriceInputSchema,
      data: planPricesSchema,
    },
    async ({ params, body }, request) => {
      await app.db.transaction(async (tx) => {
        const [before] = await tx
          .select()
          .from(planPrices)
          .where(eq(planPrices.planId, params.planId))
          .for('update');
        if (!before) throw new NotFoundError('Paket tidak ditemukan.');
        await tx
          .update(planPrices)
          .set({ price: body.price, updatedAt: new Date() })
          .where(eq(planPrices.planId, params.planId));
        await recordAudit(tx, request, {
          action: 'plan.price_changed',
          recordType: 'plan',
          recordId: params.planId,
          before: { price: before.price },
          after: { price: body.price },
        });
      });
      return envelope(await listPlanPrices(app.db), 'Harga paket disimpan.');
    },
  );

  route.put(
    '/admin/themes/:themeId',
    {
      summary: "Change a theme's price and whether the catalogue shows it",
      access: access.operator,
      params: themeParams,
      body: themeCatalogueInputSchema,
      data: adminThemeSchema,
    },
    async ({ params, body }, request) => {
      await app.db.transaction(async (tx) => {
        const [before] = await tx
          .select()
          .from(themes)
          .where(eq(themes.id, params.themeId))
          .for('update');
        if (!before) throw new NotFoundError('Tema tidak ditemukan.');
        await tx
          .update(themes)
          .set({ price: String(body.price), isActive: body.visible, updatedAt: new Date() })
          .where(eq(themes.id, params.themeId));
        await recordAudit(tx, request, {
          action: 'theme.catalogue_changed',
          recordType: 'theme',
          recordId: params.themeId,
          before: { price: parsePrice(before.price), visible: before.isActive },
          after: body,
        });
      });
      const theme = (await listThemes(app.db)).find((row) => row.id === params.themeId)!;
      return envelope(theme, 'Tema disimpan.');
    },
  );
};
