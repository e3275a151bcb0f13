import { Resolver } from 'node:dns/promises';

/** The records a domain check reads. Every DNS question Kabar asks goes through here. */
export interface DnsLookup {
  cname(name: string): Promise<string[]>;
  a(name: string): Promise<string[]>;
  aaaa(name: string): Promise<string[]>;
  txt(name: string): Promise<string[]>;
}

/** The DNS servers could not answer (timeout, refused, SERVFAIL): nothing is known either way. */
export class DnsUnavailableError extends Error {
  constructor(readonly code: string) {
    super(`DNS tidak menjawab (${code})`);
  }
}

/** "No such name" and "no such record" are answers: the record is not there. */
const ABSENT = new Set(['ENODATA', 'ENOTFOUND', 'NXDOMAIN', 'NODATA']);

async function answer<T>(ask: () => Promise<T[]>): Promise<T[]> {
  try {
    return await ask();
  } catch (error) {
    const code = (error as NodeJS.ErrnoException).code ?? 'EUNKNOWN';
    if (ABSENT.has(code)) return [];
    throw new DnsUnavailableError(code);
  }
}

const bare = (name: string) => name.toLowerCase().replace(/\.$/, '');

/**
 * Node's c-ares resolver on the configured servers (DNS_SERVERS, else the system's). A new resolver
 * per check, so nothing cached from an earlier check can hide a record that changed.
 */
export function createDnsLookup(servers: string[] | undefined, timeoutMs = 2000): () => DnsLookup {
  return () => {
    const resolver = new Resolver({ timeout: timeoutMs, tries: 2 });
    if (servers) resolver.setServers(servers);
    return {
      cname: async (name) => (await answer(() => resolver.resolveCname(name))).map(bare),
      a: (name) => answer(() => resolver.resolve4(name)),
      aaaa: (name) => answer(() => resolver.resolve6(name)),
      txt: async (name) =>
        (await answer(() => resolver.resolveTxt(name))).map((chunks) => chunks.join('')),
    };
  };
}
