import { z } from 'zod';

/**
 * The languages guests read their invitation in (issue 30, decision 042). Indonesian is the
 * default everywhere; English is chosen per guest, by `?lang=en`, or by a browser that asks for
 * English and not Indonesian.
 */
export const GUEST_LANGUAGES = ['id', 'en'] as const;
export type GuestLanguage = (typeof GUEST_LANGUAGES)[number];
export const DEFAULT_GUEST_LANGUAGE: GuestLanguage = 'id';

/** A guest's language as the couple sets it: the form, the bulk edit (one message for both). */
export const guestLanguageSchema = z.enum(GUEST_LANGUAGES, {
  error: 'Pilih bahasa Indonesia atau Inggris.',
});

/** How the couple's dashboard names each language (their list, form, import and export). */
export const GUEST_LANGUAGE_LABELS: Record<GuestLanguage, string> = {
  id: 'Indonesia',
  en: 'Inggris',
};

export function isGuestLanguage(value: unknown): value is GuestLanguage {
  return value === 'id' || value === 'en';
}

/** `?lang=en`, `?lang=id`: a choice made on the page's switch; anything else is no choice. */
export function guestLanguageFromQuery(value: unknown): GuestLanguage | null {
  return isGuestLanguage(value) ? value : null;
}

/**
 * A guest list's language cell (import): `id`, `en`, or the name in either language. Empty is
 * Indonesian; anything else is null, so the import can say which row is wrong.
 */
export function guestLanguageFromCell(value: string): GuestLanguage | null {
  const cell = value.trim().toLowerCase();
  if (!cell) return 'id';
  if (['id', 'ind', 'indonesia', 'indonesian', 'bahasa indonesia', 'bahasa'].includes(cell)) {
    return 'id';
  }
  if (['en', 'eng', 'english', 'inggris', 'bahasa inggris'].includes(cell)) return 'en';
  return null;
}

/**
 * The browser's own wish, from `Accept-Language`: English only when it asks for English and names
 * no Indonesian (nor Malay, Javanese or Sundanese, which Indonesian readers set) at all.
 */
export function guestLanguageFromAcceptLanguage(header: unknown): GuestLanguage | null {
  if (typeof header !== 'string' || !header) return null;
  const tags = header
    .split(',')
    .map((part) => {
      const [tag = '', ...params] = part.trim().split(';');
      const q = params.map((p) => /^\s*q=([\d.]+)\s*$/.exec(p)?.[1]).find(Boolean);
      return { base: tag.trim().toLowerCase().split('-')[0]!, q: q ? Number(q) : 1 };
    })
    .filter((entry) => entry.base && entry.q > 0);
  if (tags.some((entry) => ['id', 'in', 'ms', 'jv', 'su'].includes(entry.base))) return 'id';
  const first = tags.sort((a, b) => b.q - a.q)[0];
  return first?.base === 'en' ? 'en' : null;
}
