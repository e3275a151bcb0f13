import {
  guestJourneyStep,
  type GuestDto,
  type GuestJourneyStep,
  type GuestSide,
} from '@kabar/shared';

export interface GuestFilters {
  query: string;
  side: GuestSide | 'none' | '';
  group: string;
  step: GuestJourneyStep | '';
}

export const NO_FILTERS: GuestFilters = { query: '', side: '', group: '', step: '' };

export interface IndexedGuest {
  guest: GuestDto;
  text: string;
  step: GuestJourneyStep;
  groupKey: string;
}

/** Built once per list change, so each keystroke only compares prepared strings. */
export function indexGuests(guests: GuestDto[]): IndexedGuest[] {
  return guests.map((guest) => ({
    guest,
    text: `${guest.name} ${guest.phone ?? ''} ${guest.group} ${guest.notes}`.toLowerCase(),
    step: guestJourneyStep(guest),
    groupKey: guest.group.trim().toLowerCase(),
  }));
}

/** People search phones the way they write them: 0812..., +62 812-..., or a few digits. */
function phoneNeedle(query: string): string | null {
  const digits = query.replace(/[\s()+-]/g, '');
  if (!/^\d{3,}$/.test(digits)) return null;
  return digits.startsWith('0') ? `62${digits.slice(1)}` : digits;
}

export function filterGuests(index: IndexedGuest[], filters: GuestFilters): GuestDto[] {
  const words = filters.query.trim().toLowerCase().split(/\s+/).filter(Boolean);
  const phone = phoneNeedle(filters.query.trim());
  const group = filters.group.trim().toLowerCase();
  const result: GuestDto[] = [];
  for (const entry of index) {
    if (filters.side && (entry.guest.side ?? 'none') !== filters.side) continue;
    if (filters.group && entry.groupKey !== group) continue;
    if (filters.step && entry.step !== filters.step) continue;
    if (phone) {
      if (!entry.guest.phone?.includes(phone) && !words.every((w) => entry.text.includes(w)))
        continue;
    } else if (!words.every((word) => entry.text.includes(word))) continue;
    result.push(entry.guest);
  }
  return result;
}

/** The groups in use, for the filter and the form's suggestions, in Indonesian order. */
export function groupsOf(guests: GuestDto[]): string[] {
  const byKey = new Map<string, string>();
  for (const guest of guests) {
    const label = guest.group.trim();
    if (label && !byKey.has(label.toLowerCase())) byKey.set(label.toLowerCase(), label);
  }
  return [...byKey.values()].sort((a, b) => a.localeCompare(b, 'id'));
}
