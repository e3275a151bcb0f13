import type { OutgoingHttpHeaders } from 'node:http';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { AnswerEventKind } from '@kabar/shared/answer-stats';
import { createStreamSlots, type StreamSlots } from '../../http/stream-limits';
import { SharedSlots } from '../../redis/shared-slots';

const HEARTBEAT_MS = 25_000;
/**
 * A stream is authorised once, when it opens; ending it after this long makes the browser come
 * back through the gate, so a revoked role, link or session loses the stream within minutes.
 */
const STREAM_LIFETIME_MS = 10 * 60_000;

export interface StreamOptions {
  invitationId: string;
  /** Whose streams these are, for their cap: `account:<id>`, `desk:<code>` or `screen:<code>`. */
  holder: string;
  /** The kinds this listener may hear about; the desk hears only arrivals. */
  kinds: readonly AnswerEventKind[];
  heartbeatMs?: number;
  lifetimeMs?: number;
}

/** Shared between instances through Redis when configured; a slot outlives a stream by a minute. */
function slotsFor(app: FastifyInstance): StreamSlots {
  const redis = app.config.infrastructure.redis;
  const shared = app.redis && redis ? new SharedSlots(app.redis, redis.keyPrefix) : null;
  return createStreamSlots(shared, STREAM_LIFETIME_MS + 60_000);
}

/**
 * Server-sent events for one invitation: `event: change` with the kind that was recorded, a
 * comment every heartbeat so proxies keep the connection, and nothing else. The reply is taken
 * over (no compression, which would hold events back) and left when the client goes away. Open
 * streams would keep the server from closing, so they end when it starts to. Each holds a slot
 * under the stream caps while open (docs/security.md #31); beyond them the answer is 429.
 */
export function answerStreams(app: FastifyInstance, slots: StreamSlots = slotsFor(app)) {
  const open = new Set<() => void>();
  app.addHook('preClose', async () => {
    for (const stop of open) stop();
  });

  return async function openStream(
    request: FastifyRequest,
    reply: FastifyReply,
    options: StreamOptions,
  ): Promise<void> {
    const release = await slots.acquire(reply, {
      address: request.ip,
      holder: options.holder,
      invitationId: options.invitationId,
    });
    reply.hijack();
    const raw = reply.raw;
    reply.headers({
      'content-type': 'text/event-stream; charset=utf-8',
      'cache-control': 'no-store',
      connection: 'keep-alive',
      // nginx would otherwise buffer the stream and deliver events in bursts.
      'x-accel-buffering': 'no',
    });
    // Taken over from Fastify, the stream writes its head itself, with every header the reply has
    // (the request id and the security headers among them).
    raw.writeHead(200, reply.getHeaders() as OutgoingHttpHeaders);
    // Nothing is written once the stream has ended: a late event must not fail the process.
    const send = (text: string) => {
      if (!raw.writableEnded && !raw.destroyed) raw.write(text);
    };
    send('retry: 3000\n\nevent: ready\ndata: {}\n\n');

    const unsubscribe = app.invitationEvents.subscribe(options.invitationId, (kind) => {
      if (options.kinds.includes(kind)) send(`event: change\ndata: {"kind":"${kind}"}\n\n`);
    });
    const heartbeat = setInterval(() => send(': ping\n\n'), options.heartbeatMs ?? HEARTBEAT_MS);
    let done = false;
    const cleanUp = () => {
      if (done) return;
      done = true;
      unsubscribe();
      clearInterval(heartbeat);
      clearTimeout(lifetime);
      open.delete(stop);
      release();
    };
    const stop = () => {
      cleanUp();
      raw.end();
    };
    const lifetime = setTimeout(stop, options.lifetimeMs ?? STREAM_LIFETIME_MS);
    open.add(stop);
    // Closed by the client (a tab shut, a phone asleep) or by us: the listener leaves either way.
    raw.on('close', cleanUp);
    // A client gone while its slot was taken has no close left to tell.
    if (request.raw.socket.destroyed) stop();
  };
}
