import { z } from 'zod';
import { sessionCountsSchema } from './door-sessions';
import { CHECKIN_MESSAGES } from './checkin';
import {
  GUEST_CATEGORIES,
  guestCategoryLabelsSchema,
  guestCategorySchema,
  guestTableSchema,
} from './guest-category';
import { GUEST_COPY } from './guest-copy';
import { guestLanguageSchema } from './guest-language';
import { guestNameSchema, GUEST_LIMITS, GUEST_SIDES } from './guests';

/** Issue 28: what happens at the door beyond the scan. Every message here is shown as written. */
export const DOOR_MESSAGES = {
  screenLinkInvalid: GUEST_COPY.id.greeting.linkInvalid,
  notArrived: 'Tamu ini belum check-in. Catat kedatangannya dulu, baru berikan suvenir.',
  souvenirTwice: 'Suvenir untuk tamu ini sudah diberikan. Tidak dihitung dua kali.',
  unknownGuest: CHECKIN_MESSAGES.guestUnknown,
  nobodyToDraw: 'Tidak ada tamu yang bisa diundi: semua tamu yang datang sudah pernah terpilih.',
  stockRange: 'Stok suvenir harus angka 0 sampai 100.000.',
  walkInNotFound: 'Tamu tidak terdaftar ini tidak ditemukan.',
  walkInMerged: 'Tamu tidak terdaftar ini sudah digabungkan.',
  guestAlreadyArrived: 'Tamu di daftar ini sudah check-in. Pilih tamu yang belum datang.',
  prizeTooLong: 'Nama hadiah maksimal 60 karakter.',
} as const;

/** Counted apart from the list in arrivals, the control room and exports. */
export const WALK_IN_LABEL = 'tamu tidak terdaftar';

/** The couple's settings for the day: what each category is called and how many souvenirs. */
export const doorSettingsInputSchema = z.object({
  categoryLabels: guestCategoryLabelsSchema,
  souvenirStock: z.coerce
    .number({ error: DOOR_MESSAGES.stockRange })
    .int({ error: DOOR_MESSAGES.stockRange })
    .min(0, { error: DOOR_MESSAGES.stockRange })
    .max(100_000, { error: DOOR_MESSAGES.stockRange })
    .nullable(),
});
export type DoorSettingsInput = z.input<typeof doorSettingsInputSchema>;

export const souvenirCountsSchema = z.object({
  stock: z.number().int().nullable(),
  given: z.number().int(),
  /** Null while the couple has not set a stock. */
  left: z.number().int().nullable(),
});
export type SouvenirCounts = z.infer<typeof souvenirCountsSchema>;

export const doorSettingsDtoSchema = z.object({
  categoryLabels: guestCategoryLabelsSchema,
  souvenirs: souvenirCountsSchema,
});
export type DoorSettingsDto = z.infer<typeof doorSettingsDtoSchema>;

const actionId = z
  .string()
  .regex(/^[A-Za-z0-9_-]{8,64}$/, { error: 'Kode pemindaian tidak valid.' });
const actionTime = z.iso.datetime({ offset: true, error: 'Waktu pemindaian tidak valid.' });

/**
 * A desk action other than a scan, made on the helper's phone and queued like scans: `scanId` is
 * the phone's own id for it, so a resend after a lost answer is counted once.
 */
export const deskActionSchema = z.discriminatedUnion(
  'kind',
  [
    z.object({
      kind: z.literal('walk_in'),
      scanId: actionId,
      name: guestNameSchema,
      people: z.coerce
        .number({ error: CHECKIN_MESSAGES.peopleRange })
        .int({ error: CHECKIN_MESSAGES.peopleRange })
        .min(1, { error: CHECKIN_MESSAGES.peopleRange })
        .max(GUEST_LIMITS.maxInvited * 2, { error: CHECKIN_MESSAGES.peopleRange }),
      side: z
        .enum(GUEST_SIDES, { error: 'Pilih pihak Mempelai Wanita atau Mempelai Pria.' })
        .nullable(),
      at: actionTime,
    }),
    z.object({
      kind: z.literal('souvenir'),
      scanId: actionId,
      guestId: z.uuid({ error: DOOR_MESSAGES.unknownGuest }),
      at: actionTime,
    }),
  ],
  { error: 'Jenis catatan meja tidak dikenal.' },
);
export type DeskAction = z.infer<typeof deskActionSchema>;
export const deskActionsInputSchema = z.object({
  actions: z.array(deskActionSchema).min(1).max(200),
});

export const DESK_ACTION_STATUSES = [
  'recorded',
  'already_recorded',
  'not_arrived',
  'unknown_guest',
] as const;
export type DeskActionStatus = (typeof DESK_ACTION_STATUSES)[number];

export const deskActionResultSchema = z.object({
  scanId: z.string(),
  kind: z.enum(['walk_in', 'souvenir']),
  status: z.enum(DESK_ACTION_STATUSES),
  /** The walk-in's or the guest's name, for the helper's confirmation. */
  name: z.string().nullable(),
});
export type DeskActionResult = z.infer<typeof deskActionResultSchema>;

export const deskActionsResultDtoSchema = z.object({
  results: z.array(deskActionResultSchema),
  souvenirs: souvenirCountsSchema,
});
export type DeskActionsResultDto = z.infer<typeof deskActionsResultDtoSchema>;

