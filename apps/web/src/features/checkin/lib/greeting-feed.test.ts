import { describe, expect, it } from 'vitest';
import type { Greeting } from '@kabar/shared';
import { GreetingFeed, greetingDuration, GREETING_MIN_MS, GREETING_MS } from './greeting-feed';

const greeting = (id: number): Greeting => ({
  id,
  kind: 'guest',
  name: `Tamu ${id}`,
  table: '',
  prize: '',
  at: '2026-09-12T04:00:00.000Z',
});

describe('the greeting screen’s feed', () => {
  it('hands each greeting on once, keeps its cursor through a network drop, and catches up', async () => {
    const server = [greeting(1), greeting(2)];
    let online = true;
    const asked: number[] = [];
    const shown: number[] = [];
    const feed = new GreetingFeed(
      0,
      async (after) => {
        asked.push(after);
        if (!online) throw new TypeError('Failed to fetch');
        const greetings = server.filter((g) => g.id > after);
        return { greetings, lastId: greetings.at(-1)?.id ?? after };
      },
      (g) => shown.push(g.id),
    );
    await Promise.all([feed.pull(), feed.pull()]);
    expect(shown).toEqual([1, 2]);
    online = false;
    server.push(greeting(3), greeting(4));
    await feed.pull();
    expect(shown).toEqual([1, 2]);
    online = true;
    await feed.pull();
    expect(shown).toEqual([1, 2, 3, 4]);
    expect(asked.at(-1)).toBe(2);
  });

  it('shortens each greeting while arrivals queue, never below the minimum', () => {
    expect(greetingDuration(0)).toBe(GREETING_MS);
    expect(greetingDuration(1)).toBe(GREETING_MS / 2);
    expect(greetingDuration(10)).toBe(GREETING_MIN_MS);
  });
});
