import type { FastifyPluginAsync } from 'fastify';
import { z } from 'zod';
import { doorPrizeDrawDtoSchema, doorPrizeDrawInputSchema } from '@kabar/shared';
import { declareRoutes } from '../../http/declare-routes';
import { envelope } from '../../http/envelope';
import { access } from '../../http/route-contract';
import { drawDoorPrize, listDraws } from './door-prize';

/** The door prize: the log of draws, and a new draw made on the server. */
export const doorPrizeRoutes: FastifyPluginAsync = async (app) => {
  const route = declareRoutes(app, 'door');

  route.get(
    '/invitations/:invitationId/door-prize',
    {
      summary: 'Every door-prize draw, newest first',
      access: access.invitation('guests.view'),
      data: z.array(doorPrizeDrawDtoSchema),
    },
    async ({ gate }) =>
      envelope(await listDraws(app.db, gate.invitation.id), 'Undian door prize diambil.'),
  );

  route.post(
    '/invitations/:invitationId/door-prize',
    {
      summary: 'Draw a door-prize winner among checked-in guests not yet drawn',
      access: access.invitation('checkin.manage'),
      body: doorPrizeDrawInputSchema,
      data: doorPrizeDrawDtoSchema,
      status: 201,
    },
    async ({ gate, body, userId }, _request, reply) => {
      const draw = await drawDoorPrize(app.db, gate.invitation.id, { ...body, drawnBy: userId });
      app.invitationEvents.publish(gate.invitation.id, 'door');
      return reply.status(201).send(envelope(draw, `Pemenang door prize: ${draw.name}.`, 201));
    },
  );
};
