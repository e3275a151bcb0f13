import { describe, expect, it } from 'vitest';
import {
  deadlineProblem,
  EVENT_MESSAGES,
  eventInputSchema,
  eventsForGuest,
  firstEventStart,
  isRsvpClosed,
  lastEventEnd,
  overlappingSessions,
  sessionsProblem,
  specEventFields,
} from './events';

const resepsi = { date: '2026-12-12', startTime: '11:00', endTime: '15:00', timeZone: 'WIB' };
const sesi1 = { id: 's1', title: 'Sesi 1', startTime: '11:00', endTime: '13:00', capacity: 200 };
const sesi2 = { id: 's2', title: 'Sesi 2', startTime: '13:00', endTime: '15:00', capacity: null };

describe('sessions of an event', () => {
  it('accepts sessions that touch end to start inside their event', () => {
    expect(overlappingSessions([sesi2, sesi1])).toBeNull();
    expect(sessionsProblem(resepsi, [sesi1, sesi2])).toBeNull();
  });

  it('refuses overlapping sessions, naming both', () => {
    const late = { ...sesi2, startTime: '12:30' };
    expect(sessionsProblem(resepsi, [sesi1, late])).toBe(
      EVENT_MESSAGES.sessionsOverlap('Sesi 1', 'Sesi 2'),
    );
  });

  it('refuses a session outside its event', () => {
    const late = { ...sesi2, endTime: '16:00' };
    expect(sessionsProblem(resepsi, [sesi1, late])).toBe(EVENT_MESSAGES.sessionOutside('Sesi 2'));
    expect(sessionsProblem({ ...resepsi, endTime: null }, [sesi1, late])).toBeNull();
  });

  it('refuses a capacity below the people already confirmed', () => {
    expect(sessionsProblem(resepsi, [sesi1], new Map([['s1', 201]]))).toBe(
      EVENT_MESSAGES.capacityBelowConfirmed('Sesi 1', 201),
    );
    expect(sessionsProblem(resepsi, [sesi1], new Map([['s1', 200]]))).toBeNull();
  });

  it('refuses a seventh session', () => {
    const seven = Array.from({ length: 7 }, (_, i) => ({
      ...sesi1,
      id: `x${i}`,
      startTime: `0${i}:00`,
      endTime: `0${i}:30`,
    }));
    expect(sessionsProblem({ ...resepsi, startTime: '00:00' }, seven)).toBe(
      EVENT_MESSAGES.tooManySessions,
    );
  });
});

describe('an added event', () => {
  it('needs an end after its start and a web map link', () => {
    const base = { title: 'Ngunduh Mantu', date: '2027-01-09', startTime: '10:00' };
    expect(
      eventInputSchema.safeParse({ ...base, endTime: '09:00' }).error?.issues[0]?.message,
    ).toBe(EVENT_MESSAGES.endAfterStart);
    expect(
      eventInputSchema.safeParse({ ...base, mapUrl: 'javascript:alert(1)' }).error?.issues[0]
        ?.message,
    ).toBe(EVENT_MESSAGES.mapUrl);
    expect(eventInputSchema.parse({ ...base, mapUrl: '' })).toMatchObject({
      mapUrl: null,
      timeZone: 'WIB',
      isPublic: true,
    });
  });
});

describe('dates of the wedding', () => {
  const akad = { date: '2026-12-12', startTime: '08:00', endTime: '10:00', timeZone: 'WIB' };
  const ngunduh = { date: '2027-01-09', startTime: '10:00', endTime: null, timeZone: 'WITA' };

  it('counts down to the first event, or to the guest’s own session', () => {
    expect(firstEventStart([ngunduh, akad])?.toISOString()).toBe('2026-12-12T01:00:00.000Z');
    expect(firstEventStart([{ ...resepsi, session: sesi2 }])?.toISOString()).toBe(
      '2026-12-12T06:00:00.000Z',
    );
    expect(firstEventStart([])).toBeNull();
  });

  it('ends with the last event, two hours after a start without an end', () => {
    expect(lastEventEnd([akad, ngunduh])?.toISOString()).toBe('2027-01-09T04:00:00.000Z');
    expect(lastEventEnd([{ ...resepsi, sessions: [sesi1] }])?.toISOString()).toBe(
      '2026-12-12T06:00:00.000Z',
    );
  });

  it('takes a deadline only before the first event', () => {
    expect(deadlineProblem(new Date('2026-12-10T00:00:00Z'), [akad, ngunduh])).toBeNull();
    expect(deadlineProblem(new Date('2026-12-12T01:00:00Z'), [akad])).toBe(
      EVENT_MESSAGES.deadlineAfterEvent,
    );
    expect(isRsvpClosed(new Date('2026-12-10T00:00:00Z'), new Date('2026-12-10T00:00:00Z'))).toBe(
      true,
    );
    expect(isRsvpClosed(null, new Date())).toBe(false);
  });
});

describe('which events a guest sees', () => {
  const events = [
    { id: 'a', isPublic: false, sessions: [] },
    { id: 'r', isPublic: true, sessions: [sesi1, sesi2] },
    { id: 'n', isPublic: true, sessions: [] },
  ];

  it('shows the open link only public events', () => {
    expect(eventsForGuest(events, null).map((event) => event.id)).toEqual(['r', 'n']);
  });

  it('shows a personal link only the guest’s events with their session', () => {
    const seen = eventsForGuest(events, [
      { eventId: 'r', sessionId: 's2' },
      { eventId: 'a', sessionId: null },
    ]);
    expect(seen.map((event) => [event.id, event.session?.title ?? null])).toEqual([
      ['a', null],
      ['r', 'Sesi 2'],
    ]);
  });
});

describe('step 2 events', () => {
  it('reads the spec’s suffixed fields', () => {
    expect(
      specEventFields(
        {
          judul_acara_resepsi_pernikahan: 'Resepsi',
          tanggal_acara_resepsi_pernikahan: '2026-12-12',
          waktu_mulai_resepsi_pernikahan: '11:00',
          waktu_selesai_resepsi_pernikahan: '15:00',
          zona_waktu_resepsi_pernikahan: 'WITA',
          nama_lokasi_resepsi_pernikahan: 'Pendopo',
          alamat_acara_resepsi_pernikahan: 'Jl. Keraton 1',
        },
        'resepsi',
      ),
    ).toEqual({
      title: 'Resepsi',
      date: '2026-12-12',
      startTime: '11:00',
      endTime: '15:00',
      timeZone: 'WITA',
      venue: 'Pendopo',
      address: 'Jl. Keraton 1',
      mapUrl: null,
    });
    expect(
      specEventFields(
        { sampai_selesai_ibadah_pernikahan: true, waktu_selesai_ibadah_pernikahan: '10:00' },
        'ibadah',
      ),
    ).toMatchObject({ title: 'Akad Nikah', endTime: null, timeZone: 'WIB' });
  });
});
