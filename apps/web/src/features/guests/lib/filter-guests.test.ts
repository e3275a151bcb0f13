import { describe, expect, it } from 'vitest';
import type { GuestDto } from '@kabar/shared';
import { filterGuests, groupsOf, indexGuests, NO_FILTERS } from './filter-guests';

let n = 0;
const guest = (overrides: Partial<GuestDto>): GuestDto => ({
  id: `g-${++n}`,
  name: 'Tamu',
  phone: null,
  side: null,
  group: '',
  invitedCount: 1,
  notes: '',
  token: 'AbCdEfGhIjKlMnOp',
  sentAt: null,
  reminderSentAt: null,
  openedAt: null,
  rsvp: null,
  checkIn: null,
  category: 'reguler',
  table: '',
  language: 'id',
  souvenirAt: null,
  createdAt: '2026-01-01T00:00:00.000Z',
  addedBy: null,
  sentBy: null,
  ...overrides,
});

const list = [
  guest({ name: 'Budi Santoso', phone: '6281234567890', side: 'groom', group: 'Kantor' }),
  guest({ name: 'Siti Aminah', phone: '6281311112222', side: 'bride', group: 'keluarga' }),
  guest({ name: 'Mbah Putri', side: 'bride', group: 'Keluarga', sentAt: '2026-09-01T00:00:00Z' }),
  guest({ name: 'Joko', notes: 'teman SMA budi' }),
];
const index = indexGuests(list);
const names = (filters: Partial<typeof NO_FILTERS>) =>
  filterGuests(index, { ...NO_FILTERS, ...filters }).map((g) => g.name);

describe('filterGuests', () => {
  it('searches every word in name, phone, group and notes, case-insensitively', () => {
    expect(names({ query: 'budi' })).toEqual(['Budi Santoso', 'Joko']);
    expect(names({ query: 'siti AMINAH' })).toEqual(['Siti Aminah']);
    expect(names({ query: 'keluarga' })).toEqual(['Siti Aminah', 'Mbah Putri']);
  });

  it('finds phones however they are typed', () => {
    expect(names({ query: '0812 3456' })).toEqual(['Budi Santoso']);
    expect(names({ query: '+62 813-1111' })).toEqual(['Siti Aminah']);
  });

  it('filters by side, group and journey step together', () => {
    expect(names({ side: 'bride' })).toEqual(['Siti Aminah', 'Mbah Putri']);
    expect(names({ side: 'none' })).toEqual(['Joko']);
    expect(names({ group: 'Keluarga', step: 'sent' })).toEqual(['Mbah Putri']);
    expect(names({ step: 'not_sent', query: 'a' })).toEqual([
      'Budi Santoso',
      'Siti Aminah',
      'Joko',
    ]);
  });

  it('lists the groups once each', () => {
    expect(groupsOf(list)).toEqual(['Kantor', 'keluarga']);
  });

  it('filters 5,000 guests well within a frame', () => {
    const many = indexGuests(
      Array.from({ length: 5000 }, (_, i) =>
        guest({
          name: `Tamu ${i} ${i % 7 ? 'Santoso' : 'Wijaya'}`,
          phone: `62812${String(i).padStart(8, '0')}`,
        }),
      ),
    );
    const started = performance.now();
    const found = filterGuests(many, { ...NO_FILTERS, query: 'wijaya 49' });
    expect(performance.now() - started).toBeLessThan(50);
    expect(found.length).toBeGreaterThan(0);
  });
});
