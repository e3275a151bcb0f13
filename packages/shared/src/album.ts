import { z } from 'zod';
import { GUEST_COPY } from './guest-copy';
import { rsvpNameSchema } from './rsvp';

/** docs/security.md #47: a guest's photo may be 15 MiB; one byte more is refused. */
export const GUEST_PHOTO_MAX_BYTES = 15 * 1024 * 1024;
/** Photos one guest (a personal link, or one typed name) may add to one invitation. */
export const GUEST_PHOTOS_PER_GUEST = 30;
export const GUEST_PHOTO_ACCEPT = 'image/jpeg,image/png,image/webp';
export const THANK_YOU_NOTE_MAX = 600;

export const GUEST_PHOTO_STATUSES = ['pending', 'shown', 'hidden'] as const;
export type GuestPhotoStatus = (typeof GUEST_PHOTO_STATUSES)[number];
export const GUEST_PHOTO_STATUS_LABELS: Record<GuestPhotoStatus, string> = {
  pending: 'Menunggu persetujuan',
  shown: 'Ditampilkan',
  hidden: 'Disembunyikan',
};

const photos = GUEST_COPY.id.photos;

/** Guests' words come from the guest copy catalogue (issue 30); the couple's stay here. */
export const ALBUM_MESSAGES = {
  tooLarge: photos.tooLarge,
  heic: photos.heic,
  wrongType: photos.wrongType,
  unreadable: photos.unreadable,
  noFile: photos.noFile,
  name: photos.name,
  closed: photos.closed,
  perGuest: photos.perGuest(GUEST_PHOTOS_PER_GUEST),
  perInvitation: photos.perInvitation,
  tooMany: photos.tooMany,
  uploadedShown: photos.uploadedShown,
  uploadedPending: photos.uploadedPending,
  reported: 'Terima kasih, laporan Anda kami teruskan ke pasangan.',
  notFound: 'Foto tidak ditemukan.',
  wallNotFound: 'Tautan layar foto ini sudah tidak berlaku. Minta tautan baru ke pasangan.',
  thankYouTooLong: `Ucapan terima kasih maksimal ${THANK_YOU_NOTE_MAX} karakter.`,
} as const;

/** What a guest types beside their photos on the open link (a personal link names them). */
export const guestPhotoSenderSchema = z.object({ name: rsvpNameSchema });

export const guestPhotoDtoSchema = z.object({
  id: z.uuid(),
  senderName: z.string(),
  guestId: z.uuid().nullable(),
  status: z.enum(GUEST_PHOTO_STATUSES),
  reports: z.number().int(),
  width: z.number().int(),
  height: z.number().int(),
  /** The largest variant and the smallest, for the wall and for grids. */
  url: z.string(),
  thumbUrl: z.string(),
  createdAt: z.iso.datetime(),
});
export type GuestPhotoDto = z.infer<typeof guestPhotoDtoSchema>;

export const albumSettingsInputSchema = z.object({
  approvalRequired: z.boolean(),
  thankYouNote: z
    .string()
    .trim()
    .max(THANK_YOU_NOTE_MAX, { error: ALBUM_MESSAGES.thankYouTooLong }),
});
export type AlbumSettingsInput = z.input<typeof albumSettingsInputSchema>;

export const albumDtoSchema = albumSettingsInputSchema.extend({
  /** Where the open link's guests upload (the QR poster points here). */
  uploadUrl: z.string(),
  /** The live wall's address while a wall link exists. */
  wallUrl: z.string().nullable(),
  /** The album's size limit by the couple's plan; 0 means their plan has no guest album. */
  limit: z.number().int(),
  photos: z.array(guestPhotoDtoSchema),
});
export type AlbumDto = z.infer<typeof albumDtoSchema>;

export const guestPhotoStatusInputSchema = z.object({
  status: z.enum(['shown', 'hidden'], { error: 'Pilih tampilkan atau sembunyikan.' }),
});

/** What the live wall reads: the invitation's title and its shown photos, newest first. */
export const wallPhotosSchema = z.object({
  title: z.string(),
  photos: z.array(guestPhotoDtoSchema.pick({ id: true, senderName: true, url: true })),
});
export type WallPhotos = z.infer<typeof wallPhotosSchema>;
