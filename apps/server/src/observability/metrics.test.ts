import { describe, expect, it } from 'vitest';
import { tempDataDir, uniqueEmail, uniqueIp, uniquePhone } from '../test/auth-helpers';
import { freePort } from '../test/server-process';
import { useTestApp } from '../test/test-app';
import { startMetricsServer } from './metrics-server';

const TOKEN = 'metrik-rahasia-0123456789';

/** The value of one sample line, 0 when absent. */
function sample(text: string, line: string): number {
  const found = text.split('\n').find((row) => row.startsWith(`${line} `));
  return found ? Number(found.slice(line.length + 1)) : 0;
}

describe('GET /metrics behind METRICS_TOKEN', () => {
  const ctx = useTestApp({ env: { METRICS_TOKEN: TOKEN, DATA_DIR: tempDataDir() } });
  const scrape = async () => {
    const res = await ctx.app.inject({
      url: '/metrics',
      headers: { authorization: `Bearer ${TOKEN}` },
    });
    expect(res.statusCode).toBe(200);
    return res.body;
  };

  it('refuses a scrape without the token or with another one', async () => {
    expect((await ctx.app.inject('/metrics')).statusCode).toBe(401);
    const wrong = await ctx.app.inject({
      url: '/metrics',
      headers: { authorization: `Bearer ${TOKEN}x` },
    });
    expect(wrong.statusCode).toBe(401);
  });

  it('counts requests by route template, page cache use, sign-ups and RSVPs', async () => {
    const before = await scrape();
    await ctx.app.inject('/demo-kebaya-rose');
    await ctx.app.inject('/demo-kebaya-rose?to=Budi');
    const rsvp = await ctx.app.inject({
      method: 'POST',
      url: '/demo-kebaya-rose/rsvp',
      headers: { accept: 'application/json' },
      payload: { name: 'Penghitung Metrik', attendance: 'hadir', guests: 1 },
      remoteAddress: uniqueIp(),
    });
    expect(rsvp.statusCode).toBe(200);
    const signUp = await ctx.app.inject({
      method: 'POST',
      url: '/api/register',
      remoteAddress: uniqueIp(),
      payload: {
        name: 'Ayu Kartika',
        email: uniqueEmail(),
        phone: uniquePhone(),
        password: 'kata-sandi-rahasia',
        registration_source: 'Teman',
      },
    });
    expect(signUp.statusCode).toBe(201);
    const after = await scrape();

    const grew = (line: string) => sample(after, line) - sample(before, line);
    expect(grew('kabar_http_requests_total{method="GET",route="/:slug",status="200"}')).toBe(2);
    expect(grew('kabar_invitation_page_cache_total{result="hit"}')).toBeGreaterThanOrEqual(1);
    expect(grew('kabar_rsvps_total')).toBe(1);
    expect(grew('kabar_sign_ups_total{method="password"}')).toBe(1);
    expect(after).toContain('kabar_http_request_duration_seconds_bucket{');
    expect(after).toContain('kabar_orders_paid_total');
    expect(after).toContain('kabar_invitations_published_total');
    expect(after).toContain('kabar_db_pool_waiting');
  });
});

describe('metrics', () => {
  const ctx = useTestApp({ seed: false });

  it('are not on the public port without METRICS_TOKEN', async () => {
    expect((await ctx.app.inject('/metrics')).statusCode).toBe(404);
  });

  it('answer on METRICS_PORT, asking for the token when one is set', async () => {
    const port = await freePort();
    const server = await startMetricsServer({ host: '127.0.0.1', port, token: TOKEN });
    try {
      expect((await fetch(`http://127.0.0.1:${port}/metrics`)).status).toBe(401);
      const res = await fetch(`http://127.0.0.1:${port}/metrics`, {
        headers: { authorization: `Bearer ${TOKEN}` },
      });
      expect(res.status).toBe(200);
      expect(await res.text()).toContain('kabar_http_requests_total');
    } finally {
      server.close();
    }
  });
});
