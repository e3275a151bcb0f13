import type { FastifyPluginAsync } from 'fastify';
import { arrivalsDtoSchema } from '@kabar/shared';
import { declareRoutes } from '../../http/declare-routes';
import { envelope } from '../../http/envelope';
import { access } from '../../http/route-contract';
import { arrivalCounts, arrivedGuests } from './arrivals.queries';
import { coupleCheckInRoutes } from './couple-check-in.routes';

/** The couple's (and co-admins') view of who is at the venue: counts and the latest ten. */
export const arrivalsRoutes: FastifyPluginAsync = async (app) => {
  await app.register(coupleCheckInRoutes);
  const route = declareRoutes(app, 'checkin');

  route.get(
    '/invitations/:invitationId/arrivals',
    {
      summary: 'Who is at the venue: counts and the latest ten',
      access: access.invitation('guests.view'),
      data: arrivalsDtoSchema,
    },
    async ({ gate }) => {
      const [counts, recent] = await Promise.all([
        arrivalCounts(app.db, gate.invitation.id, gate.side),
        arrivedGuests(app.db, gate.invitation.id, 10, gate.side),
      ]);
      return envelope(
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
