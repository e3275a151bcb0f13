import { describe, expect, it } from 'vitest';
import { createSseParser } from './sse-parser';

describe('createSseParser', () => {
  it('joins events split across pieces and skips heartbeats', () => {
    const retries: number[] = [];
    const feed = createSseParser((ms) => retries.push(ms));
    expect(feed('retry: 3000\n\nevent: ready\nda')).toEqual([]);
    expect(feed('ta: {}\n\n: ping\n\nevent: change\r\ndata: {"kind":"rsvp"}\r\n\r\n')).toEqual([
      { event: 'ready', data: '{}' },
      { event: 'change', data: '{"kind":"rsvp"}' },
    ]);
    expect(retries).toEqual([3000]);
  });

  it('names an event without a name "message" and keeps multi-line data', () => {
    expect(createSseParser()('data: a\ndata: b\n\n')).toEqual([{ event: 'message', data: 'a\nb' }]);
  });
});
