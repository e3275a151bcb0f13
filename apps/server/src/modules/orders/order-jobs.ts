import type { FastifyInstance } from 'fastify';
import { recurringJob } from '../../jobs/recurring';
import type { JobDefinition } from '../../jobs/job-queue';
import { expireAllStaleOrders } from './orders.queries';

export function orderJobs(app: Pick<FastifyInstance, 'db'>): JobDefinition[] {
  return [recurringJob('orders.expire', '* * * * *', () => expireAllStaleOrders(app.db))];
}
