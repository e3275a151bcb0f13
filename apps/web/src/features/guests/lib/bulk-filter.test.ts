import { describe, expect, it } from 'vitest';
import type { EventDto, GuestDto, GuestInvitesDto } from '@kabar/shared';
import { eventFilterOptions, eventsLine, matchesBulkFilters, NO_BULK_FILTERS } from './bulk-filter';

const guest = (id: string, category: GuestDto['category'] = 'reguler') =>
  ({ id, category }) as GuestDto;
const event = (id: string, title: string, sessions: [string, string][] = []) =>
  ({
    id,
    title,
    sessions: sessions.map(([sid, stitle]) => ({ id: sid, title: stitle })),
  }) as EventDto;

const events = [
  event('akad', 'Akad'),
  event('resepsi', 'Resepsi', [
    ['s1', 'Sesi 1'],
    ['s2', 'Sesi 2'],
  ]),
];
const invites: GuestInvitesDto = {
  budi: [
    ['akad', null],
    ['resepsi', 's2'],
  ],
  ani: [['resepsi', 's1']],
};

describe('matchesBulkFilters', () => {
  it('picks guests by category, event, session, and not invited', () => {
    const list = [guest('budi', 'vip'), guest('ani')];
    const pick = (filters: Partial<typeof NO_BULK_FILTERS>) =>
      list
        .filter((g) => matchesBulkFilters(g, { ...NO_BULK_FILTERS, ...filters }, invites))
        .map((g) => g.id);
    expect(pick({})).toEqual(['budi', 'ani']);
    expect(pick({ category: 'vip' })).toEqual(['budi']);
    expect(pick({ event: 'e:akad' })).toEqual(['budi']);
    expect(pick({ event: 'n:akad' })).toEqual(['ani']);
    expect(pick({ event: 's:s1' })).toEqual(['ani']);
    expect(pick({ event: 's:s2', category: 'reguler' })).toEqual([]);
  });
});

describe('the event filter and line', () => {
  it('offers each event, its sessions and "not invited", and writes a guest’s events', () => {
    expect(eventFilterOptions(events).map((o) => o.label)).toEqual([
      'Diundang ke Akad',
      'Tidak diundang ke Akad',
      'Diundang ke Resepsi',
      'Resepsi · Sesi 1',
      'Resepsi · Sesi 2',
      'Tidak diundang ke Resepsi',
    ]);
    expect(eventsLine('budi', events, invites)).toBe('Akad · Resepsi (Sesi 2)');
    expect(eventsLine('nobody', events, invites)).toBe('');
  });
});
