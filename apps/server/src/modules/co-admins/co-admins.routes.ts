import type { FastifyPluginAsync } from 'fastify';
import { z } from 'zod';
import {
  acceptedCoAdminInviteSchema,
  coAdminInviteInputSchema,
  coAdminInvitePreviewDtoSchema,
  coAdminsDtoSchema,
  createdCoAdminInviteDtoSchema,
} from '@kabar/shared';
import { declareRoutes } from '../../http/declare-routes';
import { envelope } from '../../http/envelope';
import { access } from '../../http/route-contract';
import {
  acceptInvite,
  CO_ADMIN_MESSAGES,
  createInvite,
  listCoAdmins,
  previewInvite,
  removeMember,
  revokeInvite,
} from './co-admins.queries';

const inviteParams = z.object({ inviteId: z.uuid({ error: CO_ADMIN_MESSAGES.inviteNotFound }) });
const memberParams = z.object({ userId: z.uuid({ error: CO_ADMIN_MESSAGES.memberNotFound }) });
/** A token that cannot be one of ours reads like any link that is no longer open. */
const tokenParams = z.object({
  token: z
    .string()
    .min(16, { error: CO_ADMIN_MESSAGES.inviteGone })
    .max(64, { error: CO_ADMIN_MESSAGES.inviteGone }),
});

/**
 * Family co-admins (decision 015): the couple makes invite links, sees who helps and revokes;
 * a signed-in invitee previews a link and accepts it.
 */
export const coAdminsRoutes: FastifyPluginAsync = async (app) => {
  const route = declareRoutes(app, 'co-admins');
  const managed = access.invitation('members.manage');

  route.get(
    '/invitations/:invitationId/co-admins',
    { summary: 'Who helps with the invitation', access: managed, data: coAdminsDtoSchema },
    async ({ gate }) =>
      envelope(await listCoAdmins(app.db, gate.invitation.id), 'Pengelola berhasil diambil.'),
  );

  route.post(
    '/invitations/:invitationId/co-admins/invites',
    {
      summary: 'Make an invite link with a role (and side)',
      access: managed,
      body: coAdminInviteInputSchema,
      data: createdCoAdminInviteDtoSchema,
      status: 201,
    },
    async ({ gate, body }, _request, reply) => {
      const { token, invite } = await createInvite(app.db, gate.invitation.id, body);
      const data = { ...invite, url: `${app.config.site.publicUrl}/dashboard/join/${token}` };
      return reply.status(201).send(envelope(data, 'Link pengelola dibuat.', 201));
    },
  );

  route.delete(
    '/invitations/:invitationId/co-admins/invites/:inviteId',
    { summary: 'Revoke an invite link', access: managed, params: inviteParams, data: null },
    async ({ gate, params }) => {
      await revokeInvite(app.db, gate.invitation.id, params.inviteId);
      return envelope(null, 'Link pengelola dicabut.');
    },
  );

  route.delete(
    '/invitations/:invitationId/co-admins/:userId',
    { summary: 'Remove a co-admin', access: managed, params: memberParams, data: null },
    async ({ gate, params }) => {
      await removeMember(app.db, gate.invitation.id, params.userId);
      return envelope(null, 'Akses pengelola dicabut.');
    },
  );

  route.get(
    '/co-admin-invites/:token',
    {
      summary: 'Preview an invite link (whoever holds it, before signing in or registering)',
      access: access.public,
      params: tokenParams,
      data: coAdminInvitePreviewDtoSchema,
    },
    async ({ params }) =>
      envelope(await previewInvite(app.db, params.token), 'Undangan pengelola ditemukan.'),
  );

  route.post(
    '/co-admin-invites/:token/accept',
    {
      summary: 'Accept an invite link',
      access: access.signedIn,
      params: tokenParams,
      data: acceptedCoAdminInviteSchema,
    },
    async ({ params, userId }) =>
      envelope(
        await acceptInvite(app.db, params.token, userId),
        'Kamu sekarang ikut mengelola undangan ini.',
      ),
  );
};
