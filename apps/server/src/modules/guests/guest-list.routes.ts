import type { FastifyPluginAsync } from 'fastify';
import { z } from 'zod';
import {
  defaultGuestTemplates,
  guestDtoSchema,
  guestInputSchema,
  guestListDataSchema,
  guestListSummarySchema,
  switchShows,
} from '@kabar/shared';
import { declareRoutes } from '../../http/declare-routes';
import { envelope } from '../../http/envelope';
import { access } from '../../http/route-contract';
import { listAccessibleInvitations } from '../invitations/invitation-access';
import { guestParams, guestScopeOf, withCheckedSide } from './guest-access';
import { toGuestDto } from './guest-dto';
import { toGuestListInvitation } from './guest-invitation';
import { getGuestTemplates } from './guest-templates.queries';
import {
  countGuestsBySide,
  createGuest,
  deleteGuest,
  findGuest,
  listGuestsWithActors,
  updateGuest,
} from './guests.queries';

/** The invitations with guest lists, one invitation's list, and adding, editing, removing a guest. */
export const guestListRoutes: FastifyPluginAsync = async (app) => {
  const route = declareRoutes(app, 'guests');

  route.get(
    '/guest-lists',
    {
      summary: 'The invitations with guest lists and their counts',
      access: access.signedIn,
      data: z.array(guestListSummarySchema),
    },
    async ({ userId }) => {
      const places = (await listAccessibleInvitations(app.db, userId)).sort(
        (a, b) => a.invitation.createdAt.getTime() - b.invitation.createdAt.getTime(),
      );
      const counts = await countGuestsBySide(
        app.db,
        places.map((place) => place.invitation.id),
      );
      return envelope(
        places.map(({ invitation, role, side }) => ({
          ...toGuestListInvitation(invitation, app.config.site),
          role,
          side,
          guestCount: counts
            .filter((c) => c.invitationId === invitation.id && (!side || c.side === side))
            .reduce((sum, c) => sum + c.value, 0),
        })),
        'Daftar undangan berhasil diambil.',
      );
    },
  );

  route.get(
    '/invitations/:invitationId/guests',
    {
      summary: 'The guest list (a side manager sees their side)',
      access: access.invitation('guests.view'),
      data: guestListDataSchema,
    },
    async ({ gate }) => {
      const { invitation } = gate;
      const rsvpOpen = switchShows(invitation.content, gate.ownerPlan, 'rsvp_enabled');
      const [list, templates] = await Promise.all([
        listGuestsWithActors(app.db, guestScopeOf(gate)),
        getGuestTemplates(app.db, invitation.id, rsvpOpen),
      ]);
      return envelope(
        {
          invitation: toGuestListInvitation(invitation, app.config.site),
          role: gate.role,
          side: gate.side,
          guests: list.map(({ guest, actors }) => toGuestDto(guest, actors)),
          templates,
          defaultTemplates: defaultGuestTemplates(rsvpOpen),
        },
        'Daftar tamu berhasil diambil.',
      );
    },
  );

  route.post(
    '/invitations/:invitationId/guests',
    {
      summary: 'Add a guest',
      access: access.invitation('guests.edit'),
      body: guestInputSchema,
      data: guestDtoSchema,
      status: 201,
    },
    async ({ gate, body, userId }, _request, reply) => {
      const values = withCheckedSide(body, guestScopeOf(gate));
      const guest = await createGuest(app.db, gate.invitation.id, values, userId);
      app.invitationEvents.publish(gate.invitation.id, 'guests');
      return reply.status(201).send(envelope(toGuestDto(guest), 'Tamu berhasil ditambahkan.', 201));
    },
  );

  route.patch(
    '/invitations/:invitationId/guests/:guestId',
    {
      summary: 'Edit a guest',
      access: access.invitation('guests.edit'),
      params: guestParams,
      body: guestInputSchema,
      data: guestDtoSchema,
    },
    async ({ gate, params, body }) => {
      const current = await findGuest(app.db, gate.invitation.id, params.guestId, gate.side);
      const values = withCheckedSide(body, guestScopeOf(gate));
      const guest = await updateGuest(app.db, gate.invitation.id, current.id, values);
      app.invitationEvents.publish(gate.invitation.id, 'guests');
      return envelope(toGuestDto(guest), 'Data tamu berhasil diperbarui.');
    },
  );

  route.delete(
    '/invitations/:invitationId/guests/:guestId',
    {
      summary: 'Remove a guest',
      access: access.invitation('guests.edit'),
      params: guestParams,
      data: null,
    },
    async ({ gate, params }) => {
      const guest = await findGuest(app.db, gate.invitation.id, params.guestId, gate.side);
      await deleteGuest(app.db, gate.invitation.id, guest.id);
      app.invitationEvents.publish(gate.invitation.id, 'guests');
      return envelope(null, 'Tamu berhasil dihapus.');
    },
  );
};
