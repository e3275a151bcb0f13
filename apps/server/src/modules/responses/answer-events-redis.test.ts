import { randomBytes } from 'node:crypto';
import { STREAM_LIMITS } from '../../http/stream-limits';
import { beforeAll, describe, expect, it } from 'vitest';
import { useTestCluster } from '../../test/test-cluster';
import { createTestUser } from '../../test/test-users';
import { createTestInvitation } from '../../test/test-invitations';
import { openEventStream } from '../../test/event-stream-client';

const REDIS_URL = process.env.TEST_REDIS_URL ?? 'redis://127.0.0.1:6379';
const prefix = `kabar-test:${randomBytes(6).toString('hex')}:`;
const cluster = useTestCluster(2, () => ({ REDIS_URL, REDIS_KEY_PREFIX: prefix }));
const origins: string[] = [];
beforeAll(async () => {
  for (const app of cluster.apps) origins.push(await app.listen({ port: 0, host: '127.0.0.1' }));
});

describe('the live answers stream on two instances', () => {
  it('tells a couple watching instance A of an answer that instance B recorded', async () => {
    const owner = await createTestUser(cluster.database.db, { plan: 'vip' });
    const invitation = await createTestInvitation(cluster.database.db, owner.id);
    const token = await cluster.apps[0]!.tokens.sign(owner.id);
    const stream = await openEventStream(
      `${origins[0]}/api/invitations/${invitation.id}/answer-events`,
      { authorization: `Bearer ${token}` },
    );
    expect((await stream.next()).event).toBe('ready');
    const rsvp = await fetch(`${origins[1]}/${invitation.slug}/rsvp`, {
      method: 'POST',
      headers: { accept: 'application/json', 'content-type': 'application/json' },
      body: JSON.stringify({ name: 'Budi', attendance: 'hadir', guests: 1 }),
    });
    expect(rsvp.status).toBe(200);
    expect(await stream.next()).toEqual({ event: 'change', data: '{"kind":"rsvp"}' });
    // Left open on purpose: closing the instances must end it rather than wait for it.
  });

  it('docs/security.md #31: caps one account’s streams across instances', async () => {
    const owner = await createTestUser(cluster.database.db, { plan: 'vip' });
    const invitation = await createTestInvitation(cluster.database.db, owner.id);
    const headers = { authorization: `Bearer ${await cluster.apps[0]!.tokens.sign(owner.id)}` };
    const path = `/api/invitations/${invitation.id}/answer-events`;
    const streams = await Promise.all(
      Array.from({ length: STREAM_LIMITS.perHolder }, (_, i) =>
        openEventStream(`${origins[i % 2]}${path}`, headers),
      ),
    );
    expect(streams.every((stream) => stream.response.status === 200)).toBe(true);
    const beyond = await openEventStream(`${origins[1]}${path}`, headers);
    expect(beyond.response.status).toBe(429);
    expect(beyond.response.headers.get('retry-after')).toBe('30');
    streams[0]!.close();
    for (let i = 0; i < 50; i++) {
      const again = await openEventStream(`${origins[1]}${path}`, headers);
      if (again.response.status === 200) return again.close();
      await new Promise((resolve) => setTimeout(resolve, 50));
    }
    throw new Error('the closed stream never gave its slot back');
  });
});
