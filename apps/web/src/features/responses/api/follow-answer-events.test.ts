import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import type { AnswerEventKind } from '@kabar/shared/answer-stats';
import type * as Follow from './follow-answer-events';

/**
 * A real server in place of the API's stream: the first call finds the token expired, the next
 * one tells of an answer and ends (as the server does after its lifetime), the last stays open.
 */
const seen: { authorization: string | undefined }[] = [];
let token = 'lama';
let refreshWorks = true;
/** When each call to the busy invitation's stream arrived. */
const busyCalls: number[] = [];
const server = http.createServer((request, response) => {
  if (request.url?.includes('undangan-penuh')) {
    busyCalls.push(Date.now());
    if (busyCalls.length === 2) {
      response.writeHead(429, { 'retry-after': '1', 'content-type': 'application/json' }).end('{}');
      return;
    }
    response.writeHead(200, { 'content-type': 'text/event-stream' });
    response.write('retry: 10\n\nevent: ready\ndata: {}\n\n');
    if (busyCalls.length === 1) response.end();
    return;
  }
  seen.push({ authorization: request.headers.authorization });
  if (request.headers.authorization !== `Bearer ${token}` || token === 'lama') {
    response.writeHead(401).end();
    return;
  }
  response.writeHead(200, { 'content-type': 'text/event-stream' });
  response.write('retry: 10\n\nevent: ready\ndata: {}\n\n: ping\n\n');
  if (seen.length === 2) {
    response.end('event: change\ndata: {"kind":"rsvp"}\n\nevent: change\ndata: {"kind":"x"}\n\n');
  }
});

let follow: typeof Follow.followAnswerEvents;
beforeAll(async () => {
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  vi.stubEnv('VITE_API_BASE_URL', `http://127.0.0.1:${port}/api`);
  const client = await import('@/lib/api-client');
  client.setAuthHooks({
    headers: () => ({ Authorization: `Bearer ${token}` }),
    onUnauthorized: async () => {
      if (refreshWorks) token = 'baru';
      return refreshWorks;
    },
  });
  follow = (await import('./follow-answer-events')).followAnswerEvents;
});
afterAll(() => {
  server.closeAllConnections();
  server.close();
});

describe('followAnswerEvents', () => {
  it('refreshes the session once, tells known kinds, and opens the stream again when it ends', async () => {
    const controller = new AbortController();
    const kinds: AnswerEventKind[] = [];
    const states: string[] = [];
    let readies = 0;
    const done = follow('undangan-1', {
      onEvent: (kind) => kinds.push(kind),
      onReady: () => {
        readies += 1;
        if (readies === 2) controller.abort();
      },
      onState: (state) => states.push(state),
      signal: controller.signal,
    });
    await done;
    expect(seen.map((call) => call.authorization)).toEqual([
      'Bearer lama',
      'Bearer baru',
      'Bearer baru',
    ]);
    expect(kinds).toEqual(['rsvp']);
    expect(readies).toBe(2);
    expect(states.slice(0, 3)).toEqual(['connecting', 'live', 'connecting']);
  });

  it('stops for good when the session cannot be refreshed', async () => {
    token = 'lama';
    refreshWorks = false;
    const states: string[] = [];
    const before = seen.length;
    await follow('undangan-2', {
      onEvent: () => undefined,
      onReady: () => undefined,
      onState: (state) => states.push(state),
      signal: new AbortController().signal,
    });
    expect(states.at(-1)).toBe('closed');
    // One call and no retry loop.
    expect(seen.length - before).toBe(1);
  });

  it('waits as long as a 429 asks before opening the stream again', async () => {
    const controller = new AbortController();
    let readies = 0;
    await follow('undangan-penuh', {
      onEvent: () => undefined,
      onReady: () => {
        readies += 1;
        if (readies === 2) controller.abort();
      },
      onState: () => undefined,
      signal: controller.signal,
    });
    expect(busyCalls).toHaveLength(3);
    expect(busyCalls[2]! - busyCalls[1]!).toBeGreaterThanOrEqual(950);
  });
});
