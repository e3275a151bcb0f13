import type { FastifyInstance } from 'fastify';
import { recurringJob } from '../../jobs/recurring';
import type { JobDefinition } from '../../jobs/job-queue';
import { checkAllDomains } from './check-domains';

/**
 * DOMAIN_CHECK_INTERVAL as a schedule, in whole minutes (pg-boss' cron has no seconds): every N
 * minutes below an hour, else every N hours.
 */
export function domainCheckCron(intervalMs: number): string {
  const minutes = Math.max(1, Math.round(intervalMs / 60_000));
  return minutes < 60 ? `*/${minutes} * * * *` : `0 */${Math.round(minutes / 60)} * * *`;
}

/**
 * The background checks of every couple's domain, once per tick across all instances. The
 * instance running them forgets what changed at once; the others' host caches follow within
 * their few seconds (domain-hosts.ts).
 */
export function domainJobs(app: Pick<FastifyInstance, 'config' | 'domains'>): JobDefinition[] {
  const { checkIntervalMs } = app.config.domains;
  if (checkIntervalMs <= 0) return [];
  return [
    recurringJob('domains.check', domainCheckCron(checkIntervalMs), async () => {
      const result = await checkAllDomains(app.domains);
      result.changed.forEach((hostname) => app.domains.hosts.forget(hostname));
      return result;
    }),
  ];
}
