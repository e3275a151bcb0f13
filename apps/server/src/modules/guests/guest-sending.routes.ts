import type { FastifyPluginAsync } from 'fastify';
import { guestSentInputSchema, guestTemplatesInputSchema } from '@kabar/shared';
import { envelope } from '../../http/envelope';
import { parseInput } from '../../http/validate';
import { toGuestDto } from './guest-dto';
import { guestQrSvg } from './guest-qr';
import { guestRouteAccess, type GuestParams, type InvitationParams } from './guest-route-access';
import { saveGuestTemplates } from './guest-templates.queries';
import { markGuestSent } from './guests.queries';
import { guestPersonalLinkFor } from './personal-link';

/** Sending the invitation: the message templates, the sent marks and each guest's QR code. */
export const guestSendingRoutes: FastifyPluginAsync = async (app) => {
  const { access, scopedGuest } = guestRouteAccess(app);
  const publicUrl = app.config.site.publicUrl;

  app.post<{ Params: GuestParams }>(
    '/invitations/:invitationId/guests/:guestId/sent',
    async (request) => {
      const { guest } = await scopedGuest(request.userId, request.params, 'guests.send');
      const { round } = parseInput(guestSentInputSchema, request.body);
      const updated = await markGuestSent(app.db, guest, round, request.userId);
      app.invitationEvents.publish(guest.invitationId, 'guests');
      return envelope(toGuestDto(updated), 'Tamu ditandai terkirim.');
    },
  );

  app.get<{ Params: GuestParams }>(
    '/invitations/:invitationId/guests/:guestId/qr.svg',
    async (request, reply) => {
      const { invitation, guest } = await scopedGuest(
        request.userId,
        request.params,
        'guests.view',
      );
      const svg = await guestQrSvg(guestPersonalLinkFor(publicUrl, invitation.slug, guest.token), {
        title: `QR check-in ${guest.name}`,
      });
      return reply.header('content-type', 'image/svg+xml; charset=utf-8').send(svg);
    },
  );

  app.put<{ Params: InvitationParams }>(
    '/invitations/:invitationId/guest-templates',
    async (request) => {
      const { invitation } = await access(request.userId, request.params, 'edit');
      const templates = parseInput(guestTemplatesInputSchema, request.body);
      return envelope(
        await saveGuestTemplates(app.db, invitation.id, templates),
        'Template pesan disimpan.',
      );
    },
  );
};
