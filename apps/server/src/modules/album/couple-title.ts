import type { InvitationContent } from '@kabar/shared';
import { shortNameOf } from '@kabar/themes';

/** 'Rina & Dimas': what the wall and the thank-you page are titled with. */
export function coupleTitleOf(content: InvitationContent, untitled = 'Album Pernikahan'): string {
  const names = [content.brideName, content.groomName]
    .map((name) => shortNameOf(typeof name === 'string' ? name : ''))
    .filter(Boolean);
  return names.join(' & ') || untitled;
}
