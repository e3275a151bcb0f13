import { GUEST_SIDE_LABELS, NO_SIDE_LABEL, type GuestDto } from './guests';
import type { Attendance } from './rsvp';

/** Where a guest is on the way from the first message to the reception desk. */
export const GUEST_JOURNEY = ['not_sent', 'sent', 'opened', 'answered', 'checked_in'] as const;
export type GuestJourneyStep = (typeof GUEST_JOURNEY)[number];
export const GUEST_JOURNEY_LABELS: Record<GuestJourneyStep, string> = {
  not_sent: 'Belum dikirim',
  sent: 'Terkirim',
  opened: 'Dibuka',
  answered: 'Sudah menjawab',
  checked_in: 'Sudah datang',
};

type JourneyFields = Pick<GuestDto, 'sentAt' | 'openedAt' | 'rsvp' | 'checkIn'>;

/** The furthest step reached; a guest who opened a link forwarded by family counts as opened. */
export function guestJourneyStep(guest: JourneyFields): GuestJourneyStep {
  if (guest.checkIn) return 'checked_in';
  if (guest.rsvp) return 'answered';
  if (guest.openedAt) return 'opened';
  if (guest.sentAt) return 'sent';
  return 'not_sent';
}

/** Who gets the reminder round: invited, but no answer yet and not already at the venue. */
export function needsReminder(guest: JourneyFields): boolean {
  return !!guest.sentAt && !guest.rsvp && !guest.checkIn;
}

export interface GuestCountRow {
  key: string;
  label: string;
  guests: number;
  invitedPeople: number;
  answers: Record<Attendance, number>;
  /** People the guests said will come (RSVP hadir). */
  attendingPeople: number;
  noAnswer: number;
  arrivedGuests: number;
  arrivedPeople: number;
}

function emptyRow(key: string, label: string): GuestCountRow {
  return {
    key,
    label,
    guests: 0,
    invitedPeople: 0,
    answers: { hadir: 0, tidak_hadir: 0, ragu: 0 },
    attendingPeople: 0,
    noAnswer: 0,
    arrivedGuests: 0,
    arrivedPeople: 0,
  };
}

function add(row: GuestCountRow, guest: GuestDto): void {
  row.guests++;
  row.invitedPeople += guest.invitedCount;
  if (guest.rsvp) {
    row.answers[guest.rsvp.attendance]++;
    if (guest.rsvp.attendance === 'hadir') row.attendingPeople += guest.rsvp.guests;
  } else row.noAnswer++;
  if (guest.checkIn) {
    row.arrivedGuests++;
    row.arrivedPeople += guest.checkIn.people;
  }
}

export interface GuestSummary {
  total: GuestCountRow;
  bySide: GuestCountRow[];
  byGroup: GuestCountRow[];
  journey: Record<GuestJourneyStep, number>;
}

export const NO_GROUP_LABEL = 'Tanpa grup';

/** Counts for the dashboard: RSVP answers and arrivals, in total, by side and by group. */
export function summarizeGuests(guests: GuestDto[]): GuestSummary {
  const total = emptyRow('total', 'Semua tamu');
  const sides = new Map<string, GuestCountRow>([
    ['bride', emptyRow('bride', GUEST_SIDE_LABELS.bride)],
    ['groom', emptyRow('groom', GUEST_SIDE_LABELS.groom)],
    ['none', emptyRow('none', NO_SIDE_LABEL)],
  ]);
  const groups = new Map<string, GuestCountRow>();
  const journey = Object.fromEntries(GUEST_JOURNEY.map((step) => [step, 0])) as Record<
    GuestJourneyStep,
    number
  >;
  for (const guest of guests) {
    add(total, guest);
    add(sides.get(guest.side ?? 'none')!, guest);
    const groupKey = guest.group.trim().toLowerCase();
    let group = groups.get(groupKey);
    if (!group) {
      group = emptyRow(groupKey, guest.group.trim() || NO_GROUP_LABEL);
      groups.set(groupKey, group);
    }
    add(group, guest);
    journey[guestJourneyStep(guest)]++;
  }
  const byGroup = [...groups.values()].sort((a, b) =>
    a.key === '' ? 1 : b.key === '' ? -1 : a.label.localeCompare(b.label, 'id'),
  );
  return {
    total,
    bySide: [...sides.values()].filter((row) => row.key !== 'none' || row.guests > 0),
    byGroup,
    journey,
  };
}
