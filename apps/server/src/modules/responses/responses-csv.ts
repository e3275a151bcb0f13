import { ATTENDANCE_LABELS, formatShortDateTime } from '@kabar/shared';
import type { Rsvp, Wish } from '../rsvps/rsvps.schema';

/**
 * One CSV cell. Guests' text could start with '=', '+', '-' or '@', which spreadsheet programs
 * would run as a formula; such cells get a leading apostrophe (OWASP CSV injection).
 */
function cell(value: string | number): string {
  let text = String(value);
  if (/^[=+\-@\t\r]/.test(text)) text = `'${text}`;
  return /[",\n\r]/.test(text) ? `"${text.replace(/"/g, '""')}"` : text;
}

function table(header: string[], rows: (string | number)[][]): string {
  // The byte-order mark makes spreadsheet programs read the file as UTF-8.
  return '\uFEFF' + [header, ...rows].map((row) => row.map(cell).join(',')).join('\r\n') + '\r\n';
}

export function rsvpsCsv(rows: Rsvp[]): string {
  return table(
    ['Nama', 'Kehadiran', 'Jumlah Tamu', 'Pesan', 'Dijawab'],
    rows.map((rsvp) => [
      rsvp.name,
      ATTENDANCE_LABELS[rsvp.attendance],
      rsvp.attendance === 'hadir' ? rsvp.guests : 0,
      rsvp.message,
      formatShortDateTime(rsvp.updatedAt),
    ]),
  );
}

export function wishesCsv(rows: Wish[]): string {
  return table(
    ['Nama', 'Ucapan', 'Dikirim', 'Disembunyikan'],
    rows.map((wish) => [
      wish.name,
      wish.message,
      formatShortDateTime(wish.createdAt),
      wish.hidden ? 'Ya' : 'Tidak',
    ]),
  );
}
