import type { FastifyInstance } from 'fastify';
import type { JobDefinition } from '../../jobs/job-queue';
import { recurringJob } from '../../jobs/recurring';
import { deleteExpiredExports } from './data-export';
import { eraseDueAccounts } from './erase-account';
import { eraseDueGuestPhones } from './guest-phone-erasure';

/** The data-rights work the clock starts (decision 043): erasures and expired archives. */
export function dataRightsJobs(
  app: Pick<FastifyInstance, 'db' | 'fileStorage' | 'config'>,
): JobDefinition[] {
  return [
    recurringJob('accounts.erase', '23 * * * *', () => eraseDueAccounts(app.db, app.fileStorage)),
    recurringJob('exports.cleanup', '29 * * * *', () =>
      deleteExpiredExports(app.db, app.fileStorage),
    ),
    recurringJob('guest-phones.erase', '7 2 * * *', () =>
      eraseDueGuestPhones(app.db, app.config.guestPhoneRetentionDays),
    ),
  ];
}
