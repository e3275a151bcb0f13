import fastify, { type FastifyInstance } from 'fastify';
import { afterEach, describe, expect, it } from 'vitest';
import {
  localInvitationEvents,
  type InvitationEvents,
} from '../../infrastructure/invitation-events';
import { createStreamSlots } from '../../http/stream-limits';
import { answerStreams } from './answer-events';

let app: FastifyInstance;
afterEach(() => app?.close());

/** A bare server with one stream route, so heartbeat, lifetime and clean-up can be short. */
async function serve(options: { heartbeatMs: number; lifetimeMs: number }) {
  app = fastify();
  const inner = localInvitationEvents();
  const listeners = { count: 0 };
  const events: InvitationEvents = {
    publish: inner.publish,
    subscribe(id, listener) {
      listeners.count += 1;
      const leave = inner.subscribe(id, listener);
      return () => {
        listeners.count -= 1;
        leave();
      };
    },
    close: inner.close,
  };
  app.decorate('invitationEvents', events);
  const open = answerStreams(app, createStreamSlots(null, options.lifetimeMs));
  // As the app's hooks do before any route: the stream keeps what they set.
  app.addHook(
    'onRequest',
    async (_request, reply) => void reply.header('x-request-id', 'permintaan-1'),
  );
  app.get('/stream', async (request, reply) =>
    open(request, reply, { invitationId: 'undangan', holder: 'uji', kinds: ['rsvp'], ...options }),
  );
  const origin = await app.listen({ port: 0, host: '127.0.0.1' });
  return { origin, events, listeners };
}

const waitFor = async (check: () => boolean) => {
  for (let i = 0; i < 100 && !check(); i++) await new Promise((r) => setTimeout(r, 20));
  expect(check()).toBe(true);
};

describe('an answer stream', () => {
  it('beats, ends itself after its lifetime and leaves its listener behind', async () => {
    const { origin, events, listeners } = await serve({ heartbeatMs: 40, lifetimeMs: 300 });
    const started = Date.now();
    const response = await fetch(`${origin}/stream`);
    const text = await response.text();
    expect(response.headers.get('x-request-id')).toBe('permintaan-1');
    expect(response.headers.get('content-type')).toBe('text/event-stream; charset=utf-8');
    expect(Date.now() - started).toBeGreaterThanOrEqual(250);
    expect(text.startsWith('retry: 3000\n\nevent: ready\ndata: {}\n\n')).toBe(true);
    expect(text).toContain(': ping\n\n');
    expect(listeners.count).toBe(0);
    expect(() => events.publish('undangan', 'rsvp')).not.toThrow();
  });

  it('lets its listener go when the client leaves', async () => {
    const { origin, listeners } = await serve({ heartbeatMs: 1_000, lifetimeMs: 60_000 });
    const controller = new AbortController();
    const response = await fetch(`${origin}/stream`, { signal: controller.signal });
    await response.body!.getReader().read();
    expect(listeners.count).toBe(1);
    controller.abort();
    await waitFor(() => listeners.count === 0);
  });

  it('ends open streams when the server closes', async () => {
    const { origin } = await serve({ heartbeatMs: 1_000, lifetimeMs: 60_000 });
    const response = await fetch(`${origin}/stream`);
    const body = response.text();
    await app.close();
    await expect(body).resolves.toContain('event: ready');
  });
});
