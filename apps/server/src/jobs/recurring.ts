import type { JobDefinition } from './job-queue';

/**
 * Work that comes from the clock: started once per tick across all instances by the queue's
 * schedule. A slow poll costs nothing there and spares the database.
 */
export function recurringJob(
  name: string,
  cron: string,
  run: () => Promise<unknown>,
): JobDefinition {
  return {
    name,
    cron,
    retryLimit: 2,
    retryDelaySeconds: 30,
    pollingIntervalSeconds: 15,
    run: async () => void (await run()),
  };
}
