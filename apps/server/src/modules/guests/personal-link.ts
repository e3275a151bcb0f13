import { guestPersonalLink } from '@kabar/shared';

/** `{PUBLIC_URL}/{slug}?g={token}`; before a slug is chosen the link points at the site itself. */
export function guestPersonalLinkFor(
  publicUrl: string,
  slug: string | null,
  token: string,
): string {
  return guestPersonalLink(`${publicUrl}/${slug ?? ''}`, token);
}
