import type { FastifyInstance } from 'fastify';
import { authJobs } from '../auth/auth-jobs';
import { dataRightsJobs } from '../modules/data-rights/data-rights-jobs';
import { domainJobs } from '../modules/domains/domain-jobs';
import { photoCleanupJobs } from '../modules/invitations/photo-cleanup-jobs';
import { orderJobs } from '../modules/orders/order-jobs';
import { paymentJobs } from '../modules/payments/payment-jobs';
import type { JobDefinition } from './job-queue';

type ScheduledApp = Pick<
  FastifyInstance,
  'db' | 'fileStorage' | 'jobs' | 'config' | 'payments' | 'log' | 'domains'
>;

/** The clock's work, each defined by the module it belongs to; the queue only runs it. */
export function scheduledJobs(app: ScheduledApp): JobDefinition[] {
  return [
    ...orderJobs(app),
    ...paymentJobs(app),
    ...authJobs(app),
    ...photoCleanupJobs(app),
    ...domainJobs(app),
    ...dataRightsJobs(app),
  ];
}
