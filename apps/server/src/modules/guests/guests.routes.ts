import type { FastifyPluginAsync } from 'fastify';
import { guestCsvRoutes } from './guest-csv.routes';
import { guestListRoutes } from './guest-list.routes';
import type { GuestEventSheet } from './guest-event-sheet';
import { guestSendingRoutes } from './guest-sending.routes';

/**
 * The guest list, for the couple and their co-admins. Every route goes through the access gate:
 * 404 for an invitation the person has no place in, and a side manager sees and changes only the
 * guests of their family's side.
 */
export const guestsRoutes: FastifyPluginAsync<{ eventSheet: GuestEventSheet }> = async (
  app,
  { eventSheet },
) => {
  await app.register(guestListRoutes);
  await app.register(guestCsvRoutes, { eventSheet });
  await app.register(guestSendingRoutes);
};
