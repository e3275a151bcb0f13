import { like } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { rateLimitCounters } from './auth/rate-limits.schema';
import { loadConfig } from './config';
import { useTestApp, type TestContext } from './test/test-app';
import { parseTrustProxy } from './trust-proxy';

/** The address the login rate limit counted this request under. */
async function countedAddress(
  ctx: TestContext,
  remoteAddress: string,
  forwardedFor: string,
): Promise<string[]> {
  await ctx.database.db.delete(rateLimitCounters);
  const res = await ctx.app.inject({
    method: 'POST',
    url: '/api/login',
    remoteAddress,
    headers: { 'x-forwarded-for': forwardedFor },
    payload: { email: 'tidak-ada@example.test', password: 'salah-sekali', remember: false },
  });
  expect(res.statusCode).toBe(401);
  const rows = await ctx.database.db
    .select({ key: rateLimitCounters.key })
    .from(rateLimitCounters)
    .where(like(rateLimitCounters.key, 'login:ip:%'));
  return rows.map((row) => row.key.slice('login:ip:'.length));
}

describe('TRUST_PROXY as the proxies’ addresses', () => {
  const ctx = useTestApp({ seed: false, env: { TRUST_PROXY: '10.0.0.0/8,127.0.0.1' } });

  it('ignores a forged X-Forwarded-For from outside the trusted proxies', async () => {
    expect(await countedAddress(ctx, '203.0.113.5', '198.51.100.77')).toEqual(['203.0.113.5']);
  });

  it('takes the client address the trusted proxy appended, not what the client wrote', async () => {
    expect(await countedAddress(ctx, '10.1.2.3', '6.6.6.6, 198.51.100.8')).toEqual([
      '198.51.100.8',
    ]);
  });
});

describe('TRUST_PROXY as a hop count', () => {
  const ctx = useTestApp({ seed: false, env: { TRUST_PROXY: '1' } });

  it('trusts only the one proxy in front', async () => {
    expect(await countedAddress(ctx, '10.1.2.3', '6.6.6.6, 198.51.100.9')).toEqual([
      '198.51.100.9',
    ]);
  });
});

describe('parseTrustProxy', () => {
  it('accepts false, hop counts and address lists; rejects anything else', () => {
    expect(parseTrustProxy('false')).toBe(false);
    expect(parseTrustProxy('0')).toBe(false);
    expect(parseTrustProxy('2')).toBe(2);
    expect(parseTrustProxy('10.0.0.0/8, ::1,fd00::/8')).toEqual(['10.0.0.0/8', '::1', 'fd00::/8']);
    expect(parseTrustProxy('10.0.0.0/33')).toMatch(/tidak dikenali: 10\.0\.0\.0\/33/);
    expect(parseTrustProxy('proxy.local')).toMatch(/tidak dikenali/);
    expect(() => loadConfig({ TRUST_PROXY: 'yes' })).toThrow(/TRUST_PROXY="yes"/);
  });
});
