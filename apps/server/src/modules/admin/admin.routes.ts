import type { FastifyPluginAsync } from 'fastify';
import { addRetryAfterHeader } from '../../auth/rate-limit';
import { secondFactorRoutes } from '../operators/second-factor.routes';
import { auditRoutes } from './audit.routes';
import { catalogueRoutes } from './catalogue.routes';
import { moderationAdminRoutes } from './moderation.routes';
import { ordersAdminRoutes } from './orders.routes';
import { overviewRoutes } from './overview.routes';
import { usersAdminRoutes } from './users.routes';
import { vouchersRoutes } from './vouchers.routes';

/** The operator console's API (issue 31): every route declared with an operator access. */
export const adminRoutes: FastifyPluginAsync = async (app) => {
  addRetryAfterHeader(app);
  await app.register(secondFactorRoutes);
  await app.register(auditRoutes);
  await app.register(overviewRoutes);
  await app.register(ordersAdminRoutes);
  await app.register(vouchersRoutes);
  await app.register(catalogueRoutes);
  await app.register(usersAdminRoutes);
  await app.register(moderationAdminRoutes);
};
