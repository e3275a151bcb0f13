import { getDomain } from 'tldts';
import type { DnsRecord } from '@kabar/shared';
import type { DomainsConfig } from './domains-config';
import { DnsUnavailableError, type DnsLookup } from './dns-lookup';

const VERIFY_LABEL = '_kabar-verify';

/** The TXT value that proves control of the domain. */
const verifyValue = (token: string) => `kabar-verify=${token}`;

/** The registered domain a name's records are kept in, by the public suffix list. */
export function zoneOf(hostname: string): string {
  return getDomain(hostname, { allowPrivateDomains: false }) ?? hostname;
}

/** An apex (rinadanbudi.com, rinadanbudi.co.id) cannot hold a CNAME; a subdomain should use one. */
export function isApex(hostname: string): boolean {
  return zoneOf(hostname) === hostname;
}

/** What the couple creates at their DNS provider. An apex gets A/AAAA when we know our addresses. */
export function requiredRecords(
  hostname: string,
  token: string,
  config: DomainsConfig,
): Omit<DnsRecord, 'found'>[] {
  const txt = {
    type: 'TXT' as const,
    name: `${VERIFY_LABEL}.${hostname}`,
    value: verifyValue(token),
  };
  const byAddress = isApex(hostname) && config.ipv4.length + config.ipv6.length > 0;
  const pointing = byAddress
    ? [
        ...config.ipv4.map((value) => ({ type: 'A' as const, name: hostname, value })),
        ...config.ipv6.map((value) => ({ type: 'AAAA' as const, name: hostname, value })),
      ]
    : [{ type: 'CNAME' as const, name: hostname, value: config.cnameTarget }];
  return [...pointing, txt];
}

type Finding = 'ok' | 'missing' | 'wrong';

export interface CheckResult {
  pointing: Finding;
  txt: Finding;
  /** What is missing or wrong, in words for the couple; null when all is well. */
  reason: string | null;
  /** The DNS servers did not answer: nothing was learnt. */
  unavailable: boolean;
}

/**
 * Reads the domain's records: it points at us (a CNAME to the target, or only our addresses in its
 * A/AAAA records) and the TXT record carries its token.
 */
export async function checkRecords(
  lookup: DnsLookup,
  hostname: string,
  token: string,
  config: DomainsConfig,
): Promise<CheckResult> {
  try {
    const [pointing, txt] = await Promise.all([
      checkPointing(lookup, hostname, config),
      checkTxt(lookup, hostname, token),
    ]);
    const reason = [pointing.reason, txt.reason].filter(Boolean).join(' ') || null;
    return { pointing: pointing.finding, txt: txt.finding, reason, unavailable: false };
  } catch (error) {
    if (!(error instanceof DnsUnavailableError)) throw error;
    return {
      pointing: 'missing',
      txt: 'missing',
      reason: `Server DNS tidak menjawab (${error.code}); kami coba lagi nanti.`,
      unavailable: true,
    };
  }
}

async function checkPointing(lookup: DnsLookup, hostname: string, config: DomainsConfig) {
  const cnames = await lookup.cname(hostname);
  if (cnames.includes(config.cnameTarget)) return { finding: 'ok' as const, reason: null };
  if (cnames.length) {
    return {
      finding: 'wrong' as const,
      reason: `CNAME ${hostname} mengarah ke ${cnames.join(', ')}, seharusnya ${config.cnameTarget}.`,
    };
  }
  const ours = new Set([...config.ipv4, ...config.ipv6]);
  const [v4, v6] = await Promise.all([lookup.a(hostname), lookup.aaaa(hostname)]);
  const addresses = [...v4, ...v6];
  if (!addresses.length) {
    return {
      finding: 'missing' as const,
      reason: `Belum ada record CNAME atau A untuk ${hostname}.`,
    };
  }
  const foreign = addresses.filter((address) => !ours.has(address));
  if (!foreign.length) return { finding: 'ok' as const, reason: null };
  const expected = ours.size ? [...ours].join(', ') : config.cnameTarget;
  return {
    finding: 'wrong' as const,
    reason: `${hostname} mengarah ke ${foreign.join(', ')}, seharusnya ke ${expected}.`,
  };
}

async function checkTxt(lookup: DnsLookup, hostname: string, token: string) {
  const name = `${VERIFY_LABEL}.${hostname}`;
  const values = await lookup.txt(name);
  if (values.includes(verifyValue(token))) return { finding: 'ok' as const, reason: null };
  if (values.length) {
    return {
      finding: 'wrong' as const,
      reason: `Record TXT ${name} berisi nilai lain; isinya harus ${verifyValue(token)}.`,
    };
  }
  return { finding: 'missing' as const, reason: `Belum ada record TXT ${name}.` };
}
