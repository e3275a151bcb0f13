import { ATTENDANCE_LABELS, formatShortDateTime, toCsv } from '@kabar/shared';
import type { Rsvp, Wish } from '../rsvps/rsvps.schema';

export function rsvpsCsv(rows: Rsvp[]): string {
  return toCsv(
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
  return toCsv(
    ['Nama', 'Ucapan', 'Dikirim', 'Disembunyikan'],
    rows.map((wish) => [
      wish.name,
      wish.message,
      formatShortDateTime(wish.createdAt),
      wish.hidden ? 'Ya' : 'Tidak',
    ]),
  );
}
