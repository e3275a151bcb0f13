import { randomUUID } from 'node:crypto';
import type { Redis } from 'ioredis';

/**
 * Takes a slot when fewer than `max` are held: drops slots past their expiry (an instance that
 * died without giving its slots back), counts the rest and adds this one, atomically.
 */
const TAKE_SLOT = `
redis.call('ZREMRANGEBYSCORE', KEYS[1], '-inf', ARGV[1])
if redis.call('ZCARD', KEYS[1]) >= tonumber(ARGV[3]) then return 0 end
redis.call('ZADD', KEYS[1], ARGV[2], ARGV[4])
redis.call('PEXPIREAT', KEYS[1], ARGV[2])
return 1
`;

/**
 * Concurrent slots every instance shares (an open stream is one), kept in Redis as a sorted set
 * per subject whose scores are the slots' expiry times, so a slot an instance never gave back
 * lapses by itself.
 */
export class SharedSlots {
  constructor(
    private readonly redis: Redis,
    private readonly keyPrefix: string,
  ) {}

  /** A release function when a slot was free, else null. */
  async take(
    name: string,
    subject: string,
    max: number,
    ttlMs: number,
  ): Promise<(() => void) | null> {
    const key = `${this.keyPrefix}slots:${name}:${subject}`;
    const slot = randomUUID();
    const now = Date.now();
    const taken = await this.redis.eval(TAKE_SLOT, 1, key, now, now + ttlMs, max, slot);
    if (taken !== 1) return null;
    return () => {
      // A failed give-back only keeps the slot until it lapses.
      this.redis.zrem(key, slot).catch(() => undefined);
    };
  }
}
