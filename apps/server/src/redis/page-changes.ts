import { randomUUID } from 'node:crypto';
import { EventEmitter } from 'node:events';
import type { Redis } from 'ioredis';

/** Every slug's cached page, not one. */
export const ALL_PAGES = '*';

/**
 * Tells page caches that an invitation changed, on this instance and (with Redis) on every other
 * instance at once through pub/sub, instead of after the cache's freshness window.
 */
export interface PageChanges {
  /** A slug, or ALL_PAGES when the change is not tied to one known slug. */
  publish(slug: string): void;
  subscribe(listener: (slug: string) => void): void;
  close(): Promise<void>;
}

export function localPageChanges(): PageChanges {
  const events = new EventEmitter();
  return {
    publish: (slug) => events.emit('change', slug),
    subscribe: (listener) => events.on('change', listener),
    close: async () => void events.removeAllListeners(),
  };
}

/**
 * Pub/sub needs its own connection (a subscribed client takes no other commands). A message lost
 * while Redis is away costs only the freshness window: the cache still checks versions itself.
 */
export async function redisPageChanges(redis: Redis, keyPrefix: string): Promise<PageChanges> {
  const channel = `${keyPrefix}page-changes`;
  // This instance hears its own changes at once, so its next request (a form's redirect) sees them.
  const self = randomUUID();
  const subscriber = redis.duplicate();
  const events = new EventEmitter();
  subscriber.on('message', (from: string, message: string) => {
    const [sender, slug] = message.split(' ', 2);
    if (from === channel && sender !== self && slug) events.emit('change', slug);
  });
  await subscriber.subscribe(channel);
  return {
    publish(slug) {
      events.emit('change', slug);
      redis.publish(channel, `${self} ${slug}`).catch(() => undefined);
    },
    subscribe: (listener) => events.on('change', listener),
    async close() {
      events.removeAllListeners();
      subscriber.disconnect();
    },
  };
}
