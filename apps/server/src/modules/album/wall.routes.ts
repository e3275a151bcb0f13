import type { FastifyPluginAsync } from 'fastify';
import { z } from 'zod';
import { ALBUM_MESSAGES, wallPhotosSchema } from '@kabar/shared';
import { declareRoutes } from '../../http/declare-routes';
import { envelope } from '../../http/envelope';
import { NotFoundError } from '../../http/errors';
import { access } from '../../http/route-contract';
import { answerStreams } from '../responses/answer-events';
import { invitationOfWall, listGuestPhotos, toGuestPhotoDto } from './album.queries';
import { coupleTitleOf } from './couple-title';
import { loadInvitationSource } from '../public-invitations/load-invitation';

const wallParams = z.object({
  token: z.string().regex(/^[A-Za-z0-9_-]{32}$/, ALBUM_MESSAGES.wallNotFound),
});

/**
 * The live wall on the venue's screen, by its revocable link: the shown photos, and a stream that
 * tells the screen when the album changed (under the stream caps of docs/security.md #31). A new
 * or revoked link ends the old one at its next request; the stream's lifetime bounds the rest.
 */
export const wallRoutes: FastifyPluginAsync = async (app) => {
  const route = declareRoutes(app, 'album');
  const openStream = answerStreams(app);

  async function invitationOf(token: string): Promise<string> {
    const invitationId = await invitationOfWall(app.db, token);
    if (!invitationId) throw new NotFoundError(ALBUM_MESSAGES.wallNotFound);
    return invitationId;
  }

  route.get(
    '/wall/:token',
    {
      summary: 'The live wall’s shown photos, newest first',
      access: access.public,
      params: wallParams,
      data: wallPhotosSchema,
    },
    async ({ params }) => {
      const invitationId = await invitationOf(params.token);
      const [source, rows] = await Promise.all([
        loadInvitationSource(app.db, { id: invitationId }),
        listGuestPhotos(app.db, invitationId, 'shown'),
      ]);
      return envelope({
        title: coupleTitleOf(source?.invitation.content ?? {}),
        photos: rows.map((row) => {
          const dto = toGuestPhotoDto(row, app.fileStorage);
          return { id: dto.id, senderName: dto.senderName, url: dto.url };
        }),
      });
    },
  );

  route.get(
    '/wall/:token/events',
    {
      summary: 'A live stream that tells the wall when the album changed',
      access: access.public,
      params: wallParams,
      produces: 'text/event-stream',
    },
    async ({ params }, request, reply) => {
      const invitationId = await invitationOf(params.token);
      await openStream(request, reply, {
        invitationId,
        kinds: ['photo'],
        holder: `wall:${params.token}`,
      });
    },
  );
};
