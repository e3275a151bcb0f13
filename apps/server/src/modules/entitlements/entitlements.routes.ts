import type { FastifyPluginAsync } from 'fastify';
import { PLANS, userPlanDtoSchema } from '@kabar/shared';
import { declareRoutes } from '../../http/declare-routes';
import { envelope } from '../../http/envelope';
import { access } from '../../http/route-contract';
import { getEntitlements } from './entitlements.queries';

export const entitlementsRoutes: FastifyPluginAsync = async (app) => {
  const route = declareRoutes(app, 'entitlements');

  route.get(
    '/user/plan',
    {
      summary: 'The user’s plan and bought themes, as the server enforces them',
      access: access.signedIn,
      data: userPlanDtoSchema,
    },
    async ({ userId }) => {
      const { plan, purchasedThemeIds } = await getEntitlements(app.db, userId);
      return envelope(
        {
          plan,
          plan_name: PLANS[plan].name,
          purchased_theme_ids: [...purchasedThemeIds].sort((a, b) => a - b),
        },
        'Paket berhasil diambil.',
      );
    },
  );
};
