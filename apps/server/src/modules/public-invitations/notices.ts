import { guestCopy, type GuestLanguage } from '@kabar/shared';
import type { Notice } from '@kabar/themes';
import type { Rsvp } from '../rsvps/rsvps.schema';

/** What the guest is told after answering, with or without JavaScript, in their language. */
export function rsvpAnswerText(
  rsvp: Pick<Rsvp, 'name' | 'attendance' | 'guests'>,
  lang: GuestLanguage = 'id',
): string {
  const copy = guestCopy(lang);
  const label = copy.rsvp.choices[rsvp.attendance];
  const answer =
    rsvp.attendance === 'hadir' ? copy.notices.attendingWith(label, rsvp.guests) : label;
  return copy.notices.answered(rsvp.name, answer);
}

/** Problems sent back to a page without JavaScript as `?galat=<code>` (the catalogue's errors). */
const ERROR_CODES = ['name', 'attendance', 'guests', 'message', 'limit', 'full', 'closed'] as const;
export type ErrorCode = (typeof ERROR_CODES)[number];

export function isErrorCode(code: unknown): code is ErrorCode {
  return ERROR_CODES.includes(code as ErrorCode);
}

export function errorNotice(code: unknown, lang: GuestLanguage = 'id'): Notice | null {
  return isErrorCode(code) ? { ok: false, text: guestCopy(lang).errors[code] } : null;
}
