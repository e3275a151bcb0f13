import { z } from 'zod';

/**
 * How important a guest is at the door. The keys never change; the couple may rename what each is
 * called (a family says "Keluarga Inti" rather than VVIP), so labels live per invitation.
 */
export const GUEST_CATEGORIES = ['vvip', 'vip', 'reguler'] as const;
export type GuestCategory = (typeof GUEST_CATEGORIES)[number];
export type GuestCategoryLabels = Record<GuestCategory, string>;

export const DEFAULT_CATEGORY_LABELS: GuestCategoryLabels = {
  vvip: 'VVIP',
  vip: 'VIP',
  reguler: 'Reguler',
};

/** The categories whose arrival the family is alerted to. */
export const isImportantCategory = (category: GuestCategory) => category !== 'reguler';

export const GUEST_TABLE_MAX = 30;
export const GUEST_CATEGORY_MESSAGES = {
  category: 'Pilih kategori VVIP, VIP atau Reguler.',
  tableTooLong: `Meja atau area maksimal ${GUEST_TABLE_MAX} karakter.`,
  labelRequired: 'Nama kategori wajib diisi.',
  labelTooLong: 'Nama kategori maksimal 20 karakter.',
  unknownWord: (value: string) =>
    `Kategori "${value}" tidak dikenal. Tulis VVIP, VIP atau Reguler, atau kosongkan.`,
} as const;

export const guestCategorySchema = z.enum(GUEST_CATEGORIES, {
  error: GUEST_CATEGORY_MESSAGES.category,
});

export const guestTableSchema = z
  .string({ error: GUEST_CATEGORY_MESSAGES.tableTooLong })
  .trim()
  .max(GUEST_TABLE_MAX, { error: GUEST_CATEGORY_MESSAGES.tableTooLong });

const categoryLabel = z
  .string({ error: GUEST_CATEGORY_MESSAGES.labelRequired })
  .trim()
  .min(1, { error: GUEST_CATEGORY_MESSAGES.labelRequired })
  .max(20, { error: GUEST_CATEGORY_MESSAGES.labelTooLong });

export const guestCategoryLabelsSchema = z.object({
  vvip: categoryLabel,
  vip: categoryLabel,
  reguler: categoryLabel,
});

const squash = (value: string) => value.toLowerCase().replace(/[^a-z0-9]/g, '');
const CATEGORY_WORDS: Record<string, GuestCategory> = {
  vvip: 'vvip',
  vip: 'vip',
  reguler: 'reguler',
  regular: 'reguler',
  biasa: 'reguler',
  umum: 'reguler',
};

/**
 * A category as typed in a spreadsheet: the default words, or what the couple renamed them to.
 * Null for an empty cell (nothing to change); undefined when the word is not recognised.
 */
export function parseGuestCategory(
  value: string,
  labels: GuestCategoryLabels = DEFAULT_CATEGORY_LABELS,
): GuestCategory | null | undefined {
  const word = squash(value);
  if (word === '') return null;
  const renamed = GUEST_CATEGORIES.find((category) => squash(labels[category]) === word);
  return renamed ?? CATEGORY_WORDS[word];
}

/** "VIP · Meja 5", what the desk and the guest's pass show; empty for a Reguler without table. */
export function guestSeatLine(
  category: GuestCategory,
  table: string,
  labels: GuestCategoryLabels = DEFAULT_CATEGORY_LABELS,
): string {
  return [category === 'reguler' ? '' : labels[category], table].filter(Boolean).join(' · ');
}
