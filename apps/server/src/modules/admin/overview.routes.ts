import type { FastifyPluginAsync } from 'fastify';
import { overviewSchema } from '@kabar/shared';
import { declareRoutes } from '../../http/declare-routes';
import { envelope } from '../../http/envelope';
import { access } from '../../http/route-contract';
import { dailyFigures, jobCounts } from './overview';

export const overviewRoutes: FastifyPluginAsync = async (app) => {
  const route = declareRoutes(app, 'admin');

  route.get(
    '/admin/overview',
    {
      summary: 'The last 30 days per day, the payment provider and the job queue',
      access: access.operator,
      data: overviewSchema,
    },
    async () =>
      envelope({
        days: await dailyFigures(app.db, new Date()),
        provider: { name: app.payments.name, methods: [...app.payments.methods] },
        jobs: await jobCounts(app),
      }),
  );
};
