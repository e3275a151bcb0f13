import type { FastifyPluginAsync } from 'fastify';
import { guestInvitesDtoSchema, type GuestInvitesDto } from '@kabar/shared';
import { declareRoutes } from '../../http/declare-routes';
import { envelope } from '../../http/envelope';
import { access } from '../../http/route-contract';
import { invites } from './guest-event-sheet';

/** Who is invited to what, for the whole list at once: what the bulk edit filters and shows. */
export const guestInvitesRoutes: FastifyPluginAsync = async (app) => {
  const route = declareRoutes(app, 'events');

  route.get(
    '/invitations/:invitationId/guest-events',
    {
      summary: 'Every guest’s events and sessions (a side manager’s side only)',
      access: access.invitation('guests.view'),
      data: guestInvitesDtoSchema,
    },
    async ({ gate }) => {
      const byGuest = await invites(app.db, gate.invitation.id, gate.side);
      const data: GuestInvitesDto = {};
      for (const [guestId, list] of byGuest) {
        data[guestId] = list.map((invite) => [invite.eventId, invite.sessionId]);
      }
      return envelope(data, 'Acara tamu berhasil diambil.');
    },
  );
};
