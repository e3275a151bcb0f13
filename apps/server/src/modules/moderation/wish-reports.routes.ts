import type { FastifyPluginAsync } from 'fastify';
import { z } from 'zod';
import { ALBUM_MESSAGES } from '@kabar/shared';
import { declareRoutes } from '../../http/declare-routes';
import { envelope } from '../../http/envelope';
import { AppError, NotFoundError } from '../../http/errors';
import { access } from '../../http/route-contract';
import { createAlbumLimits } from '../album/album-limits';
import { loadInvitationSource } from '../public-invitations/load-invitation';
import { reportWish } from './moderation';

/** What a guest reads when reporting a wish (kept together for the language catalogue). */
export const WISH_REPORT_TEXT = {
  notFound: 'Ucapan tidak ditemukan.',
  reported: 'Terima kasih, laporan Anda akan ditinjau.',
} as const;

const params = z.object({
  slug: z.string().min(1).max(100),
  wishId: z.uuid({ error: WISH_REPORT_TEXT.notFound }),
});

/**
 * A guest reports a wish on a published invitation to the operators' moderation queue, within
 * the same per-address window as photo reports (docs/security.md #48).
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
      data: null,
    },
    async ({ params: { slug, wishId } }, request) => {
      const source = await loadInvitationSource(app.db, { slug });
      if (!source || source.invitation.status !== 'published') {
        throw new NotFoundError(WISH_REPORT_TEXT.notFound);
      }
      if (!(await limits.reports.allow(request.ip))) {
        throw new AppError(429, ALBUM_MESSAGES.tooMany);
      }
      if (!(await reportWish(app.db, source.invitation.id, wishId))) {
        throw new NotFoundError(WISH_REPORT_TEXT.notFound);
      }
      return envelope(null, WISH_REPORT_TEXT.reported);
    },
  );
};
