import { z } from 'zod';
import { GUEST_LIMITS } from './guests';

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

export type CheckinResultStatus = 'checked_in' | 'already_checked_in' | 'unknown_guest';

/** What the helper's phone gets back per arrival: names and arrivals only, never a phone. */
export interface CheckinResult {
  scanId: string;
  status: CheckinResultStatus;
  guest: CheckinGuest | null;
}

/** A guest as the helpers see them. `scanKey` lets the phone match a QR offline without tokens. */
export interface CheckinGuest {
  id: string;
  name: string;
  invitedCount: number;
  scanKey: string;
  checkedInAt: string | null;
  people: number | null;
}

export interface ArrivalCounts {
  guests: number;
  arrivedGuests: number;
  invitedPeople: number;
  arrivedPeople: number;
}

/** A helper's link as the couple's dashboard lists it; the code is the link's secret. */
export interface CheckinLinkDto {
  id: string;
  label: string;
  code: string;
  createdAt: string;
  revokedAt: string | null;
  lastUsedAt: string | null;
}

/** `GET /api/checkin/:code`: what a helper's phone loads, and keeps for use without a connection. */
export interface CheckinDeskDto {
  label: string;
  coupleNames: string;
  eventDate: string | null;
  counts: ArrivalCounts;
  /** People the RSVP answers say will come, counted as the couple's answers page counts them. */
  expectedPeople: number;
  guests: CheckinGuest[];
}

/** `GET /api/checkin/:code/arrivals`: the helpers' poll, arrivals from every phone. */
export interface CheckinArrivalsDto {
  counts: ArrivalCounts;
  expectedPeople: number;
  arrivals: { id: string; checkedInAt: string; people: number }[];
}

/** `POST /api/checkin/:code/arrivals`: one result per scan, and the totals after them. */
export interface CheckinArrivalsResultDto {
  results: CheckinResult[];
  counts: ArrivalCounts;
}

/** `GET /api/invitations/:id/arrivals`: the couple's counter and the latest arrivals by name. */
export interface ArrivalsDto {
  counts: ArrivalCounts;
  recent: { id: string; name: string; at: string; people: number }[];
}

/**
 * The first 16 bytes of SHA-256(token) as base64url. Helpers' phones get these instead of the
 * tokens, so the name list they download cannot be used to answer anyone's RSVP.
 */
export const SCAN_KEY_LENGTH = 22;
