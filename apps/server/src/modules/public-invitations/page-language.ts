import {
  guestLanguageFromAcceptLanguage,
  guestLanguageFromQuery,
  type GuestLanguage,
} from '@kabar/shared';
import type { FastifyRequest } from 'fastify';
import { z } from 'zod';

export interface PageLanguage {
  lang: GuestLanguage;
  /** Chosen on the page's switch (`?lang=`): the page's own links carry it along. */
  chosen: boolean;
}

/**
 * Which language a guest reads (issue 30, decision 042): the page's switch (`?lang=`, or a form's
 * `lang` field) first, then the language the couple set for a personal link's guest, then the
 * browser's own wish; Indonesian when none says otherwise.
 */
export function pageLanguage(
  request: FastifyRequest,
  given: unknown,
  guestLanguage: GuestLanguage | null = null,
): PageLanguage {
  const chosen = guestLanguageFromQuery(given);
  if (chosen) return { lang: chosen, chosen: true };
  if (guestLanguage) return { lang: guestLanguage, chosen: false };
  const browser = guestLanguageFromAcceptLanguage(request.headers['accept-language']);
  return { lang: browser ?? 'id', chosen: false };
}

/** A guest page's API call names its page's language (`?lang=`) so its answers speak it too. */
export const pageLanguageQuery = z.object({ lang: z.string().max(5).optional() });
