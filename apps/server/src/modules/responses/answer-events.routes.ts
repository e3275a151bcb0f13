import type { FastifyPluginAsync } from 'fastify';
import { z } from 'zod';
import { ANSWER_EVENT_KINDS } from '@kabar/shared/answer-stats';
import { declareRoutes } from '../../http/declare-routes';
import { access } from '../../http/route-contract';
import { resolveCheckinCode } from '../checkin/checkin-links.queries';
import { answerStreams } from './answer-events';
import { limitDeskCodeGuesses } from '../checkin/limit-desk-code-guesses';
import { resolveScreenCode } from '../checkin/screen-links.queries';

/**
 * Live streams of what is recorded for an invitation. The couple's (and co-admins') stream is
 * opened with fetch and the bearer token like every API call, and tells every kind; the check-in
 * desk's is opened with its link's code and tells only that an arrival or an RSVP answer (which
 * moves the headcount the desk expects) was recorded. Neither
 * carries any guest's data: the page fetches what it may see when told.
 */
export const answerEventsRoutes: FastifyPluginAsync = async (app) => {
  limitDeskCodeGuesses(app);
  const route = declareRoutes(app, 'responses');
  const openStream = answerStreams(app);

  route.get(
    '/invitations/:id/answer-events',
    {
      summary: 'A live stream of what is recorded for the invitation',
      access: access.invitation('answers.view'),
      produces: 'text/event-stream',
    },
    async ({ gate, userId }, request, reply) => {
      await openStream(request, reply, {
        invitationId: gate.invitation.id,
        kinds: ANSWER_EVENT_KINDS,
        holder: `account:${userId}`,
      });
    },
  );

  route.get(
    '/checkin/:code/arrival-events',
    {
      summary: 'A live stream of arrivals and RSVP answers, by the check-in link’s code',
      access: access.public,
      // Any code reaches the handler, which answers the desk's own 403 for one that is not a link.
      params: z.object({ code: z.string() }),
      produces: 'text/event-stream',
    },
    async ({ params }, request, reply) => {
      const { invitation } = await resolveCheckinCode(app.db, params.code);
      await openStream(request, reply, {
        invitationId: invitation.id,
        kinds: ['arrival', 'rsvp'],
        holder: `desk:${params.code}`,
      });
    },
  );

  // The greeting screen's: told of each arrival and door-prize draw, it fetches what to greet.
  route.get(
    '/screen/:code/greeting-events',
    {
      summary: 'A live stream of arrivals and draws, by the greeting screen link’s code',
      access: access.public,
      params: z.object({ code: z.string() }),
      produces: 'text/event-stream',
    },
    async ({ params }, request, reply) => {
      const { invitation } = await resolveScreenCode(app.db, params.code);
      await openStream(request, reply, {
        invitationId: invitation.id,
        kinds: ['arrival', 'door'],
        holder: `screen:${params.code}`,
      });
    },
  );
};
