import { setTimeout as sleep } from 'node:timers/promises';
import type { FastifyBaseLogger } from 'fastify';
import { describe, expect, it } from 'vitest';
import { loadConfig } from '../../config';
import { scheduleRecurring } from './recurring-task';

const quiet = { debug: () => undefined, error: () => undefined } as unknown as FastifyBaseLogger;

describe('scheduleRecurring', () => {
  it('runs the task on its interval, never two at once, until stopped', async () => {
    let runs = 0;
    let running = 0;
    let overlapped = false;
    const stop = scheduleRecurring(quiet, 'test', 10, async () => {
      runs += 1;
      running += 1;
      overlapped ||= running > 1;
      await sleep(35);
      running -= 1;
    });
    await sleep(150);
    stop();
    const afterStop = runs;
    await sleep(60);
    expect(runs).toBeGreaterThanOrEqual(2);
    expect(overlapped).toBe(false);
    expect(runs).toBe(afterStop);
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
