import type { FastifyPluginAsync } from 'fastify';
import { z } from 'zod';
import { guestCopy } from '@kabar/shared';
import { declareRoutes } from '../../http/declare-routes';
import { envelope } from '../../http/envelope';
import { AppError, NotFoundError } from '../../http/errors';
import { access } from '../../http/route-contract';
import { createAlbumLimits } from '../album/album-limits';
import { loadInvitationSource } from '../public-invitations/load-invitation';
import { pageLanguage } from '../public-invitations/page-language';
import { reportWish } from './moderation';

const params = z.object({
  slug: z.string().min(1).max(100),
  wishId: z.uuid({ error: guestCopy('id').wishes.reportGone }),
});
/** The page's language, so the guest reads the answer in the words of the page they reported on. */
const query = z.object({ lang: z.string().max(8).optional() });

/**
 * A guest reports a wish on a published invitation to the operators' moderation queue, within
 * the same per-address window as photo reports (docs/security.md #48). The page's 'Laporkan'
 * button calls it.
 */
export const wishReportsRoutes: FastifyPluginAsync = async (app) => {
  const limits = createAlbumLimits(app.sharedCounters);
  const route = declareRoutes(app, 'moderation');

  route.post(
    '/guest-book/:slug/wishes/:wishId/report',
    {
      summary: 'A guest reports a shown wish to the operators',
      access: access.public,
      params,
      query,
      data: null,
    },
    async ({ params: { slug, wishId }, query: { lang } }, request) => {
      const copy = guestCopy(pageLanguage(request, lang).lang);
      const source = await loadInvitationSource(app.db, { slug });
      if (!source || source.invitation.status !== 'published') {
        throw new NotFoundError(copy.wishes.reportGone);
      }
      if (!(await limits.reports.allow(request.ip))) {
        throw new AppError(429, copy.errors.limit);
      }
      if (!(await reportWish(app.db, source.invitation.id, wishId))) {
        throw new NotFoundError(copy.wishes.reportGone);
      }
      return envelope(null, copy.wishes.reported);
    },
  );
};
