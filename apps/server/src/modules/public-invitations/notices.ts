import {
  ATTENDANCE_LABELS,
  GUEST_MESSAGE_MAX,
  GUEST_NAME_MAX,
  PUBLIC_WRITE_MESSAGES,
} from '@kabar/shared';
import type { Notice } from '@kabar/themes';
import type { Rsvp } from '../rsvps/rsvps.schema';

/** What the guest is told after answering, with or without JavaScript. */
export function rsvpAnswerText(rsvp: Pick<Rsvp, 'name' | 'attendance' | 'guests'>): string {
  const answer =
    rsvp.attendance === 'hadir'
      ? `${ATTENDANCE_LABELS.hadir}, ${rsvp.guests} orang`
      : ATTENDANCE_LABELS[rsvp.attendance];
  return `Terima kasih, ${rsvp.name}. Jawaban Anda: ${answer}. Kirim ulang formulir ini bila ingin mengubahnya.`;
}

/** Problems sent back to a page without JavaScript as `?galat=<code>`. */
const ERROR_CODES = {
  name: `Nama wajib diisi, maksimal ${GUEST_NAME_MAX} karakter.`,
  attendance: PUBLIC_WRITE_MESSAGES.attendance,
  guests: PUBLIC_WRITE_MESSAGES.guests,
  message: `Pesan maksimal ${GUEST_MESSAGE_MAX} karakter; ucapan tidak boleh kosong.`,
  limit: PUBLIC_WRITE_MESSAGES.tooMany,
  full: 'Maaf, sesi Anda sudah penuh. Silakan pilih tidak hadir atau hubungi mempelai.',
  closed: 'Maaf, konfirmasi kehadiran sudah ditutup.',
} as const;
export type ErrorCode = keyof typeof ERROR_CODES;

export function errorNotice(code: unknown): Notice | null {
  return typeof code === 'string' && code in ERROR_CODES
    ? { ok: false, text: ERROR_CODES[code as ErrorCode] }
    : null;
}
