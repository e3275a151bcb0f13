import { step2FieldName } from './form-config';
import { eventInstant } from './indonesian-date';
import type { InvitationContent } from './invitation';

/**
 * The event sections whose dates end the wedding. Issue 27 (events and sessions) replaces this
 * with its own list of events; everything that asks "is the wedding over?" goes through
 * `isAfterWedding`, so only this file changes then.
 */
const EVENT_SECTIONS = ['Ibadah Pernikahan', 'Resepsi Pernikahan'] as const;

/**
 * The first moment of the day after the last event, in that event's own time zone: the invitation
 * turns into the thank-you page and album then. Null while no event has a date.
 */
export function afterWeddingStartsAt(content: InvitationContent): Date | null {
  let latest: Date | null = null;
  for (const section of EVENT_SECTIONS) {
    const date = content[step2FieldName('tanggal_acara', section)];
    const zone = content[step2FieldName('zona_waktu', section)];
    const midnight = eventInstant(date, '00:00', zone);
    if (!midnight) continue;
    const nextDay = new Date(midnight.getTime() + 24 * 3600_000);
    if (!latest || nextDay > latest) latest = nextDay;
  }
  return latest;
}

/** Whether the wedding is over: countdown, RSVP and reminders stop, the album shows. */
export function isAfterWedding(content: InvitationContent, now: Date): boolean {
  const startsAt = afterWeddingStartsAt(content);
  return startsAt !== null && now >= startsAt;
}
