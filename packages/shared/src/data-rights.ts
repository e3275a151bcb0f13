import { z } from 'zod';

/** Decision 043: how long a deletion waits for the couple to change their mind by signing in. */
export const ACCOUNT_DELETION_GRACE_DAYS = 14;
/** How long the mailed link to a data archive works; the archive is erased after it. */
export const DATA_EXPORT_LINK_HOURS = 72;
/** Guests' phone numbers are erased this long after the last event, unless configured. */
export const GUEST_PHONE_RETENTION_DAYS = 180;
/** What the couple types to confirm, so a stray tap never starts a deletion. */
export const ACCOUNT_DELETION_WORD = 'HAPUS';

const DAY_MS = 24 * 60 * 60 * 1000;

export const DATA_RIGHTS_MESSAGES = {
  confirmWord: `Ketik ${ACCOUNT_DELETION_WORD} untuk mengonfirmasi penghapusan akun.`,
  exportQueued:
    'Arsip data sedang disiapkan. Tautan unduhan akan dikirim ke email Anda dalam beberapa menit.',
  exportBusy: 'Arsip data Anda masih disiapkan. Tunggu email dari kami, lalu coba lagi.',
  exportGone:
    'Tautan unduhan ini sudah kedaluwarsa atau tidak dikenal. Minta arsip baru dari Profil.',
  deletionScheduled: (date: string) =>
    `Akun dijadwalkan untuk dihapus pada ${date}. Masuk lagi sebelum tanggal itu untuk membatalkan.`,
  deletionCancelled: 'Penghapusan akun dibatalkan. Selamat datang kembali!',
  operatorEmailMismatch: 'Ketik email pengguna persis untuk mengonfirmasi penghapusan.',
  operatorSelf: 'Operator tidak dapat menghapus akunnya sendiri dari konsol.',
} as const;

export const accountDeletionInputSchema = z.object({
  confirmation: z
    .string({ error: DATA_RIGHTS_MESSAGES.confirmWord })
    .trim()
    .refine((value) => value.toUpperCase() === ACCOUNT_DELETION_WORD, {
      error: DATA_RIGHTS_MESSAGES.confirmWord,
    }),
});
export type AccountDeletionInput = z.infer<typeof accountDeletionInputSchema>;

export const accountDeletionSchema = z.object({ deletion_due_at: z.string() });

/** When a deletion asked for at `now` is carried out. */
export function deletionDueAt(now: Date): Date {
  return new Date(now.getTime() + ACCOUNT_DELETION_GRACE_DAYS * DAY_MS);
}

/**
 * Whether an invitation's guests' phone numbers are due for erasure: `retentionDays` after its last
 * event ended. An invitation without a dated event keeps them (there is no wedding to count from).
 */
export function guestPhonesDue(lastEventEnd: Date | null, now: Date, retentionDays: number) {
  return lastEventEnd !== null && now.getTime() >= lastEventEnd.getTime() + retentionDays * DAY_MS;
}

export const adminUserDeletionInputSchema = z.object({
  email: z.string({ error: DATA_RIGHTS_MESSAGES.operatorEmailMismatch }).trim().min(1, {
    error: DATA_RIGHTS_MESSAGES.operatorEmailMismatch,
  }),
});

export const MODERATION_DECISIONS = ['hide', 'keep'] as const;
export const moderationDecisionSchema = z.object({ decision: z.enum(MODERATION_DECISIONS) });

export const moderationItemSchema = z.object({
  kind: z.enum(['photo', 'wish']),
  id: z.string(),
  invitation_slug: z.string().nullable(),
  sender_name: z.string(),
  /** The wish's words, or the photo's smallest picture. */
  message: z.string().nullable(),
  photo_url: z.string().nullable(),
  reports: z.number().int(),
  created_at: z.string(),
});
export type ModerationItem = z.infer<typeof moderationItemSchema>;
