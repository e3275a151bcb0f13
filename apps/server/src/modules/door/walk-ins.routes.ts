import type { FastifyPluginAsync } from 'fastify';
import { z } from 'zod';
import { walkInDtoSchema, walkInMergeInputSchema, DOOR_MESSAGES } from '@kabar/shared';
import { declareRoutes } from '../../http/declare-routes';
import { envelope } from '../../http/envelope';
import { access } from '../../http/route-contract';
import { listWalkIns, mergeWalkIn } from './walk-ins.queries';
import { walkInsCsv } from './walk-ins-csv';

const walkInParams = z.object({ walkInId: z.uuid({ error: DOOR_MESSAGES.walkInNotFound }) });

/** The guests admitted at the door who were not on the list, and folding one into the list. */
export const walkInsRoutes: FastifyPluginAsync = async (app) => {
  const route = declareRoutes(app, 'door');

  route.get(
    '/invitations/:invitationId/walk-ins',
    {
      summary: 'Guests admitted at the door who were not on the list',
      access: access.invitation('guests.view'),
      data: z.array(walkInDtoSchema),
    },
    async ({ gate }) =>
      envelope(
        await listWalkIns(app.db, gate.invitation.id, gate.side),
        'Tamu tidak terdaftar berhasil diambil.',
      ),
  );

  route.post(
    '/invitations/:invitationId/walk-ins/:walkInId/merge',
    {
      summary: 'Merge a walk-in into a guest on the list',
      access: access.invitation('guests.edit'),
      params: walkInParams,
      body: walkInMergeInputSchema,
      data: z.array(walkInDtoSchema),
    },
    async ({ gate, params, body }) => {
      await mergeWalkIn(
        app.db,
        { invitationId: gate.invitation.id, side: gate.side },
        params.walkInId,
        body.guestId,
      );
      app.invitationEvents.publish(gate.invitation.id, 'arrival');
      return envelope(
        await listWalkIns(app.db, gate.invitation.id, gate.side),
        'Tamu tidak terdaftar digabungkan ke daftar tamu.',
      );
    },
  );

  route.get(
    '/invitations/:invitationId/walk-ins/export',
    {
      summary: 'The walk-in guests as CSV, apart from the guest list',
      access: access.invitation('guests.view'),
      produces: 'text/csv',
    },
    async ({ gate }, _request, reply) => {
      const list = await listWalkIns(app.db, gate.invitation.id, gate.side);
      return reply
        .header('content-type', 'text/csv; charset=utf-8')
        .header('content-disposition', 'attachment; filename="tamu-tidak-terdaftar.csv"')
        .header('cache-control', 'no-store')
        .send(walkInsCsv(list));
    },
  );
};
