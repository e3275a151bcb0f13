import {
  formatShortDateTime,
  planHasFeature,
  type CustomDomainDto,
  type CustomDomainState,
  type DnsRecord,
  type PlanId,
} from '@kabar/shared';
import type { CheckResult } from './domain-records';
import { isApex, requiredRecords, zoneOf } from './domain-records';
import type { DomainsConfig } from './domains-config';
import type { CustomDomain } from './domains.schema';

type Changes = Partial<
  Pick<
    CustomDomain,
    | 'status'
    | 'reason'
    | 'found'
    | 'checkedAt'
    | 'verifiedAt'
    | 'certificateSeenAt'
    | 'recordsMissingSince'
  >
>;

/**
 * What a check changes. Missing records keep a pending domain waiting; wrong ones fail it. A
 * verified domain whose records vanish keeps serving through the grace period, then falls back.
 */
export function afterCheck(
  domain: CustomDomain,
  result: CheckResult,
  now: Date,
  config: DomainsConfig,
): Changes {
  const found = JSON.stringify({ pointing: result.pointing, txt: result.txt });
  if (result.unavailable) return { reason: result.reason, checkedAt: now };
  const base = { checkedAt: now, found };
  if (result.pointing === 'ok' && result.txt === 'ok') {
    return {
      ...base,
      status: 'verified',
      reason: null,
      verifiedAt: domain.status === 'verified' ? domain.verifiedAt : now,
      recordsMissingSince: null,
    };
  }
  const unverified = result.pointing === 'wrong' || result.txt === 'wrong' ? 'failed' : 'pending';
  if (domain.status === 'verified') {
    const since = domain.recordsMissingSince ?? now;
    if (now.getTime() - since.getTime() < config.graceMs) {
      return { ...base, reason: result.reason, recordsMissingSince: since };
    }
  }
  return {
    ...base,
    status: unverified,
    reason: result.reason,
    verifiedAt: null,
    certificateSeenAt: null,
    recordsMissingSince: null,
  };
}

export const hasCustomDomainPlan = (plan: PlanId) => planHasFeature(plan, 'custom_domain');

/** When a domain whose owner lost the plan stops serving. */
function planStopsAt(domain: Pick<CustomDomain, 'planLostAt'>, config: DomainsConfig) {
  return domain.planLostAt ? new Date(domain.planLostAt.getTime() + config.planNoticeMs) : null;
}

/** Verified, and either still entitled or within the notice after the plan went. */
export function isServing(
  domain: Pick<CustomDomain, 'status' | 'planLostAt'>,
  now: Date,
  config: DomainsConfig,
): boolean {
  const stops = planStopsAt(domain, config);
  return domain.status === 'verified' && (!stops || now < stops);
}

function stateOf(domain: CustomDomain): CustomDomainState {
  if (domain.status === 'failed') return 'gagal';
  if (domain.status === 'pending') return 'menunggu_dns';
  return domain.certificateSeenAt ? 'sertifikat_aktif' : 'terverifikasi';
}

const when = (date: Date) => formatShortDateTime(date, 'WIB');

function noticeOf(domain: CustomDomain, now: Date, config: DomainsConfig) {
  const planStop = planStopsAt(domain, config);
  if (planStop) {
    return {
      stopsAt: planStop,
      notice:
        now < planStop
          ? `Paket akun ini tidak lagi termasuk Custom Domain (misalnya karena pembayaran VIP dikembalikan). Domain tetap melayani sampai ${when(planStop)}, lalu berhenti. Tingkatkan ke paket VIP agar tetap aktif.`
          : `Domain berhenti melayani sejak ${when(planStop)} karena paket akun ini tidak lagi termasuk Custom Domain. Tingkatkan ke paket VIP untuk mengaktifkannya lagi.`,
    };
  }
  if (domain.status === 'verified' && domain.recordsMissingSince) {
    const stopsAt = new Date(domain.recordsMissingSince.getTime() + config.graceMs);
    return {
      stopsAt,
      notice: `Record DNS tidak lagi ditemukan sejak ${when(domain.recordsMissingSince)}. Domain tetap melayani sampai ${when(stopsAt)}; perbaiki record-nya agar tidak berhenti.`,
    };
  }
  return { stopsAt: null, notice: null };
}

export function toCustomDomainDto(
  domain: CustomDomain,
  now: Date,
  config: DomainsConfig,
): CustomDomainDto {
  const found = domain.found
    ? (JSON.parse(domain.found) as { pointing: string; txt: string })
    : null;
  const records: DnsRecord[] = requiredRecords(domain.hostname, domain.verifyToken, config).map(
    (record) => ({
      ...record,
      found: (record.type === 'TXT' ? found?.txt : found?.pointing) === 'ok',
    }),
  );
  const { stopsAt, notice } = noticeOf(domain, now, config);
  return {
    hostname: domain.hostname,
    zone: zoneOf(domain.hostname),
    apex: isApex(domain.hostname),
    state: stateOf(domain),
    reason: domain.reason,
    records,
    serving: isServing(domain, now, config),
    url: `https://${domain.hostname}/`,
    checked_at: domain.checkedAt?.toISOString() ?? null,
    verified_at: domain.verifiedAt?.toISOString() ?? null,
    records_missing_since: domain.recordsMissingSince?.toISOString() ?? null,
    plan_lost_at: domain.planLostAt?.toISOString() ?? null,
    stops_at: stopsAt?.toISOString() ?? null,
    notice,
  };
}
