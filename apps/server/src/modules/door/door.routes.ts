import type { FastifyPluginAsync } from 'fastify';
import { controlRoomDtoSchema } from '@kabar/shared';
import { declareRoutes } from '../../http/declare-routes';
import { envelope } from '../../http/envelope';
import { access } from '../../http/route-contract';
import { loadControlRoom, type ExpectedPeopleBySide, type SessionCountsOf } from './control-room';
import { deskActionsRoutes } from './desk-actions.routes';
import { doorPrizeRoutes } from './door-prize.routes';
import { doorSettingsRoutes } from './door-settings.routes';
import { guestSeatingRoutes } from './guest-seating.routes';
import { screenLinksRoutes } from './screen-links.routes';
import { screenRoutes } from './screen.routes';
import { walkInsRoutes } from './walk-ins.routes';

/** Issue 28, the wedding day at the door: everything beyond the scan. */
export const doorRoutes: FastifyPluginAsync<{
  expectedPeople: ExpectedPeopleBySide;
  sessionCounts: SessionCountsOf;
}> = async (app, { expectedPeople, sessionCounts }) => {
  await app.register(doorSettingsRoutes);
  await app.register(screenLinksRoutes);
  await app.register(screenRoutes);
  await app.register(deskActionsRoutes);
  await app.register(walkInsRoutes);
  await app.register(doorPrizeRoutes);
  await app.register(guestSeatingRoutes);

  const route = declareRoutes(app, 'door');
  route.get(
    '/invitations/:invitationId/control-room',
    {
      summary: 'The family’s live view of the door',
      access: access.invitation('guests.view'),
      data: controlRoomDtoSchema,
    },
    async ({ gate }, _request, reply) => {
      reply.header('cache-control', 'no-store');
      return envelope(
        await loadControlRoom(app.db, gate.invitation, gate.side, expectedPeople, sessionCounts),
        'Ruang pantau berhasil diambil.',
      );
    },
  );
};
