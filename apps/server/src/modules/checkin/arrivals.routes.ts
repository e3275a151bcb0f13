import type { FastifyPluginAsync } from 'fastify';
import type { ArrivalsDto } from '@kabar/shared';
import { envelope } from '../../http/envelope';
import { authorizeInvitation } from '../invitations/invitation-access';
import { arrivalCounts, arrivedGuests } from './arrivals.queries';

/** The couple's (and co-admins') view of who is at the venue: counts and the latest ten. */
export const arrivalsRoutes: FastifyPluginAsync = async (app) => {
  app.addHook('preHandler', app.authenticate);

  app.get<{ Params: { invitationId: string } }>(
    '/invitations/:invitationId/arrivals',
    async (request) => {
      const gate = await authorizeInvitation(
        app.db,
        request.userId,
        request.params.invitationId,
        'guests.view',
      );
      const [counts, recent] = await Promise.all([
        arrivalCounts(app.db, gate.invitation.id, gate.side),
        arrivedGuests(app.db, gate.invitation.id, 10, gate.side),
      ]);
      return envelope<ArrivalsDto>(
        {
          counts,
          recent: recent.map((r) => ({
            id: r.id,
            name: r.name,
            at: r.checkedInAt!.toISOString(),
            people: r.people ?? 0,
          })),
        },
        'Kedatangan tamu berhasil diambil.',
      );
    },
  );
};
