import type { FastifyPluginAsync } from 'fastify';
import { defaultGuestTemplates, guestInputSchema, switchShows } from '@kabar/shared';
import { envelope } from '../../http/envelope';
import { parseInput } from '../../http/validate';
import { getEntitlements } from '../entitlements/entitlements.queries';
import { listAccessibleInvitations } from '../invitations/invitation-access';
import { guestScopeOf, withScopeSide } from './guest-access';
import { toGuestDto } from './guest-dto';
import { toGuestListInvitation } from './guest-invitation';
import { guestRouteAccess, type GuestParams, type InvitationParams } from './guest-route-access';
import { getGuestTemplates } from './guest-templates.queries';
import {
  countGuestsBySide,
  createGuest,
  deleteGuest,
  listGuestsWithActors,
  updateGuest,
} from './guests.queries';

/** The invitations with guest lists, one invitation's list, and adding, editing, removing a guest. */
export const guestListRoutes: FastifyPluginAsync = async (app) => {
  const { access, scopedGuest } = guestRouteAccess(app);

  app.get('/guest-lists', async (request) => {
    const places = (await listAccessibleInvitations(app.db, request.userId)).sort(
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
  });

  app.get<{ Params: InvitationParams }>('/invitations/:invitationId/guests', async (request) => {
    const gate = await access(request.userId, request.params, 'guests.view');
    const { invitation } = gate;
    const { plan } = await getEntitlements(app.db, gate.ownerId);
    const rsvpOpen = switchShows(invitation.content, plan, 'rsvp_enabled');
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
  });

  app.post<{ Params: InvitationParams }>(
    '/invitations/:invitationId/guests',
    async (request, reply) => {
      const gate = await access(request.userId, request.params, 'guests.edit');
      const values = withScopeSide(parseInput(guestInputSchema, request.body), guestScopeOf(gate));
      const guest = await createGuest(app.db, gate.invitation.id, values, request.userId);
      app.invitationEvents.publish(gate.invitation.id, 'guests');
      return reply.status(201).send(envelope(toGuestDto(guest), 'Tamu berhasil ditambahkan.', 201));
    },
  );

  app.patch<{ Params: GuestParams }>(
    '/invitations/:invitationId/guests/:guestId',
    async (request) => {
      const {
        gate,
        invitation,
        guest: current,
      } = await scopedGuest(request.userId, request.params, 'guests.edit');
      const values = withScopeSide(parseInput(guestInputSchema, request.body), guestScopeOf(gate));
      const guest = await updateGuest(app.db, invitation.id, current.id, values);
      app.invitationEvents.publish(invitation.id, 'guests');
      return envelope(toGuestDto(guest), 'Data tamu berhasil diperbarui.');
    },
  );

  app.delete<{ Params: GuestParams }>(
    '/invitations/:invitationId/guests/:guestId',
    async (request) => {
      const { invitation, guest } = await scopedGuest(
        request.userId,
        request.params,
        'guests.edit',
      );
      await deleteGuest(app.db, invitation.id, guest.id);
      app.invitationEvents.publish(invitation.id, 'guests');
      return envelope(null, 'Tamu berhasil dihapus.');
    },
  );
};
