import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import { STREAM_LIMITS } from '../../http/stream-limits';
import { useTestApp } from '../../test/test-app';
import { authHeaders, createTestUser } from '../../test/test-users';
import { createTestInvitation } from '../../test/test-invitations';

const ctx = useTestApp();
let origin = '';
beforeAll(async () => {
  origin = await ctx.app.listen({ port: 0, host: '127.0.0.1' });
});

const controllers: AbortController[] = [];
afterEach(async () => {
  controllers.splice(0).forEach((controller) => controller.abort());
  // The server lets a slot go when it sees the connection close.
  await new Promise((resolve) => setTimeout(resolve, 200));
});

/** Opens `count` streams at once from this test's one address; the answers, bodies left open. */
async function openMany(count: number, path: string, headers: Record<string, string> = {}) {
  return Promise.all(
    Array.from({ length: count }, async () => {
      const controller = new AbortController();
      controllers.push(controller);
      return fetch(`${origin}${path}`, { headers, signal: controller.signal });
    }),
  );
}

async function couple() {
  const owner = await createTestUser(ctx.database.db, { plan: 'vip' });
  const invitation = await createTestInvitation(ctx.database.db, owner.id);
  return { invitation, headers: await authHeaders(ctx, owner) };
}

async function expectCapped(answers: Response[], cap: number) {
  const open = answers.filter((answer) => answer.status === 200);
  const refused = answers.filter((answer) => answer.status === 429);
  expect(open.length).toBeGreaterThan(0);
  expect(open.length).toBeLessThanOrEqual(cap);
  expect(open.length + refused.length).toBe(answers.length);
  expect(Number(refused[0]!.headers.get('retry-after'))).toBeGreaterThan(0);
  expect((await refused[0]!.json()).meta.msg).toBe(
    'Terlalu banyak tampilan langsung yang terbuka. Tutup tab lain, lalu coba lagi sebentar lagi.',
  );
}

describe('docs/security.md #31: live streams are capped', () => {
  it('200 concurrent answer streams on one couple token: at most the cap, the rest 429', async () => {
    const { invitation, headers } = await couple();
    const answers = await openMany(200, `/api/invitations/${invitation.id}/answer-events`, headers);
    await expectCapped(answers, STREAM_LIMITS.perHolder);
  });

  it('200 desk streams from one address holding only a desk code: at most the cap, the rest 429', async () => {
    const { invitation, headers } = await couple();
    const link = await fetch(`${origin}/api/invitations/${invitation.id}/checkin-links`, {
      method: 'POST',
      headers: { ...headers, 'content-type': 'application/json' },
      body: JSON.stringify({ label: 'Meja 1' }),
    });
    const { code } = (await link.json()).data as { code: string };
    const answers = await openMany(200, `/api/checkin/${code}/arrival-events`);
    await expectCapped(answers, STREAM_LIMITS.perHolder);
  });

  it('many accounts behind one address share the address cap', async () => {
    const couples = await Promise.all(
      Array.from({ length: STREAM_LIMITS.perAddress + 5 }, () => couple()),
    );
    const answers = (
      await Promise.all(
        couples.map(({ invitation, headers }) =>
          openMany(1, `/api/invitations/${invitation.id}/answer-events`, headers),
        ),
      )
    ).flat();
    await expectCapped(answers, STREAM_LIMITS.perAddress);
  });

  it('a closed stream gives its slot back', async () => {
    const { invitation, headers } = await couple();
    const path = `/api/invitations/${invitation.id}/answer-events`;
    const first = await openMany(STREAM_LIMITS.perHolder, path, headers);
    expect(first.every((answer) => answer.status === 200)).toBe(true);
    expect((await openMany(1, path, headers))[0]!.status).toBe(429);
    controllers[0]!.abort();
    await new Promise((resolve) => setTimeout(resolve, 200));
    expect((await openMany(1, path, headers))[0]!.status).toBe(200);
  });
});
