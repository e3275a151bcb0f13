import type { FastifyPluginAsync } from 'fastify';
import {
  guestDtoSchema,
  guestSentInputSchema,
  guestTemplatesInputSchema,
  guestTemplatesSchema,
  switchShows,
} from '@kabar/shared';
import { declareRoutes } from '../../http/declare-routes';
import { envelope } from '../../http/envelope';
import { access } from '../../http/route-contract';
import { guestParams } from './guest-access';
import { toGuestDto } from './guest-dto';
import { guestQrSvg } from './guest-qr';
import { getGuestTemplates, saveGuestTemplates } from './guest-templates.queries';
import { findGuest, markGuestSent } from './guests.queries';
import { guestPersonalLinkFor } from './personal-link';

/** Sending the invitation: the message templates, the sent marks and each guest's QR code. */
export const guestSendingRoutes: FastifyPluginAsync = async (app) => {
  const route = declareRoutes(app, 'guests');
  const publicUrl = app.config.site.publicUrl;

  route.post(
    '/invitations/:invitationId/guests/:guestId/sent',
    {
      summary: 'Mark the invitation sent to a guest',
      access: access.invitation('guests.send'),
      params: guestParams,
      body: guestSentInputSchema,
      data: guestDtoSchema,
    },
    async ({ gate, params, body, userId }) => {
      const guest = await findGuest(app.db, gate.invitation.id, params.guestId, gate.side);
      const updated = await markGuestSent(app.db, guest, body.round, userId);
      app.invitationEvents.publish(guest.invitationId, 'guests');
      return envelope(toGuestDto(updated), 'Tamu ditandai terkirim.');
    },
  );

  route.get(
    '/invitations/:invitationId/guests/:guestId/qr.svg',
    {
      summary: 'The guest’s personal link as a QR code',
      access: access.invitation('guests.view'),
      params: guestParams,
      produces: 'image/svg+xml',
    },
    async ({ gate, params }, _request, reply) => {
      const guest = await findGuest(app.db, gate.invitation.id, params.guestId, gate.side);
      const link = guestPersonalLinkFor(publicUrl, gate.invitation.slug, guest.token);
      const svg = await guestQrSvg(link, { title: `QR check-in ${guest.name}` });
      return reply.header('content-type', 'image/svg+xml; charset=utf-8').send(svg);
    },
  );

  route.put(
    '/invitations/:invitationId/guest-templates',
    {
      summary: 'The message templates for sending',
      access: access.invitation('edit'),
      body: guestTemplatesInputSchema,
      data: guestTemplatesSchema,
    },
    async ({ gate, body }) => {
      await saveGuestTemplates(app.db, gate.invitation.id, body);
      const rsvpOpen = switchShows(gate.invitation.content, gate.ownerPlan, 'rsvp_enabled');
      return envelope(
        await getGuestTemplates(app.db, gate.invitation.id, rsvpOpen),
        'Template pesan disimpan.',
      );
    },
  );
};
