import { z } from 'zod';

/** Valid: 62, then 8, then 8 to 13 more digits (docs/product-rules.md, Validation). */
const NORMALISED_PHONE = /^628\d{8,13}$/;

export const PHONE_EXAMPLES = '081234567890 atau 6281234567890';
export const PHONE_FORMAT_MESSAGE = `Format nomor HP tidak valid. Contoh: ${PHONE_EXAMPLES}`;

/** Strips non-digits, turns a leading 08 into 628; a leading plus goes with the non-digits. */
export function normalizePhone(input: string): string {
  const digits = input.replace(/\D/g, '');
  return digits.startsWith('08') ? `62${digits.slice(1)}` : digits;
}

export function isValidPhone(input: string): boolean {
  return NORMALISED_PHONE.test(normalizePhone(input));
}

/** Accepts any of the usual ways to write an Indonesian mobile number; outputs `628...`. */
export const phoneSchema = z
  .string({ error: PHONE_FORMAT_MESSAGE })
  .transform(normalizePhone)
  .refine((value) => NORMALISED_PHONE.test(value), { message: PHONE_FORMAT_MESSAGE });
