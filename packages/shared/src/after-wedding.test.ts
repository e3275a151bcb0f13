import { describe, expect, it } from 'vitest';
import { afterWeddingStartsAt, isAfterWedding } from './after-wedding';

const akad = { date: '2026-12-12', startTime: '08:00', endTime: '10:00', timeZone: 'WIB' };
const resepsi = { date: '2026-12-13', startTime: '11:00', endTime: '14:00', timeZone: 'WITA' };

describe('after the wedding', () => {
  it('starts at midnight after the last event, in its own zone', () => {
    // 14 Dec 00:00 WITA is 13 Dec 16:00 UTC.
    expect(afterWeddingStartsAt([akad, resepsi])?.toISOString()).toBe('2026-12-13T16:00:00.000Z');
    expect(isAfterWedding([akad, resepsi], new Date('2026-12-13T15:59:59Z'))).toBe(false);
    expect(isAfterWedding([akad, resepsi], new Date('2026-12-13T16:00:00Z'))).toBe(true);
  });

  it('never starts without a dated event', () => {
    expect(afterWeddingStartsAt([])).toBeNull();
    expect(isAfterWedding([{ ...akad, date: 'kemarin' }], new Date())).toBe(false);
  });

  // The behaviour change of issue 29 (decision 041): the couple's own events count, private ones
  // too, so an ngunduh mantu weeks later keeps the invitation open until it is over.
  it('waits for an event the couple added after step 2’s two', () => {
    const ngunduh = { date: '2027-01-09', startTime: '10:00', endTime: null, timeZone: 'WIT' };
    expect(afterWeddingStartsAt([akad, resepsi, ngunduh])?.toISOString()).toBe(
      '2027-01-09T15:00:00.000Z',
    );
    expect(isAfterWedding([akad, resepsi, ngunduh], new Date('2026-12-20T00:00:00Z'))).toBe(false);
  });

  it('reads a split event’s last session, past midnight when it runs late', () => {
    const late = {
      ...akad,
      startTime: '18:00',
      endTime: null,
      sessions: [{ title: 'Sesi 2', startTime: '22:30', endTime: '23:59' }],
    };
    expect(afterWeddingStartsAt([late])?.toISOString()).toBe('2026-12-12T17:00:00.000Z');
    // No end and a 23:00 start: the two hours run into the 13th, so the page turns on the 14th.
    const noEnd = { ...akad, startTime: '23:00', endTime: null };
    expect(afterWeddingStartsAt([noEnd])?.toISOString()).toBe('2026-12-13T17:00:00.000Z');
  });
});
