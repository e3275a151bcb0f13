import type { SharedCounters } from '../../redis/shared-counters';

/**
 * Fixed-window counters in memory: enough for one instance. Several instances count in Redis
 * instead (createWriteLimits with shared counters), else each would allow the whole limit.
 */
export class WindowLimiter {
  private readonly hits = new Map<string, { count: number; resetAt: number }>();

  constructor(
    private readonly limit: number,
    private readonly windowMs: number,
    private readonly now: () => number = Date.now,
  ) {}

  /** Counts one attempt; false once the key has used up its window. */
  take(key: string): boolean {
    const now = this.now();
    let entry = this.hits.get(key);
    if (!entry || entry.resetAt <= now) {
      if (this.hits.size > 50_000) this.sweep(now);
      entry = { count: 0, resetAt: now + this.windowMs };
      this.hits.set(key, entry);
    }
    entry.count += 1;
    return entry.count <= this.limit;
  }

  private sweep(now: number): void {
    for (const [key, entry] of this.hits) if (entry.resetAt <= now) this.hits.delete(key);
  }
}

/**
 * docs/security.md #26: public writes are limited per client IP (generous, since many phones share
 * a carrier's address) and per invitation (a flood aimed at one couple stops there).
 */
export const PUBLIC_WRITE_LIMITS = {
  perIp: { limit: 20, windowMs: 10 * 60_000 },
  perInvitation: { limit: 120, windowMs: 60_000 },
} as const;

export interface WriteLimits {
  allow(ip: string, invitationId: string): Promise<boolean>;
}

export function createWriteLimits(
  shared: SharedCounters | null = null,
  now?: () => number,
): WriteLimits {
  const { perIp, perInvitation } = PUBLIC_WRITE_LIMITS;
  if (shared) {
    const windowSeconds = (ms: number) => Math.ceil(ms / 1000);
    return {
      async allow(ip, invitationId) {
        const [ipWait, invitationWait] = await Promise.all([
          shared.hit('write:ip', perIp.limit, windowSeconds(perIp.windowMs), ip),
          shared.hit(
            'write:invitation',
            perInvitation.limit,
            windowSeconds(perInvitation.windowMs),
            invitationId,
          ),
        ]);
        return ipWait === 0 && invitationWait === 0;
      },
    };
  }
  const ipWindows = new WindowLimiter(perIp.limit, perIp.windowMs, now);
  const invitationWindows = new WindowLimiter(perInvitation.limit, perInvitation.windowMs, now);
  return {
    async allow(ip, invitationId) {
      const ipOk = ipWindows.take(ip);
      const invitationOk = invitationWindows.take(invitationId);
      return ipOk && invitationOk;
    },
  };
}
