import type { FastifyPluginAsync } from 'fastify';
import { checkinLinkInputSchema, type CheckinLinkDto } from '@kabar/shared';
import { envelope } from '../../http/envelope';
import { parseInput } from '../../http/validate';
import { idOr404 } from '../guests/guest-access';
import { authorizeInvitation } from '../invitations/invitation-access';
import {
  createCheckinLink,
  listCheckinLinks,
  revokeCheckinLink,
  type CheckinLink,
} from './checkin-links.queries';

function toDto(link: CheckinLink): CheckinLinkDto {
  return {
    id: link.id,
    label: link.label,
    code: link.code,
    createdAt: link.createdAt.toISOString(),
    revokedAt: link.revokedAt?.toISOString() ?? null,
    lastUsedAt: link.lastUsedAt?.toISOString() ?? null,
  };
}

interface Params {
  invitationId: string;
  linkId: string;
}

/** The couple (or an editor) hands out and revokes the links their helpers use at the door. */
export const checkinLinksRoutes: FastifyPluginAsync = async (app) => {
  app.addHook('preHandler', app.authenticate);

  app.get<{ Params: Params }>('/invitations/:invitationId/checkin-links', async (request) => {
    const { invitation } = await authorizeInvitation(
      app.db,
      request.userId,
      request.params.invitationId,
      'checkin.manage',
    );
    return envelope(
      (await listCheckinLinks(app.db, invitation.id)).map(toDto),
      'Link check-in berhasil diambil.',
    );
  });

  app.post<{ Params: Params }>(
    '/invitations/:invitationId/checkin-links',
    async (request, reply) => {
      const { invitation } = await authorizeInvitation(
        app.db,
        request.userId,
        request.params.invitationId,
        'checkin.manage',
      );
      const { label } = parseInput(checkinLinkInputSchema, request.body);
      const link = await createCheckinLink(app.db, invitation.id, label);
      return reply.status(201).send(envelope(toDto(link), 'Link check-in dibuat.', 201));
    },
  );

  app.delete<{ Params: Params }>(
    '/invitations/:invitationId/checkin-links/:linkId',
    async (request) => {
      const { invitation } = await authorizeInvitation(
        app.db,
        request.userId,
        request.params.invitationId,
        'checkin.manage',
      );
      const linkId = idOr404(request.params.linkId, 'Link check-in tidak ditemukan.');
      const link = await revokeCheckinLink(app.db, invitation.id, linkId);
      return envelope(toDto(link), 'Link check-in dicabut.');
    },
  );
};
