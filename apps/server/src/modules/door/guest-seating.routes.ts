import type { FastifyPluginAsync } from 'fastify';
import { and, inArray, sql } from 'drizzle-orm';
import { z } from 'zod';
import { guestSeatingInputSchema } from '@kabar/shared';
import { declareRoutes } from '../../http/declare-routes';
import { envelope } from '../../http/envelope';
import { access } from '../../http/route-contract';
import { inScope } from '../guests/guests.queries';
import { guests } from '../guests/guests.schema';

/**
 * Bulk edit of where guests sit and which language they read: one category, table or language for
 * every guest chosen on the list.
 */
export const guestSeatingRoutes: FastifyPluginAsync = async (app) => {
  const route = declareRoutes(app, 'door');

  route.post(
    '/invitations/:invitationId/guests/seating',
    {
      summary: 'Set the category, table or language of several guests',
      access: access.invitation('guests.edit'),
      body: guestSeatingInputSchema,
      data: z.object({ updated: z.number().int() }),
    },
    async ({ gate, body }) => {
      // A side manager's choice reaches only their side's guests, whatever ids were sent.
      const updated = await app.db
        .update(guests)
        .set({
          ...(body.category === undefined ? {} : { category: body.category }),
          ...(body.table === undefined ? {} : { tableLabel: body.table }),
          ...(body.language === undefined ? {} : { language: body.language }),
          updatedAt: sql`now()`,
        })
        .where(and(inScope(gate.invitation.id, gate.side), inArray(guests.id, body.guestIds)))
        .returning({ id: guests.id });
      app.invitationEvents.publish(gate.invitation.id, 'guests');
      return envelope({ updated: updated.length }, `${updated.length} tamu diperbarui.`);
    },
  );
};
