import { z } from 'zod';
import { GUEST_NAME_MAX, GUEST_NAME_MESSAGES } from './guest-name';
import { normalizePhone, PHONE_FORMAT_MESSAGE } from './phone';
import { INVITATION_STATUSES } from './invitation';
import { ATTENDANCE_VALUES } from './rsvp';
import { GUEST_CATEGORIES, guestCategorySchema, guestTableSchema } from './guest-category';
import { GUEST_LANGUAGES, guestLanguageSchema } from './guest-language';

/** Which family invited the guest. A guest may also belong to neither (friends of both). */
export const GUEST_SIDES = ['bride', 'groom'] as const;
export type GuestSide = (typeof GUEST_SIDES)[number];
export const GUEST_SIDE_LABELS: Record<GuestSide, string> = {
  bride: 'Mempelai Wanita',
  groom: 'Mempelai Pria',
};
export const NO_SIDE_LABEL = 'Tanpa pihak';

export const GUEST_LIMITS = {
  group: 40,
  notes: 500,
  minInvited: 1,
  maxInvited: 20,
  /** Per invitation; the largest Indonesian receptions invite a few thousand households. */
  maxGuests: 10_000,
} as const;

export const GUEST_MESSAGES = {
  nameRequired: GUEST_NAME_MESSAGES.required,
  nameTooLong: GUEST_NAME_MESSAGES.tooLong,
  groupTooLong: `Grup maksimal ${GUEST_LIMITS.group} karakter.`,
  notesTooLong: `Catatan maksimal ${GUEST_LIMITS.notes} karakter.`,
  invitedRange: `Jumlah orang harus angka ${GUEST_LIMITS.minInvited} sampai ${GUEST_LIMITS.maxInvited}.`,
  side: 'Pilih pihak Mempelai Wanita atau Mempelai Pria.',
  phoneTaken: 'Nomor HP ini sudah dipakai tamu lain di daftar ini.',
  tooManyGuests: `Satu undangan paling banyak ${GUEST_LIMITS.maxGuests.toLocaleString('id-ID')} tamu.`,
} as const;

/** An empty phone means "no phone": many older relatives are invited without one. */
const optionalPhone = z
  .string({ error: PHONE_FORMAT_MESSAGE })
  .trim()
  .nullable()
  .transform((value) => (value ? normalizePhone(value) : null))
  .refine((value) => value === null || /^628\d{8,13}$/.test(value), {
    message: PHONE_FORMAT_MESSAGE,
  });

export const guestNameSchema = z
  .string({ error: GUEST_MESSAGES.nameRequired })
  .trim()
  .min(1, { error: GUEST_MESSAGES.nameRequired })
  .max(GUEST_NAME_MAX, { error: GUEST_MESSAGES.nameTooLong });

export const guestInvitedCountSchema = z.coerce
  .number({ error: GUEST_MESSAGES.invitedRange })
  .int({ error: GUEST_MESSAGES.invitedRange })
  .min(GUEST_LIMITS.minInvited, { error: GUEST_MESSAGES.invitedRange })
  .max(GUEST_LIMITS.maxInvited, { error: GUEST_MESSAGES.invitedRange });

/** A guest as the couple types it, in the form and in the API. Its output parses again unchanged. */
export const guestInputSchema = z.object({
  name: guestNameSchema,
  phone: optionalPhone.default(null),
  side: z
    .enum([...GUEST_SIDES, ''], { error: GUEST_MESSAGES.side })
    .nullable()
    .default(null)
    .transform((value): GuestSide | null => value || null),
  group: z
    .string()
    .trim()
    .max(GUEST_LIMITS.group, { error: GUEST_MESSAGES.groupTooLong })
    .default(''),
  invitedCount: guestInvitedCountSchema.default(1),
  notes: z
    .string()
    .trim()
    .max(GUEST_LIMITS.notes, { error: GUEST_MESSAGES.notesTooLong })
    .default(''),
  /** Left out (an import without the column), the guest's category and table stay as they are. */
  category: guestCategorySchema.optional(),
  table: guestTableSchema.optional(),
  /** Issue 30: the language their personal link opens in; left out, it stays as it is. */
  language: guestLanguageSchema.optional(),
});
export type GuestInput = z.input<typeof guestInputSchema>;
export type GuestValues = z.output<typeof guestInputSchema>;

/** Which round of WhatsApp messages a "sent" mark belongs to. */
export const GUEST_SEND_ROUNDS = ['invite', 'reminder'] as const;
export type GuestSendRound = (typeof GUEST_SEND_ROUNDS)[number];
export const guestSentInputSchema = z.object({
  round: z.enum(GUEST_SEND_ROUNDS, { error: 'Putaran pengiriman tidak dikenal.' }),
});

/** A guest as the couple's dashboard receives it. Only the couple ever sees phone and notes. */
export const guestDtoSchema = z.object({
  id: z.uuid(),
  name: z.string(),
  phone: z.string().nullable(),
  side: z.enum(GUEST_SIDES).nullable(),
  group: z.string(),
  invitedCount: z.number().int(),
  notes: z.string(),
  token: z.string(),
  sentAt: z.iso.datetime().nullable(),
  reminderSentAt: z.iso.datetime().nullable(),
  openedAt: z.iso.datetime().nullable(),
  rsvp: z
    .object({
      attendance: z.enum(ATTENDANCE_VALUES),
      guests: z.number().int(),
      message: z.string(),
      at: z.iso.datetime(),
    })
    .nullable(),
  checkIn: z.object({ at: z.iso.datetime(), people: z.number().int() }).nullable(),
  category: z.enum(GUEST_CATEGORIES),
  table: z.string(),
  language: z.enum(GUEST_LANGUAGES),
  souvenirAt: z.iso.datetime().nullable(),
  createdAt: z.iso.datetime(),
  /** A co-admin's name when one added the guest or last sent their message; null for the couple. */
  addedBy: z.string().nullable(),
  sentBy: z.string().nullable(),
});
export type GuestDto = z.infer<typeof guestDtoSchema>;

/** The invitation a guest list belongs to, as much as the guest pages need. */
export const guestListInvitationSchema = z.object({
  id: z.uuid(),
  slug: z.string().nullable(),
  status: z.enum(INVITATION_STATUSES),
  coupleNames: z.string(),
  eventDate: z.string().nullable(),
  /** The same date in English, for English-speaking guests' messages (issue 30). */
  eventDateEn: z.string().nullable(),
  /** `{PUBLIC_URL}/{slug}`, or null while the couple has not chosen a link. */
  linkBase: z.url().nullable(),
});
export type GuestListInvitation = z.infer<typeof guestListInvitationSchema>;
