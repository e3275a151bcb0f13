import type { PlanId } from '@kabar/shared';
import type { Db } from '../../db/client';
import type { DnsLookup } from './dns-lookup';
import { checkRecords } from './domain-records';
import { afterCheck, hasCustomDomainPlan } from './domain-state';
import type { DomainsConfig } from './domains-config';
import { listDomainsToCheck, syncPlan, updateDomain, verifyClaim } from './domains.queries';
import type { CustomDomain } from './domains.schema';

export interface DomainCheckDeps {
  db: Db;
  config: DomainsConfig;
  lookup: () => DnsLookup;
}

/** One domain: its records, then its owner's plan. Returns the row as saved. */
export async function checkDomain(
  deps: DomainCheckDeps,
  domain: CustomDomain,
  plan: PlanId,
  now = new Date(),
): Promise<CustomDomain> {
  const result = await checkRecords(
    deps.lookup(),
    domain.hostname,
    domain.verifyToken,
    deps.config,
  );
  const changes = afterCheck(domain, result, now, deps.config);
  const proven = changes.status === 'verified' && domain.status !== 'verified';
  const saved = proven
    ? await verifyClaim(deps.db, domain, changes)
    : await updateDomain(deps.db, domain.id, changes);
  // A claim displaced by another's verification meanwhile is gone: nothing left to save.
  const checked = saved ?? domain;
  return syncPlan(deps.db, checked, hasCustomDomainPlan(plan), now);
}

/** The background pass: every domain, one at a time (a few DNS questions each). */
export async function checkAllDomains(deps: DomainCheckDeps, now = new Date()) {
  const rows = await listDomainsToCheck(deps.db);
  const changed: string[] = [];
  for (const { domain, plan } of rows) {
    const after = await checkDomain(deps, domain, plan, now);
    if (after.status !== domain.status || after.planLostAt !== domain.planLostAt) {
      changed.push(domain.hostname);
    }
  }
  return { checked: rows.length, changed };
}
