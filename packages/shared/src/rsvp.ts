import { z } from 'zod';
import { GUEST_NAME_MAX, GUEST_NAME_MESSAGES } from './guest-name';

/** What a guest answers in the RSVP form. */
export const ATTENDANCE_VALUES = ['hadir', 'tidak_hadir', 'ragu'] as const;
export type Attendance = (typeof ATTENDANCE_VALUES)[number];
export const ATTENDANCE_LABELS: Record<Attendance, string> = {
  hadir: 'Hadir',
  tidak_hadir: 'Tidak Hadir',
  ragu: 'Masih Ragu',
};

/** docs/security.md #26: short names (GUEST_NAME_MAX), bounded messages and head counts. */
export const GUEST_MESSAGE_MAX = 1000;
export const RSVP_GUESTS_MIN = 1;
export const RSVP_GUESTS_MAX = 5;
/**
 * A hidden field people never see; bots that fill every input give themselves away
 * (docs/security.md #27).
 */
export const HONEYPOT_FIELD = 'website';
export const WISHES_PAGE_SIZE = 10;

export const PUBLIC_WRITE_MESSAGES = {
  nameRequired: GUEST_NAME_MESSAGES.required,
  nameTooLong: GUEST_NAME_MESSAGES.tooLong,
  attendance: 'Pilih kehadiran Anda.',
  guests: `Jumlah tamu ${RSVP_GUESTS_MIN} sampai ${RSVP_GUESTS_MAX} orang.`,
  messageRequired: 'Ucapan wajib diisi.',
  messageTooLong: `Pesan maksimal ${GUEST_MESSAGE_MAX} karakter.`,
  rsvpSaved: 'Terima kasih, konfirmasi kehadiran Anda sudah kami terima.',
  wishSaved: 'Terima kasih atas ucapan dan doa Anda.',
  closed: 'Undangan tidak ditemukan.',
  rsvpUnavailable: 'Konfirmasi kehadiran tidak tersedia untuk undangan ini.',
  guestBookUnavailable: 'Ucapan & Doa tidak tersedia untuk undangan ini.',
  tooMany: 'Terlalu banyak permintaan. Tunggu beberapa saat sebelum mencoba lagi.',
} as const;

// eslint-disable-next-line no-control-regex -- matching control characters is the point here
const CONTROLS_BUT_NEWLINE = /[\u0000-\u0009\u000b-\u001f\u007f]/g;
// eslint-disable-next-line no-control-regex -- matching control characters is the point here
const CONTROLS = /[\u0000-\u001f\u007f]/g;

/** Removes control characters (but keeps line breaks when asked) and outer spaces. */
function cleanText(value: string, keepLines: boolean): string {
  const withoutControls = keepLines
    ? value.replace(/\r\n?/g, '\n').replace(CONTROLS_BUT_NEWLINE, '')
    : value.replace(CONTROLS, ' ');
  return keepLines
    ? withoutControls
        .split('\n')
        .map((line) => line.replace(/[ \t]+/g, ' ').trim())
        .join('\n')
        .replace(/\n{3,}/g, '\n\n')
        .trim()
    : withoutControls.replace(/\s+/g, ' ').trim();
}

export const rsvpNameSchema = z
  .string({ error: PUBLIC_WRITE_MESSAGES.nameRequired })
  .transform((value) => cleanText(value, false))
  .pipe(
    z
      .string()
      .min(1, { error: PUBLIC_WRITE_MESSAGES.nameRequired })
      .max(GUEST_NAME_MAX, { error: PUBLIC_WRITE_MESSAGES.nameTooLong }),
  );

const messageSchema = z
  .string()
  .transform((value) => cleanText(value, true))
  .pipe(z.string().max(GUEST_MESSAGE_MAX, { error: PUBLIC_WRITE_MESSAGES.messageTooLong }));

export const rsvpInputSchema = z.object({
  name: rsvpNameSchema,
  attendance: z.enum(ATTENDANCE_VALUES, { error: PUBLIC_WRITE_MESSAGES.attendance }),
  guests: z.coerce
    .number({ error: PUBLIC_WRITE_MESSAGES.guests })
    .int({ error: PUBLIC_WRITE_MESSAGES.guests })
    .min(RSVP_GUESTS_MIN, { error: PUBLIC_WRITE_MESSAGES.guests })
    .max(RSVP_GUESTS_MAX, { error: PUBLIC_WRITE_MESSAGES.guests }),
  message: messageSchema.optional().default(''),
});
export type RsvpInput = z.infer<typeof rsvpInputSchema>;

/**
 * What a guest answers on their personal link: the same answer without a name (the couple's list
 * knows it). The headcount may be 0 for "tidak hadir"; the server caps it at what was invited.
 */
export const guestRsvpInputSchema = rsvpInputSchema.omit({ name: true }).extend({
  guests: z.coerce
    .number({ error: 'Jumlah tamu harus angka.' })
    .int({ error: 'Jumlah tamu harus angka.' })
    .min(0, { error: 'Jumlah tamu tidak boleh negatif.' })
    .max(99, { error: 'Jumlah tamu terlalu banyak.' })
    .default(1),
});
export type GuestRsvpInput = z.input<typeof guestRsvpInputSchema>;
export type GuestRsvp = z.output<typeof guestRsvpInputSchema>;

export const wishInputSchema = z.object({
  name: rsvpNameSchema,
  message: z
    .string({ error: PUBLIC_WRITE_MESSAGES.messageRequired })
    .pipe(messageSchema)
    .pipe(z.string().min(1, { error: PUBLIC_WRITE_MESSAGES.messageRequired })),
});
export type WishInput = z.infer<typeof wishInputSchema>;

/** The key two answers from "the same guest" share: case and spacing do not matter. */
export function guestNameKey(name: string): string {
  return cleanText(name, false).toLocaleLowerCase('id-ID');
}

/** The name a link's `?to=` carries, made safe to show: one line, no controls, bounded. */
export function guestNameFromQuery(value: unknown): string | null {
  if (typeof value !== 'string') return null;
  const cleaned = cleanText(value, false).slice(0, 80).trim();
  return cleaned || null;
}
