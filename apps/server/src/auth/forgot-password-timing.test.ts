import { describe, expect, it } from 'vitest';
import { tempDataDir, uniqueEmail, uniqueIp } from '../test/auth-helpers';
import { useTestApp } from '../test/test-app';
import { createTestUser } from '../test/test-users';

const ctx = useTestApp({ env: { DATA_DIR: tempDataDir() } });
const SAMPLES = 30;

const median = (values: number[]) => {
  const sorted = [...values].sort((a, b) => a - b);
  return (sorted[(sorted.length - 1) >> 1]! + sorted[sorted.length >> 1]!) / 2;
};

async function timeForgot(email: string): Promise<number> {
  const started = performance.now();
  const res = await ctx.app.inject({
    method: 'POST',
    url: '/api/forgot-password',
    payload: { email },
    remoteAddress: uniqueIp(),
  });
  const elapsed = performance.now() - started;
  expect(res.statusCode).toBe(200);
  return elapsed;
}

const settle = () => new Promise((resolve) => setTimeout(resolve, 100));

describe('forgot-password timing (docs/security.md #9, issue 17)', () => {
  it('answers known and unknown addresses in the same time', async () => {
    const known = await Promise.all(
      Array.from({ length: SAMPLES }, () => createTestUser(ctx.database.db)),
    );
    // Warm-up: the first requests pay for compiling queries and opening the mailer.
    await timeForgot(uniqueEmail('pemanasan'));
    await timeForgot((await createTestUser(ctx.database.db)).email);
    await settle();

    const knownTimes: number[] = [];
    const unknownTimes: number[] = [];
    for (let i = 0; i < SAMPLES; i += 1) {
      // Interleaved, and alternating which goes first, so drift hits both sides alike.
      const pair = [
        async () => knownTimes.push(await timeForgot(known[i]!.email)),
        async () => unknownTimes.push(await timeForgot(uniqueEmail('tidak-ada'))),
      ];
      if (i % 2) pair.reverse();
      for (const run of pair) {
        await run();
        // Background work of the previous request must not land on the next measurement.
        await settle();
      }
    }
    const knownMedian = median(knownTimes);
    const unknownMedian = median(unknownTimes);
    // Issuing the code before answering cost known addresses 12-15 ms more here (PGlite).
    expect(knownMedian - unknownMedian).toBeLessThan(Math.max(4, unknownMedian * 0.3));
  });
});
