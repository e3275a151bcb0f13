import type { EventDto, GuestCategory, GuestDto, GuestInvitesDto } from '@kabar/shared';

/**
 * The bulk edit's extra filters, beside the list's own (search, side, group, status): a category,
 * and an event filter written `e:<event>` (invited), `s:<session>` (in that session) or
 * `n:<event>` (not invited to it).
 */
export interface BulkFilters {
  category: GuestCategory | '';
  event: string;
}

export const NO_BULK_FILTERS: BulkFilters = { category: '', event: '' };

export function matchesBulkFilters(
  guest: GuestDto,
  filters: BulkFilters,
  invites: GuestInvitesDto | undefined,
): boolean {
  if (filters.category && guest.category !== filters.category) return false;
  if (!filters.event || !invites) return true;
  const [kind, id] = [filters.event.slice(0, 1), filters.event.slice(2)];
  const mine = invites[guest.id] ?? [];
  if (kind === 's') return mine.some(([, sessionId]) => sessionId === id);
  const invited = mine.some(([eventId]) => eventId === id);
  return kind === 'n' ? !invited : invited;
}

/** The event filter's choices: each event, each of its sessions, and "not invited" to it. */
export function eventFilterOptions(
  events: readonly EventDto[],
): { value: string; label: string }[] {
  return events.flatMap((event) => [
    { value: `e:${event.id}`, label: `Diundang ke ${event.title}` },
    ...event.sessions.map((session) => ({
      value: `s:${session.id}`,
      label: `${event.title} · ${session.title}`,
    })),
    { value: `n:${event.id}`, label: `Tidak diundang ke ${event.title}` },
  ]);
}

/** A guest's events as one short line: "Akad Nikah · Resepsi (Sesi 2)". */
export function eventsLine(
  guestId: string,
  events: readonly EventDto[],
  invites: GuestInvitesDto | undefined,
): string {
  const mine = invites?.[guestId];
  if (!mine) return '';
  return events
    .flatMap((event) => {
      const invite = mine.find(([eventId]) => eventId === event.id);
      if (!invite) return [];
      const session = event.sessions.find((entry) => entry.id === invite[1]);
      return [session ? `${event.title} (${session.title})` : event.title];
    })
    .join(' · ');
}
