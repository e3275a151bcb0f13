/** @jsxRuntime automatic @jsxImportSource react */
import { escapeHtml, guestCopy, type Attendance, type GuestLanguage } from '@kabar/shared';
import { renderToStaticMarkup } from 'react-dom/server';
import { AnswerFields, EventAnswerFields } from '../components/form-sections';
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
  /**
   * The events the guest is invited to (issue 27), each with its time (their session's for a
   * split one) and their answer to it. With more than one the form asks per event.
   */
  events?: readonly PersonalEventView[];
}

export interface PersonalEventView {
  id: string;
  title: string;
  /** "Sesi 1: Pukul 11.00 - 13.00 WITA", or the event's own time; empty when undated. */
  when: string;
  /** The session's name when the event is split, shown on the pass. */
  session: string | null;
  answer: { attendance: Attendance; guests: number } | null;
}

/** The pass names the session of each split event, so the desk knows when the guest is due. */
function passSessions(guest: PersonalGuestView): string {
  const lines = (guest.events ?? []).flatMap((event) =>
    event.session ? [`${event.title} · ${event.when}`] : [],
  );
  return lines.map((line) => `<p class="pass-session">${escapeHtml(line)}</p>`).join('');
}

/** The QR card for the reception desk: on the page, and again after answering 'Hadir'. */
export function guestPassHtml(guest: PersonalGuestView, lang: GuestLanguage = 'id'): string {
  const note = guestCopy(lang).pass.note(guest.invitedCount);
  return `<div class="qr">${guest.qrSvg}</div><p class="pass-name">${escapeHtml(guest.name)}</p>${guest.seat ? `<p class="pass-seat">${escapeHtml(guest.seat)}</p>` : ''}${passSessions(guest)}<p class="pass-note">${note}</p>`;
}

/**
 * The RSVP form filled in for the guest: their earlier answer checked, the headcount choice up to
 * what the couple invited (their earlier number, else the whole invitation, selected); one
 * question per event when they are invited to several.
 */
export function personalSlotValues(
  guest: PersonalGuestView,
  lang: GuestLanguage = 'id',
): SlotValues {
  const answered = guest.answer && guest.answer.guests > 0 ? guest.answer.guests : null;
  const selected = Math.min(answered ?? guest.invitedCount, guest.invitedCount);
  const events = guest.events ?? [];
  return {
    guestToken: escapeHtml(guest.token),
    rsvpAnswers: renderToStaticMarkup(
      events.length > 1 ? (
        <EventAnswerFields events={events} max={guest.invitedCount} lang={lang} />
      ) : (
        <AnswerFields
          checked={guest.answer?.attendance ?? null}
          min={1}
          max={guest.invitedCount}
          selected={selected}
          lang={lang}
        />
      ),
    ),
    rsvpMessage: escapeHtml(guest.answer?.message ?? ''),
    guestPass: guestPassHtml(guest, lang),
  };
}
