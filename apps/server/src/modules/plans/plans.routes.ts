import type { FastifyPluginAsync } from 'fastify';
import { planPricesSchema } from '@kabar/shared';
import { declareRoutes } from '../../http/declare-routes';
import { envelope } from '../../http/envelope';
import { access } from '../../http/route-contract';
import { listPlanPrices } from './plan-prices.queries';

export const plansRoutes: FastifyPluginAsync = async (app) => {
  const route = declareRoutes(app, 'plans');

  /** The landing, the packages page and the checkout read the current prices here. */
  route.get(
    '/plans',
    {
      summary: 'The plans and their current prices',
      access: access.public,
      data: planPricesSchema,
    },
    async () => envelope(await listPlanPrices(app.db)),
  );
};
