import type { Redis } from 'ioredis';
import { RateLimiterRedis, RateLimiterRes } from 'rate-limiter-flexible';

/**
 * Fixed-window counters in Redis (rate-limiter-flexible's atomic Lua increment), so every instance
 * counts the same attempts. One limiter per rule; the subject is the key inside it.
 */
export class SharedCounters {
  private readonly limiters = new Map<string, RateLimiterRedis>();

  constructor(
    private readonly redis: Redis,
    private readonly keyPrefix: string,
  ) {}

  private limiter(name: string, max: number, windowSeconds: number): RateLimiterRedis {
    const id = `${name}:${max}:${windowSeconds}`;
    let limiter = this.limiters.get(id);
    if (!limiter) {
      limiter = new RateLimiterRedis({
        storeClient: this.redis,
        keyPrefix: `${this.keyPrefix}limit:${name}`,
        points: max,
        duration: windowSeconds,
      });
      this.limiters.set(id, limiter);
    }
    return limiter;
  }

  /** Counts nothing; the seconds until the window ends when the subject used it all up, else 0. */
  async usedUp(name: string, max: number, windowSeconds: number, subject: string): Promise<number> {
    const state = await this.limiter(name, max, windowSeconds).get(subject);
    return state && state.consumedPoints >= max
      ? Math.max(1, Math.ceil(state.msBeforeNext / 1000))
      : 0;
  }

  /** Counts one hit; 0 when within the limit, else the seconds until the window ends. */
  async hit(name: string, max: number, windowSeconds: number, subject: string): Promise<number> {
    const limiter = this.limiter(name, max, windowSeconds);
    try {
      await limiter.consume(subject);
      return 0;
    } catch (error) {
      if (error instanceof RateLimiterRes) return Math.max(1, Math.ceil(error.msBeforeNext / 1000));
      throw error;
    }
  }
}
