import type { FastifyPluginAsync } from 'fastify';
import { z } from 'zod';
import { coAdminInviteInputSchema, type CreatedCoAdminInviteDto } from '@kabar/shared';
import { envelope } from '../../http/envelope';
import { parseInput } from '../../http/validate';
import { idOr404 } from '../guests/guest-access';
import { authorizeInvitation } from '../invitations/invitation-access';
import {
  acceptInvite,
  CO_ADMIN_MESSAGES,
  createInvite,
  listCoAdmins,
  previewInvite,
  removeMember,
  revokeInvite,
} from './co-admins.queries';

interface Params {
  invitationId: string;
  userId: string;
  inviteId: string;
}
const tokenParams = z.object({ token: z.string().min(16).max(64) });

/**
 * Family co-admins (decision 015): the couple makes invite links, sees who helps and revokes;
 * a signed-in invitee previews a link and accepts it.
 */
export const coAdminsRoutes: FastifyPluginAsync = async (app) => {
  app.addHook('preHandler', app.authenticate);

  const managed = (userId: string, params: Pick<Params, 'invitationId'>) =>
    authorizeInvitation(app.db, userId, params.invitationId, 'members.manage');

  app.get<{ Params: Params }>('/invitations/:invitationId/co-admins', async (request) => {
    const { invitation } = await managed(request.userId, request.params);
    return envelope(await listCoAdmins(app.db, invitation.id), 'Pengelola berhasil diambil.');
  });

  app.post<{ Params: Params }>(
    '/invitations/:invitationId/co-admins/invites',
    async (request, reply) => {
      const { invitation } = await managed(request.userId, request.params);
      const input = parseInput(coAdminInviteInputSchema, request.body);
      const { token, invite } = await createInvite(app.db, invitation.id, input);
      const data: CreatedCoAdminInviteDto = {
        ...invite,
        url: `${app.config.site.publicUrl}/dashboard/join/${token}`,
      };
      return reply.status(201).send(envelope(data, 'Link pengelola dibuat.', 201));
    },
  );

  app.delete<{ Params: Params }>(
    '/invitations/:invitationId/co-admins/invites/:inviteId',
    async (request) => {
      const { invitation } = await managed(request.userId, request.params);
      const inviteId = idOr404(request.params.inviteId, CO_ADMIN_MESSAGES.inviteNotFound);
      await revokeInvite(app.db, invitation.id, inviteId);
      return envelope(null, 'Link pengelola dicabut.');
    },
  );

  app.delete<{ Params: Params }>(
    '/invitations/:invitationId/co-admins/:userId',
    async (request) => {
      const { invitation } = await managed(request.userId, request.params);
      const userId = idOr404(request.params.userId, CO_ADMIN_MESSAGES.memberNotFound);
      await removeMember(app.db, invitation.id, userId);
      return envelope(null, 'Akses pengelola dicabut.');
    },
  );

  app.get('/co-admin-invites/:token', async (request) => {
    const { token } = parseInput(tokenParams, request.params, 404);
    return envelope(await previewInvite(app.db, token), 'Undangan pengelola ditemukan.');
  });

  app.post('/co-admin-invites/:token/accept', async (request) => {
    const { token } = parseInput(tokenParams, request.params, 404);
    return envelope(
      await acceptInvite(app.db, token, request.userId),
      'Kamu sekarang ikut mengelola undangan ini.',
    );
  });
};
