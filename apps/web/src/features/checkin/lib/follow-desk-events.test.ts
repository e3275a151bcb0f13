import { afterEach, describe, expect, it, vi } from 'vitest';
import { followDeskEvents } from './follow-desk-events';

/** Stands in for the browser's EventSource: the test fires its events and reads its state. */
class FakeSource extends EventTarget {
  readonly CLOSED = 2;
  readyState = 0;
  closed = false;
  constructor(readonly url: string) {
    super();
  }
  close() {
    this.closed = true;
    this.readyState = this.CLOSED;
  }
  /** What the browser does when the server refuses the stream (403, 429): it gives up. */
  refuse() {
    this.readyState = this.CLOSED;
    this.dispatchEvent(new Event('error'));
  }
}

afterEach(() => vi.useRealTimers());

describe('followDeskEvents', () => {
  it('opens the stream again after a refusal, waiting longer each time, and stops when told', () => {
    vi.useFakeTimers();
    const sources: FakeSource[] = [];
    const seen: string[] = [];
    const stop = followDeskEvents(
      '/api/checkin/kode/arrival-events',
      { onChange: () => seen.push('change'), onReopen: () => seen.push('reopen') },
      (url) => {
        const source = new FakeSource(url);
        sources.push(source);
        return source as unknown as EventSource;
      },
    );
    sources[0]!.dispatchEvent(new Event('ready'));
    sources[0]!.dispatchEvent(new Event('change'));
    sources[0]!.refuse();

    // Too many streams open (429): not again at once, but well within a minute.
    vi.advanceTimersByTime(20_000);
    expect(sources).toHaveLength(1);
    vi.advanceTimersByTime(20_000);
    expect(sources).toHaveLength(2);

    sources[1]!.refuse();
    vi.advanceTimersByTime(40_000);
    expect(sources).toHaveLength(2);
    vi.advanceTimersByTime(40_000);
    expect(sources).toHaveLength(3);

    sources[2]!.dispatchEvent(new Event('ready'));
    expect(seen).toEqual(['change', 'reopen']);
    stop();
    expect(sources[2]!.closed).toBe(true);
    sources[2]!.refuse();
    vi.advanceTimersByTime(10 * 60_000);
    expect(sources).toHaveLength(3);
  });
});
