import { z } from 'zod';
import { envelopeAccountSchema } from './envelope-accounts';
import { GUEST_COPY } from './guest-copy';

export const GIFT_KINDS = ['amplop', 'kado', 'transfer'] as const;
export type GiftKind = (typeof GIFT_KINDS)[number];
export const GIFT_KIND_LABELS: Record<GiftKind, string> = {
  amplop: 'Amplop',
  kado: 'Kado',
  transfer: 'Transfer',
};

export const GIFT_MAX_AMOUNT = 1_000_000_000;

export const GIFT_MESSAGES = {
  kind: 'Pilih jenis: amplop, kado atau transfer.',
  amount: `Nominal harus angka rupiah 0 sampai ${GIFT_MAX_AMOUNT.toLocaleString('id-ID')}.`,
  from: 'Pilih tamu atau tulis nama pemberi.',
  fromTooLong: 'Nama pemberi maksimal 50 karakter.',
  description: 'Keterangan maksimal 200 karakter.',
  empty: 'Isi nominal atau keterangan hadiah.',
} as const;

/** '150.000', 'Rp 150.000', '150000' all mean 150000 rupiah; money is whole rupiah only. */
export function parseRupiahInput(value: string | number | null | undefined): number | null {
  if (value === null || value === undefined) return null;
  if (typeof value === 'number') return value;
  const cleaned = value.replace(/^\s*rp\.?\s*/i, '').replace(/[.\s]/g, '');
  if (cleaned === '') return null;
  if (!/^\d+$/.test(cleaned)) return Number.NaN;
  return Number(cleaned);
}

/** Whole rupiah as typed ('150.000', 'Rp 150.000'), or none. */
const giftAmountSchema = z
  .union([z.string(), z.number(), z.null()])
  .default(null)
  .transform(parseRupiahInput)
  .refine(
    (amount) =>
      amount === null || (Number.isInteger(amount) && amount >= 0 && amount <= GIFT_MAX_AMOUNT),
    { error: GIFT_MESSAGES.amount },
  );

/**
 * An envelope or gift, for a guest on the list or for someone who is not (a plus-one, a colleague
 * who came without an invitation). Either an amount or a description is needed.
 */
export const giftInputSchema = z
  .object({
    guestId: z.uuid().nullable().default(null),
    fromName: z.string().trim().max(50, { error: GIFT_MESSAGES.fromTooLong }).default(''),
    kind: z.enum(GIFT_KINDS, { error: GIFT_MESSAGES.kind }),
    amount: giftAmountSchema,
    description: z.string().trim().max(200, { error: GIFT_MESSAGES.description }).default(''),
  })
  .refine((gift) => gift.guestId !== null || gift.fromName !== '', {
    error: GIFT_MESSAGES.from,
    path: ['fromName'],
  })
  .refine((gift) => gift.amount !== null || gift.description !== '', {
    error: GIFT_MESSAGES.empty,
    path: ['amount'],
  });
export type GiftInput = z.input<typeof giftInputSchema>;
export type GiftValues = z.output<typeof giftInputSchema>;

/**
 * A gift the couple noted is confirmed; one a guest reported ("Sudah kirim") waits until the couple
 * checks it against their own statement, then is confirmed or rejected.
 */
export const GIFT_STATUSES = ['waiting', 'confirmed', 'rejected'] as const;
export type GiftStatus = (typeof GIFT_STATUSES)[number];
export const GIFT_STATUS_LABELS: Record<GiftStatus, string> = {
  waiting: 'Menunggu dicek',
  confirmed: 'Dikonfirmasi',
  rejected: 'Ditolak',
};

export const giftStatusInputSchema = z.object({
  status: z.enum(['confirmed', 'rejected'], { error: 'Pilih konfirmasi atau tolak.' }),
});

export const GIFT_SENT_MESSAGES = {
  saved: GUEST_COPY.id.gift.saved,
  note: 'Catatan maksimal 200 karakter.',
  closed: GUEST_COPY.id.gift.closed,
  tooMany: GUEST_COPY.id.gift.tooMany,
} as const;

