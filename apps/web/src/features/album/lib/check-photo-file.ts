import { GUEST_PHOTO_MAX_BYTES, guestCopy, type GuestLanguage } from '@kabar/shared';

/**
 * What the phone can tell before sending: a HEIC photo or one over 15 MB gets its message at once
 * instead of after a long upload on a poor connection. The server checks again by the bytes.
 */
export function photoFileProblem(
  file: Pick<File, 'name' | 'type' | 'size'>,
  lang: GuestLanguage = 'id',
): string | null {
  const copy = guestCopy(lang).photos;
  if (/hei[cf]/i.test(file.type) || /\.hei[cf]$/i.test(file.name)) return copy.heic;
  if (file.size > GUEST_PHOTO_MAX_BYTES) return copy.tooLarge;
  return null;
}