/** What the greeting screen shows for one arrival or draw: never a phone, side or notes. */
export const GREETING_KINDS = ['guest', 'walk_in', 'prize'] as const;
export type GreetingKind = (typeof GREETING_KINDS)[number];
export const greetingSchema = z.object({
  id: z.number().int(),
  kind: z.enum(GREETING_KINDS),
  name: z.string(),
  table: z.string(),
  /** For a draw: what was won. */
  prize: z.string(),
  at: z.iso.datetime(),
});
export type Greeting = z.infer<typeof greetingSchema>;

export const screenGreetingsDtoSchema = z.object({
  greetings: z.array(greetingSchema),
  /** The cursor to ask from next time. */
  lastId: z.number().int(),
});
export type ScreenGreetingsDto = z.infer<typeof screenGreetingsDtoSchema>;

export const screenGreetingsQuerySchema = z.object({
  after: z.coerce.number({ error: 'Urutan sapaan tidak valid.' }).int().min(0).default(0),
});

/** `GET /api/screen/:code`: the invitation's look and photos, and where the greetings stand. */
export const screenDtoSchema = z.object({
  coupleNames: z.string(),
  eventDate: z.string().nullable(),
  /** The same date in English, for a screen opened with `?lang=en` (issue 30). */
  eventDateEn: z.string().nullable(),
  look: z.object({ bg: z.string(), ink: z.string(), accent: z.string(), muted: z.string() }),
  photos: z.array(z.string()),
  lastId: z.number().int(),
});
export type ScreenDto = z.infer<typeof screenDtoSchema>;

export const walkInDtoSchema = z.object({
  id: z.uuid(),
  name: z.string(),
  people: z.number().int(),
  side: z.enum(GUEST_SIDES).nullable(),
  arrivedAt: z.iso.datetime(),
  mergedInto: z.object({ id: z.uuid(), name: z.string() }).nullable(),
});
export type WalkInDto = z.infer<typeof walkInDtoSchema>;

export const walkInMergeInputSchema = z.object({
  guestId: z.uuid({ error: 'Pilih tamu di daftar.' }),
});

export const doorPrizeDrawInputSchema = z.object({
  prize: z.string().trim().max(60, { error: DOOR_MESSAGES.prizeTooLong }).default(''),
  showOnScreen: z.boolean().default(true),
});
export type DoorPrizeDrawInput = z.input<typeof doorPrizeDrawInputSchema>;

export const doorPrizeDrawDtoSchema = z.object({
  id: z.uuid(),
  guestId: z.uuid().nullable(),
  name: z.string(),
  prize: z.string(),
  drawnAt: z.iso.datetime(),
});
export type DoorPrizeDrawDto = z.infer<typeof doorPrizeDrawDtoSchema>;

const sideCountsSchema = z.object({
  side: z.enum(GUEST_SIDES).nullable(),
  arrivedPeople: z.number().int(),
  arrivedGuests: z.number().int(),
  expectedPeople: z.number().int(),
  walkInPeople: z.number().int(),
});

const roomGuestSchema = z.object({
  id: z.uuid(),
  name: z.string(),
  category: z.enum(GUEST_CATEGORIES),
  table: z.string(),
  at: z.iso.datetime().nullable(),
  people: z.number().int().nullable(),
});
export type RoomGuest = z.infer<typeof roomGuestSchema>;

/** `GET /api/invitations/:id/control-room`: the family's live view of the door. */
export const controlRoomDtoSchema = z.object({
  /** The side a side manager sees; null for everyone else. */
  side: z.enum(GUEST_SIDES).nullable(),
  categoryLabels: guestCategoryLabelsSchema,
  sides: z.array(sideCountsSchema),
  walkIns: z.object({ count: z.number().int(), people: z.number().int() }),
  vips: z.object({ arrived: z.array(roomGuestSchema), waiting: z.array(roomGuestSchema) }),
  latest: z.array(
    z.object({
      id: z.string(),
      kind: z.enum(['guest', 'walk_in']),
      name: z.string(),
      category: z.enum(GUEST_CATEGORIES).nullable(),
      table: z.string(),
      at: z.iso.datetime(),
      people: z.number().int(),
    }),
  ),
  souvenirs: souvenirCountsSchema,
  /** Per session, when an event is split (issue 27); empty otherwise. */
  sessions: z.array(sessionCountsSchema),
});
export type ControlRoomDto = z.infer<typeof controlRoomDtoSchema>;

/** Several guests at once: a category, a table, a language, or more, for every guest chosen. */
export const guestSeatingInputSchema = z
  .object({
    guestIds: z
      .array(z.uuid({ error: 'Tamu tidak ditemukan.' }))
      .min(1, { error: 'Pilih paling sedikit satu tamu.' })
      .max(GUEST_LIMITS.maxGuests),
    category: guestCategorySchema.optional(),
    table: guestTableSchema.optional(),
    /** Issue 30: the language their personal links open in and their messages are written in. */
    language: guestLanguageSchema.optional(),
  })
  .refine(
    (input) =>
      input.category !== undefined || input.table !== undefined || input.language !== undefined,
    { error: 'Pilih kategori, bahasa, atau isi meja yang akan diterapkan.', path: ['category'] },
  );
export type GuestSeatingInput = z.input<typeof guestSeatingInputSchema>;