/** A guest's "Sudah kirim": their name (a personal link names them), an optional amount and note. */
export const giftSentInputSchema = z.object({
  g: z.string().max(100).optional(),
  name: z.string().trim().max(50, { error: GIFT_MESSAGES.fromTooLong }).default(''),
  amount: giftAmountSchema,
  note: z.string().trim().max(200, { error: GIFT_SENT_MESSAGES.note }).default(''),
});
export type GiftSentInput = z.input<typeof giftSentInputSchema>;

export const giftDtoSchema = z.object({
  id: z.uuid(),
  status: z.enum(GIFT_STATUSES),
  guestId: z.uuid().nullable(),
  fromName: z.string(),
  kind: z.enum(GIFT_KINDS),
  amount: z.number().int().nullable(),
  description: z.string(),
  receivedAt: z.iso.datetime(),
});
export type GiftDto = z.infer<typeof giftDtoSchema>;

const countAndAmount = z.object({ count: z.number().int(), amount: z.number().int() });
export const giftTotalsSchema = countAndAmount.extend({
  byKind: z.record(z.enum(GIFT_KINDS), countAndAmount),
});
export type GiftTotals = z.infer<typeof giftTotalsSchema>;

/** GET /api/invitations/:invitationId/gifts. */
export const giftLedgerSchema = z.object({
  gifts: z.array(giftDtoSchema),
  totals: giftTotalsSchema,
});

/** Totals of what the couple holds: a guest's report counts once the couple confirmed it. */
export function totalGifts(
  gifts: (Pick<GiftDto, 'kind' | 'amount'> & { status?: GiftStatus })[],
): GiftTotals {
  const byKind = Object.fromEntries(
    GIFT_KINDS.map((kind) => [kind, { count: 0, amount: 0 }]),
  ) as GiftTotals['byKind'];
  let amount = 0;
  let count = 0;
  for (const gift of gifts) {
    if (gift.status && gift.status !== 'confirmed') continue;
    count++;
    byKind[gift.kind].count++;
    byKind[gift.kind].amount += gift.amount ?? 0;
    amount += gift.amount ?? 0;
  }
  return { count, amount, byKind };
}

export const GIFT_ADDRESS_MAX = 500;
export const GIFT_ADDRESS_MESSAGES = {
  tooLong: `Alamat kirim kado maksimal ${GIFT_ADDRESS_MAX} karakter.`,
  saved: 'Alamat kirim kado disimpan.',
  removed: 'Alamat kirim kado dihapus.',
} as const;

/**
 * Where guests may send a parcel (issue 29): shown only to guests on their personal link, never
 * on the open link, so it is kept apart from the invitation's content. Empty removes it.
 */
export const giftAddressInputSchema = z.object({
  address: z
    .string({ error: GIFT_ADDRESS_MESSAGES.tooLong })
    .trim()
    .max(GIFT_ADDRESS_MAX, { error: GIFT_ADDRESS_MESSAGES.tooLong }),
});
export type GiftAddressInput = z.input<typeof giftAddressInputSchema>;

/** The couple's envelope settings beyond the form: the QRIS merchant and the gift address. */
export const envelopeSettingsSchema = z.object({
  merchantName: z.string().nullable(),
  address: z.string(),
});
export type EnvelopeSettings = z.infer<typeof envelopeSettingsSchema>;

/**
 * A guest's view of the envelope (GET /api/gifts/:slug): the accounts, whether a QRIS is there,
 * and the gift address only when the request carries a valid personal link.
 */
export const guestEnvelopeSchema = z.object({
  accounts: z.array(envelopeAccountSchema),
  merchantName: z.string().nullable(),
  address: z.string().nullable(),
  guestName: z.string().nullable(),
});
export type GuestEnvelope = z.infer<typeof guestEnvelopeSchema>;
