import type { FastifyInstance } from 'fastify';
import { recurringJob } from '../../jobs/recurring';
import type { JobDefinition } from '../../jobs/job-queue';
import { reconcilePendingOrders } from './reconcile-pending-orders';

export function paymentJobs(
  app: Pick<FastifyInstance, 'db' | 'jobs' | 'config' | 'payments' | 'log'>,
): JobDefinition[] {
  // 02:23 in Jakarta (UTC+7), when few people pay.
  return [recurringJob('orders.reconcile', '23 19 * * *', () => reconcilePendingOrders(app))];
}
