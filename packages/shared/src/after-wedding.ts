import { lastEventEnd, type EventTimes, type SessionTimes } from './events';
import { isTimeZone, TIME_ZONE_OFFSETS } from './indonesian-date';

/** What guests are told once the page has turned (guest-facing: issue 30 translates it). */
export const AFTER_WEDDING_MESSAGES = {
  rsvpClosed: 'Acara sudah berlalu, konfirmasi kehadiran sudah ditutup. Terima kasih!',
} as const;

const DAY_MS = 24 * 3600_000;

/** An event as the after-wedding rule reads it: its day, hours, zone and sessions. */
export type WeddingEventTimes = EventTimes & { sessions?: readonly SessionTimes[] };

/** The first midnight after `moment` on the clock of `zone`. */
function nextLocalMidnight(moment: Date, zone: string): Date {
  const offset = TIME_ZONE_OFFSETS[isTimeZone(zone) ? zone : 'WIB'] * 3600_000;
  const localDayStart = Math.floor((moment.getTime() + offset) / DAY_MS) * DAY_MS;
  return new Date(localDayStart + DAY_MS - offset);
}

/**
 * When the invitation turns into the thank-you page and album: the first midnight after the end
 * of its last event (`lastEventEnd`: its last session's end for a split event, two hours after
 * the start without an end), in that event's own time zone. The page turns the day after, not at
 * the end itself, so a reception that runs late still shows the guest's pass at the door.
 * `events` are every event the invitation holds (private ones too: the wedding is over for
 * everyone at once). Null while no event has a date.
 */
export function afterWeddingStartsAt(events: readonly WeddingEventTimes[]): Date | null {
  let latest: Date | null = null;
  for (const event of events) {
    const end = lastEventEnd([event]);
    if (!end) continue;
    const turn = nextLocalMidnight(end, event.timeZone);
    if (!latest || turn > latest) latest = turn;
  }
  return latest;
}

/** Whether the wedding is over: countdown, RSVP and reminders stop, the album shows. */
export function isAfterWedding(events: readonly WeddingEventTimes[], now: Date): boolean {
  const startsAt = afterWeddingStartsAt(events);
  return startsAt !== null && now >= startsAt;
}
