import type { FastifyPluginAsync } from 'fastify';
import { z } from 'zod';
import { deskActionsInputSchema, deskActionsResultDtoSchema } from '@kabar/shared';
import { declareRoutes } from '../../http/declare-routes';
import { envelope } from '../../http/envelope';
import { access } from '../../http/route-contract';
import { resolveCheckinCode } from '../checkin/checkin-links.queries';
import { limitDeskCodeGuesses } from '../checkin/limit-desk-code-guesses';
import { souvenirCounts } from './door-settings.queries';
import { recordDeskAction } from './record-desk-actions';

/** The desk's walk-ins and souvenirs, by its link's code, queued on the phone like scans. */
export const deskActionsRoutes: FastifyPluginAsync = async (app) => {
  limitDeskCodeGuesses(app);
  const route = declareRoutes(app, 'checkin');

  route.post(
    '/checkin/:code/actions',
    {
      summary: 'Record walk-in guests and souvenirs given',
      access: access.public,
      // Any code reaches the handler, which answers the desk's own 403 for one that is not a link.
      params: z.object({ code: z.string() }),
      body: deskActionsInputSchema,
      data: deskActionsResultDtoSchema,
    },
    async ({ params, body: { actions } }) => {
      const { link } = await resolveCheckinCode(app.db, params.code);
      const results = [];
      for (const action of actions) results.push(await recordDeskAction(app.db, link, action));
      const recorded = results.filter((r) => r.status === 'recorded');
      if (recorded.some((r) => r.kind === 'walk_in'))
        app.invitationEvents.publish(link.invitationId, 'arrival');
      if (recorded.some((r) => r.kind === 'souvenir'))
        app.invitationEvents.publish(link.invitationId, 'door');
      return envelope(
        { results, souvenirs: await souvenirCounts(app.db, link.invitationId) },
        'Catatan meja tamu disimpan.',
      );
    },
  );
};
