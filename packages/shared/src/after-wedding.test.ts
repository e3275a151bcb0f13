import { describe, expect, it } from 'vitest';
import { afterWeddingStartsAt, isAfterWedding } from './after-wedding';

const content = {
  tanggal_acara_ibadah_pernikahan: '2026-12-12',
  zona_waktu_ibadah_pernikahan: 'WIB',
  tanggal_acara_resepsi_pernikahan: '2026-12-13',
  zona_waktu_resepsi_pernikahan: 'WITA',
};

describe('after the wedding', () => {
  it('starts at midnight after the last event, in its own zone', () => {
    // 14 Dec 00:00 WITA is 13 Dec 16:00 UTC.
    expect(afterWeddingStartsAt(content)?.toISOString()).toBe('2026-12-13T16:00:00.000Z');
    expect(isAfterWedding(content, new Date('2026-12-13T15:59:59Z'))).toBe(false);
    expect(isAfterWedding(content, new Date('2026-12-13T16:00:00Z'))).toBe(true);
  });

  it('never starts without a dated event', () => {
    expect(afterWeddingStartsAt({})).toBeNull();
    expect(isAfterWedding({ tanggal_acara_resepsi_pernikahan: 'kemarin' }, new Date())).toBe(false);
  });

  it('takes only the event with a date', () => {
    const one = { tanggal_acara_ibadah_pernikahan: '2026-01-01' };
    expect(afterWeddingStartsAt(one)?.toISOString()).toBe('2026-01-01T17:00:00.000Z');
  });
});
