import { z } from 'zod';
import { doorSessionSchema } from './door-sessions';
import { GUEST_LIMITS } from './guests';
import { GUEST_CATEGORIES } from './guest-category';

export const CHECKIN_MESSAGES = {
  linkInvalid: 'Link check-in tidak berlaku. Minta link baru kepada mempelai.',
  guestUnknown: 'QR ini bukan untuk undangan ini.',
  peopleRange: `Jumlah orang yang datang harus 1 sampai ${GUEST_LIMITS.maxInvited * 2}.`,
  labelRequired: 'Nama petugas atau meja wajib diisi.',
  labelTooLong: 'Nama petugas atau meja maksimal 40 karakter.',
} as const;

/** A check-in link for the couple's helpers, named so the couple knows which one to revoke. */
export const checkinLinkInputSchema = z.object({
  label: z
    .string({ error: CHECKIN_MESSAGES.labelRequired })
    .trim()
    .min(1, { error: CHECKIN_MESSAGES.labelRequired })
    .max(40, { error: CHECKIN_MESSAGES.labelTooLong }),
});
export type CheckinLinkInput = z.infer<typeof checkinLinkInputSchema>;

/** 16 random bytes as base64url: the helpers' access code in `/checkin/{code}`. */
export const CHECKIN_CODE_PATTERN = /^[A-Za-z0-9_-]{22}$/;

/**
 * One arrival as the helper's phone records it. `scanId` is made on the phone, so a scan queued
 * offline and sent twice (a lost answer, a retry) is still counted once. The guest is named either
 * by the token read from their QR or, when searched by name, by id.
 */
export const checkinArrivalSchema = z
  .object({
    scanId: z.string().regex(/^[A-Za-z0-9_-]{8,64}$/, { error: 'Kode pemindaian tidak valid.' }),
    token: z.string().max(100).optional(),
    guestId: z.uuid().optional(),
    people: z.coerce
      .number({ error: CHECKIN_MESSAGES.peopleRange })
      .int({ error: CHECKIN_MESSAGES.peopleRange })
      .min(1, { error: CHECKIN_MESSAGES.peopleRange })
      .max(GUEST_LIMITS.maxInvited * 2, { error: CHECKIN_MESSAGES.peopleRange }),
    /** When the helper pressed the button, which may be long before an offline queue is sent. */
    scannedAt: z.iso.datetime({ offset: true, error: 'Waktu pemindaian tidak valid.' }),
  })
  .refine((arrival) => !!arrival.token !== !!arrival.guestId, {
    error: 'Sebutkan QR tamu atau pilih tamu dari daftar.',
    path: ['token'],
  });
export type CheckinArrival = z.infer<typeof checkinArrivalSchema>;

export const checkinArrivalsInputSchema = z.object({
  arrivals: z.array(checkinArrivalSchema).min(1).max(200),
});

export const CHECKIN_RESULT_STATUSES = [
  'checked_in',
  'already_checked_in',
  'unknown_guest',
] as const;
export type CheckinResultStatus = (typeof CHECKIN_RESULT_STATUSES)[number];

/** A guest as the helpers see them. `scanKey` lets the phone match a QR offline without tokens. */
export const checkinGuestSchema = z.object({
  id: z.uuid(),
  name: z.string(),
  invitedCount: z.number().int(),
  scanKey: z.string(),
  checkedInAt: z.iso.datetime().nullable(),
  people: z.number().int().nullable(),
  /** Shown after a scan, so the helper can walk a VIP to their table. */
  category: z.enum(GUEST_CATEGORIES),
  table: z.string(),
  souvenirGiven: z.boolean(),
  /** The sessions the guest is invited to (issue 27); absent in lists saved before sessions. */
  sessionIds: z.array(z.string()).optional(),
});
export type CheckinGuest = z.infer<typeof checkinGuestSchema>;

/** What the helper's phone gets back per arrival: names and arrivals only, never a phone. */
export const checkinResultSchema = z.object({
  scanId: z.string(),
  status: z.enum(CHECKIN_RESULT_STATUSES),
  guest: checkinGuestSchema.nullable(),
});
export type CheckinResult = z.infer<typeof checkinResultSchema>;

export const arrivalCountsSchema = z.object({
  guests: z.number().int(),
  arrivedGuests: z.number().int(),
  invitedPeople: z.number().int(),
  arrivedPeople: z.number().int(),
});
export type ArrivalCounts = z.infer<typeof arrivalCountsSchema>;

/** A helper's link as the couple's dashboard lists it; the code is the link's secret. */
export const checkinLinkDtoSchema = z.object({
  id: z.uuid(),
  label: z.string(),
  code: z.string(),
  createdAt: z.iso.datetime(),
  revokedAt: z.iso.datetime().nullable(),
  lastUsedAt: z.iso.datetime().nullable(),
});
export type CheckinLinkDto = z.infer<typeof checkinLinkDtoSchema>;

/** `GET /api/checkin/:code`: what a helper's phone loads, and keeps for use without a connection. */
export const checkinDeskDtoSchema = z.object({
  label: z.string(),
  coupleNames: z.string(),
  eventDate: z.string().nullable(),
  counts: arrivalCountsSchema,
  /** People the RSVP answers say will come, counted as the couple's answers page counts them. */
  expectedPeople: z.number().int(),
  guests: z.array(checkinGuestSchema),
  categoryLabels: z.object({ vvip: z.string(), vip: z.string(), reguler: z.string() }),
  /** Every session of a split event, so the desk knows which one is on now (issue 27). */
  sessions: z.array(doorSessionSchema),
});
export type CheckinDeskDto = z.infer<typeof checkinDeskDtoSchema>;

/** `GET /api/checkin/:code/arrivals`: the helpers' poll, arrivals from every phone. */
export const checkinArrivalsDtoSchema = z.object({
  counts: arrivalCountsSchema,
  expectedPeople: z.number().int(),
  arrivals: z.array(
    z.object({ id: z.uuid(), checkedInAt: z.iso.datetime(), people: z.number().int() }),
  ),
});
export type CheckinArrivalsDto = z.infer<typeof checkinArrivalsDtoSchema>;

/** `POST /api/checkin/:code/arrivals`: one result per scan, and the totals after them. */
export const checkinArrivalsResultDtoSchema = z.object({
  results: z.array(checkinResultSchema),
  counts: arrivalCountsSchema,
});
export type CheckinArrivalsResultDto = z.infer<typeof checkinArrivalsResultDtoSchema>;

/** `GET /api/invitations/:id/arrivals`: the couple's counter and the latest arrivals by name. */
export const arrivalsDtoSchema = z.object({
  counts: arrivalCountsSchema,
  recent: z.array(
    z.object({ id: z.uuid(), name: z.string(), at: z.iso.datetime(), people: z.number().int() }),
  ),
});
export type ArrivalsDto = z.infer<typeof arrivalsDtoSchema>;

/**
 * The first 16 bytes of SHA-256(token) as base64url. Helpers' phones get these instead of the
 * tokens, so the name list they download cannot be used to answer anyone's RSVP.
 */
export const SCAN_KEY_LENGTH = 22;
