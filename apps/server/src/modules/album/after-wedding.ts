import type { FastifyInstance } from 'fastify';
import { GUEST_PHOTO_LIMITS, guestCopy, switchShows } from '@kabar/shared';
import type { AfterWeddingPage } from '../public-invitations/after-wedding-page';
import { afterWeddingHtml } from './after-wedding-page';
import { albumSettings, listGuestPhotos, toGuestPhotoDto } from './album.queries';
import { coupleTitleOf } from './couple-title';

/**
 * The page an invitation becomes after its last event, read fresh on each visit (photos arrive
 * and are approved all evening, and the page cache knows nothing of them).
 */
export async function renderAfterWedding(
  app: FastifyInstance,
  ...[source, guest, wishes, lang]: Parameters<AfterWeddingPage>
): Promise<string> {
  const { invitation } = source;
  const [settings, rows] = await Promise.all([
    albumSettings(app.db, invitation.id),
    listGuestPhotos(app.db, invitation.id, 'shown'),
  ]);
  const photos = rows.map((row) => toGuestPhotoDto(row, app.fileStorage));
  // The album's own pages open in this page's language, whatever the browser's (issue 30).
  const query = new URLSearchParams({ ...(guest ? { g: guest.token } : {}), lang }).toString();
  const pageUrl = (page: string) => `/album/${invitation.slug}/${page}?${query}`;
  const takesPhotos = GUEST_PHOTO_LIMITS[source.plan] > 0 && invitation.slug;
  const envelopeOpen = switchShows(invitation.content, source.plan, 'digital_envelope_enabled');
  return afterWeddingHtml({
    lang,
    uploadUrl: takesPhotos ? pageUrl('unggah') : null,
    giftUrl: envelopeOpen && invitation.slug ? pageUrl('hadiah') : null,
    coupleTitle: coupleTitleOf(invitation.content, guestCopy(lang).afterWedding.untitled),
    thankYouNote: settings.thankYouNote,
    couplePhotos: invitation.photos,
    guestPhotos: photos,
    wishes,
    guest: guest
      ? {
          name: guest.name,
          wish: guest.rsvp?.message || null,
          photoIds: new Set(rows.filter((row) => row.guestId === guest.id).map((row) => row.id)),
        }
      : null,
  });
}
