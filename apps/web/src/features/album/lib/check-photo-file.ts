import { ALBUM_MESSAGES, GUEST_PHOTO_MAX_BYTES } from '@kabar/shared';

/**
 * What the phone can tell before sending: a HEIC photo or one over 15 MB gets its message at once
 * instead of after a long upload on a poor connection. The server checks again by the bytes.
 */
export function photoFileProblem(file: Pick<File, 'name' | 'type' | 'size'>): string | null {
  if (/hei[cf]/i.test(file.type) || /\.hei[cf]$/i.test(file.name)) return ALBUM_MESSAGES.heic;
  if (file.size > GUEST_PHOTO_MAX_BYTES) return ALBUM_MESSAGES.tooLarge;
  return null;
}
