import type { GuestLanguage } from './guest-language';
import { en } from './guest-copy/en';
import { id, type GuestCopy } from './guest-copy/id';

export type { GuestCopy } from './guest-copy/id';

/** Guests' words by language: one file per language under guest-copy/, Indonesian the shape. */

export const GUEST_COPY: Record<GuestLanguage, GuestCopy> = { id, en };

export function guestCopy(lang: GuestLanguage): GuestCopy {
  return GUEST_COPY[lang];
}

/**
 * An event's title on the guest's page: the well-known ones (akad nikah, resepsi, ngunduh
 * mantu...) in the guest's language; any other title is the couple's own word and stays.
 */
export function guestEventTitle(title: string, lang: GuestLanguage): string {
  const copy = guestCopy(lang).events;
  const session = /^sesi\s+(\d{1,2})$/i.exec(title.trim());
  if (session) return copy.session(Number(session[1]));
  return copy.knownTitles[title.trim().toLowerCase()] ?? title;
}
