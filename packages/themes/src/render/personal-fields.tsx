/** @jsxRuntime automatic @jsxImportSource react */
import { escapeHtml, guestCopy, type Attendance, type GuestLanguage } from '@kabar/shared';
import { renderToStaticMarkup } from 'react-dom/server';
import { AttendanceChoices, GuestCountSelect } from '../components/form-sections';
import type { SlotValues } from '../model/slots';

/** The guest behind a personal link, as much as their page shows (never their phone). */
export interface PersonalGuestView {
  token: string;
  name: string;
  invitedCount: number;
  answer: { attendance: Attendance; guests: number; message: string } | null;
  /** Their QR code as inline SVG markup, made on the server from their personal link. */
  qrSvg: string;
  /** "VIP · Meja 5" when the couple set a category or table; shown on the pass. */
  seat?: string;
}

/** The QR card for the reception desk: on the page, and again after answering 'Hadir'. */
export function guestPassHtml(guest: PersonalGuestView, lang: GuestLanguage = 'id'): string {
  const note = guestCopy(lang).pass.note(guest.invitedCount);
  return `<div class="qr">${guest.qrSvg}</div><p class="pass-name">${escapeHtml(guest.name)}</p>${guest.seat ? `<p class="pass-seat">${escapeHtml(guest.seat)}</p>` : ''}<p class="pass-note">${note}</p>`;
}

/**
 * The RSVP form filled in for the guest: their earlier answer checked, the headcount choice up to
 * what the couple invited (their earlier number, else the whole invitation, selected).
 */
export function personalSlotValues(
  guest: PersonalGuestView,
  lang: GuestLanguage = 'id',
): SlotValues {
  const answered = guest.answer && guest.answer.guests > 0 ? guest.answer.guests : null;
  const selected = Math.min(answered ?? guest.invitedCount, guest.invitedCount);
  return {
    guestToken: escapeHtml(guest.token),
    rsvpChoices: renderToStaticMarkup(
      <AttendanceChoices checked={guest.answer?.attendance ?? null} lang={lang} />,
    ),
    rsvpGuests: renderToStaticMarkup(
      <GuestCountSelect min={1} max={guest.invitedCount} selected={selected} lang={lang} />,
    ),
    rsvpMessage: escapeHtml(guest.answer?.message ?? ''),
    guestPass: guestPassHtml(guest, lang),
  };
}
