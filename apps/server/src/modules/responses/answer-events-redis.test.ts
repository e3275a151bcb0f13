import { randomBytes } from 'node:crypto';
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
});
