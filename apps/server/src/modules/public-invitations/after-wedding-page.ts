import type { GuestLanguage } from '@kabar/shared';
import type { WishesPage } from '@kabar/themes';
import type { PersonalGuest } from '../guests/guest-links';
import type { InvitationSource } from './load-invitation';

/**
 * The page an invitation becomes after its last event (thanks, album, wishes). The album module
 * draws it; the pages only know when to ask for it, so the two do not import each other.
 */
export type AfterWeddingPage = (
  source: InvitationSource,
  guest: (PersonalGuest & { token: string }) | null,
  wishes: WishesPage | null,
  lang: GuestLanguage,
) => Promise<string>;

declare module 'fastify' {
  interface FastifyInstance {
    afterWeddingPage: AfterWeddingPage;
  }
}
