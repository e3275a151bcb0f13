import dgram from 'node:dgram';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startLocalDnsServer, type LocalDnsServer } from '../../test/local-dns-server';
import { createDnsLookup } from './dns-lookup';
import { checkRecords } from './domain-records';
import { domainsConfigFrom } from './domains-config';

const config = domainsConfigFrom(
  {
    CUSTOM_DOMAIN_TARGET: 'tamu.kabar.id',
    CUSTOM_DOMAIN_IPV4: ['203.0.113.10'],
    DOMAIN_GRACE_HOURS: 72,
    DOMAIN_PLAN_NOTICE_HOURS: 168,
  },
  'https://kabar.id',
  true,
);

let dns: LocalDnsServer;
beforeAll(async () => {
  dns = await startLocalDnsServer();
});
afterAll(() => dns.close());

describe('DNS checks through the resolver seam', () => {
  it('reads an apex pointed by A records, and names foreign addresses', async () => {
    const lookup = createDnsLookup([dns.address]);
    dns.set('rina-apex.test', 'A', ['203.0.113.10']);
    dns.set('_kabar-verify.rina-apex.test', 'TXT', ['kabar-verify=abc']);
    expect(await checkRecords(lookup(), 'rina-apex.test', 'abc', config)).toEqual({
      pointing: 'ok',
      txt: 'ok',
      reason: null,
      unavailable: false,
    });
    dns.set('rina-apex.test', 'A', ['203.0.113.10', '198.51.100.7']);
    dns.set('_kabar-verify.rina-apex.test', 'TXT', ['kabar-verify=lain']);
    const wrong = await checkRecords(lookup(), 'rina-apex.test', 'abc', config);
    expect(wrong).toMatchObject({ pointing: 'wrong', txt: 'wrong' });
    expect(wrong.reason).toContain('mengarah ke 198.51.100.7, seharusnya ke 203.0.113.10');
    expect(wrong.reason).toContain('isinya harus kabar-verify=abc');
  });

  it('tells "no answer" apart from "no record"', async () => {
    // A UDP port that takes queries and never answers.
    const silent = dgram.createSocket('udp4');
    await new Promise<void>((resolve) => silent.bind(0, '127.0.0.1', resolve));
    const { port } = silent.address() as AddressInfo;
    try {
      const lookup = createDnsLookup([`127.0.0.1:${port}`], 200);
      const result = await checkRecords(lookup(), 'siapa.test', 'abc', config);
      expect(result.unavailable).toBe(true);
      expect(result.reason).toMatch(/^Server DNS tidak menjawab \(ETIMEOUT\)/);
    } finally {
      silent.close();
    }
  });
});
