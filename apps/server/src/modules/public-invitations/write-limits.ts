/**
 * Fixed-window counters in memory: enough for one instance. Several instances behind a load
 * balancer each count on their own, which only loosens the limit by the number of instances.
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
 * security.md 26: public writes are limited per client IP (generous, since many phones share a
 * carrier's address) and per invitation (a flood aimed at one couple stops there).
 */
export const PUBLIC_WRITE_LIMITS = {
  perIp: { limit: 20, windowMs: 10 * 60_000 },
  perInvitation: { limit: 120, windowMs: 60_000 },
} as const;

export function createWriteLimits(now?: () => number) {
  const perIp = new WindowLimiter(
    PUBLIC_WRITE_LIMITS.perIp.limit,
    PUBLIC_WRITE_LIMITS.perIp.windowMs,
    now,
  );
  const perInvitation = new WindowLimiter(
    PUBLIC_WRITE_LIMITS.perInvitation.limit,
    PUBLIC_WRITE_LIMITS.perInvitation.windowMs,
    now,
  );
  return {
    allow(ip: string, invitationId: string): boolean {
      const ipOk = perIp.take(ip);
      const invitationOk = perInvitation.take(invitationId);
      return ipOk && invitationOk;
    },
  };
}
