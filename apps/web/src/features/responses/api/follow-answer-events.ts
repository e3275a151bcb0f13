import { ANSWER_EVENT_KINDS, type AnswerEventKind } from '@kabar/shared/answer-stats';
import { API_BASE_URL, sessionForXhr } from '@/lib/api-client';
import { createSseParser } from '../lib/sse-parser';

export type StreamState = 'connecting' | 'live' | 'closed';

export interface FollowOptions {
  onEvent(kind: AnswerEventKind): void;
  /** Each time the stream is (re)opened: events may have been missed while it was away. */
  onReady(): void;
  onState(state: StreamState): void;
  signal: AbortSignal;
}

const MAX_BACKOFF = 8;

function kindOf(data: string): AnswerEventKind | null {
  try {
    const kind = (JSON.parse(data) as { kind?: unknown }).kind;
    return (ANSWER_EVENT_KINDS as readonly unknown[]).includes(kind)
      ? (kind as AnswerEventKind)
      : null;
  } catch {
    return null;
  }
}

function pause(ms: number, signal: AbortSignal): Promise<void> {
  return new Promise((resolve) => {
    const timer = setTimeout(resolve, ms);
    signal.addEventListener('abort', () => (clearTimeout(timer), resolve()), { once: true });
  });
}

/**
 * Follows an invitation's live stream until `signal` aborts. EventSource cannot send the bearer
 * token, so this reads the stream with fetch and the session's headers, refreshes the session
 * once after a 401 like every API call, and opens the stream again when it ends (the server ends
 * it every few minutes to check access again) or fails, waiting longer after each failure, and
 * after a 429 (too many streams open) at least as long as its Retry-After.
 * Without access (the session is over, the role was taken away) it stops.
 */
export async function followAnswerEvents(invitationId: string, options: FollowOptions) {
  const { signal } = options;
  const path = `/invitations/${encodeURIComponent(invitationId)}/answer-events`;
  const open = () =>
    fetch(`${API_BASE_URL}${path}`, {
      headers: { Accept: 'text/event-stream', ...sessionForXhr.headers() },
      credentials: 'include',
      cache: 'no-store',
      signal,
    });
  let retryMs = 3_000;
  let failures = 0;
  while (!signal.aborted) {
    options.onState('connecting');
    // A 429 (too many streams open) says how long to stay away; we wait at least that long.
    let askedWaitMs = 0;
    try {
      let response = await open();
      if (response.status === 401 && (await sessionForXhr.refreshAfter401(path))) {
        response = await open();
      }
      if ([401, 403, 404].includes(response.status)) {
        options.onState('closed');
        return;
      }
      if (response.status === 429) {
        askedWaitMs = Number(response.headers.get('Retry-After') ?? 0) * 1000 || 0;
      }
      if (!response.ok || !response.body) throw new Error(`HTTP ${response.status}`);
      const feed = createSseParser((ms) => (retryMs = ms));
      const reader = response.body.pipeThrough(new TextDecoderStream()).getReader();
      for (;;) {
        const { value, done } = await reader.read();
        if (done) break;
        for (const event of feed(value)) {
          if (event.event === 'ready') {
            failures = 0;
            options.onState('live');
            options.onReady();
          } else if (event.event === 'change') {
            const kind = kindOf(event.data);
            if (kind) options.onEvent(kind);
          }
        }
      }
    } catch {
      if (signal.aborted) return;
      failures += 1;
    }
    if (signal.aborted) return;
    options.onState('connecting');
    const backoff = Math.min(2 ** failures, MAX_BACKOFF);
    const waitMs = retryMs * backoff * (0.75 + Math.random() / 2);
    await pause(Math.max(waitMs, askedWaitMs), signal);
  }
}
