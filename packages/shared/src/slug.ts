import { z } from 'zod';

/**
 * Words an invitation link may not take: our own top-level paths (so `/{slug}` never shadows a
 * page) and names people would mistake for us.
 */
export const RESERVED_SLUGS: ReadonlySet<string> = new Set([
  'api',
  'admin',
  'administrator',
  'app',
  'assets',
  'auth',
  'blog',
  'cdn',
  'checkout',
  'dashboard',
  'dev',
  'docs',
  'favicon',
  'forgot-password',
  'forgot-password-info',
  'help',
  'kabar',
  'login',
  'logout',
  'mail',
  'media',
  'pay',
  'pratinjau',
  'register',
  'reset-password',
  'robots',
  'root',
  'sitemap',
  'static',
  'support',
  'terms-of-service',
  'themes-detail',
  'uploads',
  'verify-email',
  'www',
  'undangan',
  'checkin',
  'check-in',
  'i',
  'g',
  's',
]);

export const SLUG_MESSAGES = {
  format: 'Link hanya boleh berisi huruf kecil, angka dan tanda hubung (-), 3 sampai 40 karakter.',
  reserved: 'Link ini tidak dapat dipakai. Silakan pilih link lain.',
  taken: 'Link ini sudah dipakai. Silakan pilih link lain.',
} as const;

const SLUG_PATTERN = /^[a-z0-9](?:[a-z0-9-]{1,38})[a-z0-9]$/;

/** The shape of an invitation link: what the editor accepts and what the page router looks up. */
export function hasSlugShape(slug: string): boolean {
  return SLUG_PATTERN.test(slug) && !slug.includes('--');
}

export function isReservedSlug(slug: string): boolean {
  return RESERVED_SLUGS.has(slug);
}

/** An invitation link as typed: trimmed, then checked; not lower-cased for the couple silently. */
export const invitationSlugSchema = z
  .string({ error: SLUG_MESSAGES.format })
  .trim()
  .refine(hasSlugShape, {
    message: SLUG_MESSAGES.format,
  })
  .refine((slug) => !isReservedSlug(slug), { message: SLUG_MESSAGES.reserved });
