import type { Greeting } from '@kabar/shared';

export type GreetingFetcher = (after: number) => Promise<{ greetings: Greeting[]; lastId: number }>;

/** Each greeting stays this long; a queue of arrivals shortens it, never below the minimum. */
export const GREETING_MS = 6_000;
export const GREETING_MIN_MS = 3_000;
const PAGE = 50;

/**
 * The screen's feed: asks for what came after the last greeting it has, one request at a time
 * (a stream event, the fallback poll and the network's return may ask together), and hands each
 * new greeting on once. A failed request (the venue's Wi-Fi dropped) changes nothing: the next
 * ask starts from the same cursor, so the screen catches up when the network returns.
 */
export class GreetingFeed {
  private running: Promise<void> | null = null;
  private again = false;

  constructor(
    private cursor: number,
    private readonly fetchAfter: GreetingFetcher,
    private readonly onGreeting: (greeting: Greeting) => void,
  ) {}

  pull(): Promise<void> {
    if (this.running) {
      this.again = true;
      return this.running;
    }
    this.running = this.drain().finally(() => {
      this.running = null;
      if (this.again) {
        this.again = false;
        void this.pull();
      }
    });
    return this.running;
  }

  private async drain(): Promise<void> {
    for (;;) {
      let page;
      try {
        page = await this.fetchAfter(this.cursor);
      } catch {
        return;
      }
      for (const greeting of page.greetings)
        if (greeting.id > this.cursor) this.onGreeting(greeting);
      this.cursor = Math.max(this.cursor, page.lastId);
      if (page.greetings.length < PAGE) return;
    }
  }
}

/** How long the current greeting stays, given how many wait behind it. */
export const greetingDuration = (waiting: number) =>
  waiting > 0 ? Math.max(GREETING_MIN_MS, GREETING_MS / (1 + waiting)) : GREETING_MS;
