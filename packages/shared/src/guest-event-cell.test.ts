import { describe, expect, it } from 'vitest';
import {
  formatGuestEventCell,
  GUEST_EVENT_CELL_MESSAGES,
  parseGuestEventCell,
  sameInvites,
  type EventChoice,
} from './guest-event-cell';

const events: EventChoice[] = [
  { id: 'akad', title: 'Akad Nikah', sessions: [] },
  {
    id: 'resepsi',
    title: 'Resepsi Pernikahan',
    sessions: [
      { id: 's1', title: 'Sesi 1' },
      { id: 's2', title: 'Sesi 2' },
    ],
  },
  { id: 'ngunduh', title: 'Ngunduh Mantu', sessions: [] },
];

describe('parseGuestEventCell (issue 27: the import column)', () => {
  it('reads events and sessions the way people type them', () => {
    expect(parseGuestEventCell('akad nikah; Resepsi Pernikahan (sesi 2)', events)).toEqual({
      invites: [
        { eventId: 'akad', sessionId: null },
        { eventId: 'resepsi', sessionId: 's2' },
      ],
    });
    expect(parseGuestEventCell('Resepsi Pernikahan: Sesi 1\nNgunduh Mantu', events)).toEqual({
      invites: [
        { eventId: 'resepsi', sessionId: 's1' },
        { eventId: 'ngunduh', sessionId: null },
      ],
    });
  });

  it('puts a split event named without a session in its first one, and reads "Semua"', () => {
    expect(parseGuestEventCell('Resepsi Pernikahan', events)).toEqual({
      invites: [{ eventId: 'resepsi', sessionId: 's1' }],
    });
    expect(parseGuestEventCell(' semua ', events)).toEqual({
      invites: [
        { eventId: 'akad', sessionId: null },
        { eventId: 'resepsi', sessionId: 's1' },
        { eventId: 'ngunduh', sessionId: null },
      ],
    });
  });

  it('leaves an empty cell as nothing to change', () => {
    expect(parseGuestEventCell('  ', events)).toEqual({ invites: null });
  });

  it('names what it does not know, in Indonesian', () => {
    expect(parseGuestEventCell('Akad Nikah; Pengajian', events)).toEqual({
      problem: GUEST_EVENT_CELL_MESSAGES.unknownEvent(
        'Pengajian',
        'Akad Nikah, Resepsi Pernikahan, Ngunduh Mantu',
      ),
    });
    expect(parseGuestEventCell('Resepsi Pernikahan (Sesi 3)', events)).toEqual({
      problem: GUEST_EVENT_CELL_MESSAGES.unknownSession('Sesi 3', 'Resepsi Pernikahan'),
    });
    expect(parseGuestEventCell('Akad Nikah; akad nikah', events)).toEqual({
      problem: GUEST_EVENT_CELL_MESSAGES.twice('Akad Nikah'),
    });
  });

  it('matches a title that itself ends in brackets whole', () => {
    const own = [{ id: 'x', title: 'Resepsi (Gedung)', sessions: [{ id: 'a', title: 'Pagi' }] }];
    expect(parseGuestEventCell('Resepsi (Gedung)', own)).toEqual({
      invites: [{ eventId: 'x', sessionId: 'a' }],
    });
  });
});

describe('formatGuestEventCell', () => {
  it('writes what the import reads back, in the events’ order', () => {
    const invites = [
      { eventId: 'ngunduh', sessionId: null },
      { eventId: 'resepsi', sessionId: 's2' },
    ];
    const cell = formatGuestEventCell(invites, events);
    expect(cell).toBe('Resepsi Pernikahan (Sesi 2); Ngunduh Mantu');
    const read = parseGuestEventCell(cell, events);
    expect('invites' in read && read.invites && sameInvites(read.invites, invites)).toBe(true);
  });
});
