import { Redis } from 'ioredis';

/**
 * One client per instance for commands. A request waits for Redis at most a couple of retries, so
 * an outage answers errors instead of piling up requests.
 */
export function openRedis(url: string): Redis {
  return new Redis(url, { maxRetriesPerRequest: 2, connectTimeout: 5_000 });
}
