import { describe, expect, it } from 'vitest';
import { loadConfig } from '../../config';
import { domainCheckCron } from './domain-jobs';

describe('domain checks on the job queue', () => {
  it('run on a schedule in whole minutes', () => {
    expect(domainCheckCron(600_000)).toBe('*/10 * * * *');
    expect(domainCheckCron(20_000)).toBe('*/1 * * * *');
    expect(domainCheckCron(2 * 60 * 60_000)).toBe('0 */2 * * *');
  });
});

describe('custom domain settings', () => {
  it('derive the CNAME target from PUBLIC_URL and check addresses', () => {
    const config = loadConfig({ PUBLIC_URL: 'https://Kabar.ID', NODE_ENV: 'production' });
    expect(config.domains.cnameTarget).toBe('kabar.id');
    expect(config.domains.checkIntervalMs).toBe(600_000);
    const custom = loadConfig({
      CUSTOM_DOMAIN_TARGET: 'tamu.kabar.id',
      CUSTOM_DOMAIN_IPV4: '203.0.113.10, 203.0.113.11',
      DNS_SERVERS: '127.0.0.1:5353',
      DOMAIN_CHECK_INTERVAL: '0',
    });
    expect(custom.domains).toMatchObject({
      cnameTarget: 'tamu.kabar.id',
      ipv4: ['203.0.113.10', '203.0.113.11'],
      dnsServers: ['127.0.0.1:5353'],
      checkIntervalMs: 0,
    });
    expect(() => loadConfig({ CUSTOM_DOMAIN_IPV4: '::1' })).toThrow(/CUSTOM_DOMAIN_IPV4/);
  });
});
