import type { FastifyPluginAsync } from 'fastify';
import { PLANS, type UserPlanDto } from '@kabar/shared';
import { envelope } from '../../http/envelope';
import { getEntitlements } from './entitlements.queries';

export const entitlementsRoutes: FastifyPluginAsync = async (app) => {
  /** The caller's plan and bought themes, as the server enforces them. */
  app.get('/user/plan', { preHandler: app.authenticate }, async (request) => {
    const { plan, purchasedThemeIds } = await getEntitlements(app.db, request.userId);
    const result: UserPlanDto = {
      plan,
      plan_name: PLANS[plan].name,
      purchased_theme_ids: [...purchasedThemeIds].sort((a, b) => a - b),
    };
    return envelope(result, 'Paket berhasil diambil.');
  });
};
