import { randomBytes } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { RATE_LIMITS } from '../auth/rate-limit';
import { PUBLIC_WRITE_LIMITS } from '../modules/public-invitations/write-limits';
import { createTestInvitation } from '../test/test-invitations';
import { uniqueEmail, uniqueIp } from '../test/auth-helpers';
import { useTestCluster } from '../test/test-cluster';
import { createTestUser } from '../test/test-users';

const REDIS_URL = process.env.TEST_REDIS_URL ?? 'redis://127.0.0.1:6379';
// A prefix of its own per run, so runs (and the two database projects) never share counts.
const prefix = `kabar-test:${randomBytes(6).toString('hex')}:`;
const cluster = useTestCluster(3, () => ({ REDIS_URL, REDIS_KEY_PREFIX: prefix }));

const json = { accept: 'application/json' };

describe('three instances on one Redis', () => {
  it('an auth limit of N attempts over all instances answers 429 at attempt N+1', async () => {
    const email = uniqueEmail('batas');
    // One address failing against one account is what is stopped (issue 17), wherever it lands.
    const address = uniqueIp();
    const max = RATE_LIMITS.loginPair.max;
    const statuses: number[] = [];
    for (let attempt = 0; attempt <= max; attempt++) {
      const res = await cluster.apps[attempt % 3]!.inject({
        method: 'POST',
        url: '/api/login',
        payload: { email, password: 'salah-sekali-123' },
        remoteAddress: address,
      });
      statuses.push(res.statusCode);
    }
    expect(statuses.slice(0, max).every((status) => status === 401)).toBe(true);
    expect(statuses[max]).toBe(429);
    // Counted in Redis, not in the database the instances also share.
    const keys = await cluster.apps[0]!.redis!.keys(`${prefix}limit:login:pair:*`);
    expect(keys).toHaveLength(1);
    expect(keys[0]).toContain(email);
  });

  it('the RSVP limit per address is shared: attempt N+1 is refused whichever instance gets it', async () => {
    const user = await createTestUser(cluster.database.db, { plan: 'vip' });
    const invitation = await createTestInvitation(cluster.database.db, user.id);
    const ip = uniqueIp();
    const max = PUBLIC_WRITE_LIMITS.perIp.limit;
    const statuses: number[] = [];
    for (let attempt = 0; attempt <= max; attempt++) {
      const res = await cluster.apps[attempt % 3]!.inject({
        method: 'POST',
        url: `/${invitation.slug}/rsvp`,
        headers: json,
        payload: { name: `Tamu ${attempt}`, attendance: 'hadir', guests: 1 },
        remoteAddress: ip,
      });
      statuses.push(res.statusCode);
    }
    expect(statuses.slice(0, max)).toEqual(Array(max).fill(200));
    expect(statuses[max]).toBe(429);
  });

  it('an edit made through A shows through C within a second, not after the cache window', async () => {
    const [a, , c] = cluster.apps;
    const user = await createTestUser(cluster.database.db, { plan: 'vip' });
    const invitation = await createTestInvitation(cluster.database.db, user.id);
    const page = () => c!.inject({ method: 'GET', url: `/${invitation.slug}` });
    expect((await page()).statusCode).toBe(200);

    const hidden = await a!.inject({
      method: 'PUT',
      url: `/api/invitations/${invitation.id}/status`,
      headers: { authorization: `Bearer ${await a!.tokens.sign(user.id)}` },
      payload: { status: 'draft' },
    });
    expect(hidden.statusCode).toBe(200);
    const started = Date.now();
    let status = (await page()).statusCode;
    while (status === 200 && Date.now() - started < 1000) {
      await new Promise((resolve) => setTimeout(resolve, 20));
      status = (await page()).statusCode;
    }
    expect(status).toBe(404);
    expect(Date.now() - started).toBeLessThan(1000);
  });
});
