import type { Db } from '../../db/client';
import type { DomainsConfig } from './domains-config';
import { hasCustomDomainPlan, isServing } from './domain-state';
import { findDomainByHostname, syncPlan, updateDomain } from './domains.queries';

/** A custom domain that answers right now, with the invitation it opens. */
export interface ServedDomain {
  id: string;
  hostname: string;
  invitationId: string;
  slug: string;
  certificateSeen: boolean;
}

const TTL_MS = 5000;
const MAX_ENTRIES = 2000;

/**
 * Which invitation a custom hostname serves, remembered for a few seconds (misses too, so a
 * scanner's made-up names cost one query each per TTL). Another instance's change shows within
 * the TTL; this instance's own changes call `forget`.
 */
export function createDomainHosts(db: Db, config: DomainsConfig) {
  const known = new Map<string, { value: ServedDomain | null; until: number }>();

  async function load(hostname: string, now: Date): Promise<ServedDomain | null> {
    const row = await findDomainByHostname(db, hostname);
    if (!row || !row.slug) return null;
    // A refund is noticed here too, not only by the background check: the notice starts at once.
    const domain = await syncPlan(db, row.domain, hasCustomDomainPlan(row.plan), now);
    if (!isServing(domain, now, config)) return null;
    return {
      id: domain.id,
      hostname: domain.hostname,
      invitationId: domain.invitationId,
      slug: row.slug,
      certificateSeen: domain.certificateSeenAt !== null,
    };
  }

  return {
    async resolve(hostname: string, now = new Date()): Promise<ServedDomain | null> {
      const cached = known.get(hostname);
      if (cached && cached.until > now.getTime()) return cached.value;
      const value = await load(hostname, now);
      known.delete(hostname);
      if (known.size >= MAX_ENTRIES) known.delete(known.keys().next().value!);
      known.set(hostname, { value, until: now.getTime() + TTL_MS });
      return value;
    },

    /** A visitor reached the name over HTTPS through our TLS server: its certificate works. */
    async certificateSeen(domain: ServedDomain): Promise<void> {
      domain.certificateSeen = true;
      await updateDomain(db, domain.id, { certificateSeenAt: new Date() });
    },

    forget(hostname?: string): void {
      if (hostname) known.delete(hostname);
      else known.clear();
    },
  };
}

export type DomainHosts = ReturnType<typeof createDomainHosts>;
