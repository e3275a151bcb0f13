import { randomUUID } from 'node:crypto';
import { EventEmitter } from 'node:events';
import type { FastifyInstance } from 'fastify';
import type { Redis } from 'ioredis';
import { ANSWER_EVENT_KINDS, type AnswerEventKind } from '@kabar/shared/answer-stats';

/**
 * Tells the open answer streams that something was recorded for an invitation (an RSVP, a wish, a
 * personal link's first visit, an arrival), on this instance and, with Redis, on every instance.
 * Only the invitation and the kind travel: listeners fetch what they are allowed to see.
 */
export interface InvitationEvents {
  publish(invitationId: string, kind: AnswerEventKind): void;
  /** Returns the unsubscribe function: each stream leaves when its connection closes. */
  subscribe(invitationId: string, listener: (kind: AnswerEventKind) => void): () => void;
  close(): Promise<void>;
}

function emitterEvents(events: EventEmitter) {
  // One listener per open stream; a busy wedding has more than Node's default warning of ten.
  events.setMaxListeners(0);
  return {
    subscribe(invitationId: string, listener: (kind: AnswerEventKind) => void) {
      events.on(invitationId, listener);
      return () => void events.off(invitationId, listener);
    },
  };
}

export function localInvitationEvents(): InvitationEvents {
  const events = new EventEmitter();
  return {
    publish: (invitationId, kind) => void events.emit(invitationId, kind),
    ...emitterEvents(events),
    close: async () => void events.removeAllListeners(),
  };
}

const isKind = (value: string | undefined): value is AnswerEventKind =>
  (ANSWER_EVENT_KINDS as readonly string[]).includes(value ?? '');

/**
 * Pub/sub needs its own connection (a subscribed client takes no other commands). An event lost
 * while Redis is away costs a chart's freshness until the next event or the page's next fetch.
 */
async function redisInvitationEvents(redis: Redis, keyPrefix: string): Promise<InvitationEvents> {
  const channel = `${keyPrefix}invitation-events`;
  const self = randomUUID();
  const subscriber = redis.duplicate();
  const events = new EventEmitter();
  subscriber.on('message', (from: string, message: string) => {
    const [sender, invitationId, kind] = message.split(' ', 3);
    if (from === channel && sender !== self && invitationId && isKind(kind)) {
      events.emit(invitationId, kind);
    }
  });
  await subscriber.subscribe(channel);
  return {
    publish(invitationId, kind) {
      events.emit(invitationId, kind);
      redis.publish(channel, `${self} ${invitationId} ${kind}`).catch(() => undefined);
    },
    ...emitterEvents(events),
    async close() {
      events.removeAllListeners();
      subscriber.disconnect();
    },
  };
}

type PublishListener = (invitationId: string, kind: AnswerEventKind) => void;

declare module 'fastify' {
  interface FastifyInstance {
    invitationEvents: InvitationEvents;
    /**
     * Listens to what this instance publishes (not what others do), so work that must happen once
     * per recorded answer, like queueing the instant digest, happens once across instances.
     */
    onPublishedHere(listener: PublishListener): () => void;
  }
}

/** Decorates `app.invitationEvents`: with Redis across instances, else within this process. */
export async function registerInvitationEvents(
  app: FastifyInstance,
  redis: Redis | null,
  keyPrefix: string,
): Promise<void> {
  const events = redis ? await redisInvitationEvents(redis, keyPrefix) : localInvitationEvents();
  const listeners = new Set<PublishListener>();
  app.decorate('invitationEvents', {
    ...events,
    publish(invitationId, kind) {
      events.publish(invitationId, kind);
      for (const listener of listeners) listener(invitationId, kind);
    },
  } satisfies InvitationEvents);
  app.decorate('onPublishedHere', (listener: PublishListener) => {
    listeners.add(listener);
    return () => void listeners.delete(listener);
  });
  app.addHook('onClose', () => events.close());
}
