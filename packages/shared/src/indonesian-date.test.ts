import { describe, expect, it } from 'vitest';
import {
  eventInstant,
  formatClock,
  formatEventTime,
  formatLongDate,
  formatShortDateTime,
  parseIsoDate,
} from './indonesian-date';

describe('Indonesian dates', () => {
  it('writes long dates with the weekday', () => {
    expect(formatLongDate('2026-12-12')).toBe('Sabtu, 12 Desember 2026');
    expect(formatLongDate('2027-01-03')).toBe('Minggu, 3 Januari 2027');
    expect(formatLongDate('2026-08-17')).toBe('Senin, 17 Agustus 2026');
  });

  it('refuses dates that do not exist', () => {
    expect(parseIsoDate('2026-02-30')).toBeNull();
    expect(formatLongDate('12/12/2026')).toBeNull();
    expect(formatLongDate(undefined)).toBeNull();
  });

  it('writes times with a full stop and the zone, or sampai selesai', () => {
    expect(formatClock('08:00')).toBe('08.00');
    expect(formatClock('8:00')).toBeNull();
    expect(formatEventTime({ start: '08:00', end: '10:00', zone: 'WITA' })).toBe(
      'Pukul 08.00 - 10.00 WITA',
    );
    expect(
      formatEventTime({ start: '19:00', end: '21:00', untilFinished: true, zone: 'WIT' }),
    ).toBe('Pukul 19.00 WIT - sampai selesai');
    expect(formatEventTime({ start: '11:00', zone: 'WIB' })).toBe(
      'Pukul 11.00 WIB - sampai selesai',
    );
    expect(formatEventTime({ start: '', zone: 'WIB' })).toBeNull();
  });

  it('turns a local time into the right instant for each zone', () => {
    expect(eventInstant('2026-12-12', '08:00', 'WIB')?.toISOString()).toBe(
      '2026-12-12T01:00:00.000Z',
    );
    expect(eventInstant('2026-12-12', '08:00', 'WITA')?.toISOString()).toBe(
      '2026-12-12T00:00:00.000Z',
    );
    expect(eventInstant('2026-12-12', '08:00', 'WIT')?.toISOString()).toBe(
      '2026-12-11T23:00:00.000Z',
    );
    expect(eventInstant('nope', '08:00', 'WIB')).toBeNull();
  });

  it('writes short timestamps in the zone', () => {
    expect(formatShortDateTime(new Date('2026-12-12T07:05:00Z'))).toBe('12 Des 2026, 14.05 WIB');
  });

  it('writes dates and times in English for English guests, with the zone offset', () => {
    expect(formatLongDate('2026-12-12', 'en')).toBe('Saturday, 12 December 2026');
    expect(formatEventTime({ start: '08:00', end: '10:30', zone: 'WITA' }, 'en')).toBe(
      '08:00 - 10:30 WITA (UTC+8)',
    );
    expect(formatEventTime({ start: '19:00', zone: 'WIT' }, 'en')).toBe(
      'From 19:00 WIT (UTC+9) until finished',
    );
    expect(formatShortDateTime(new Date('2026-12-12T07:05:00Z'), 'WIB', 'en')).toBe(
      '12 Dec 2026, 14:05 WIB',
    );
  });
});
