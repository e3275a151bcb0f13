import type { FastifyPluginAsync } from 'fastify';
import { CHECKIN_CODE_PATTERN, CHECKIN_MESSAGES } from '@kabar/shared';
import { ANSWER_EVENT_KINDS } from '@kabar/shared/answer-stats';
import { AppError } from '../../http/errors';
import { resolveCheckinCode } from '../checkin/checkin-links.queries';
import { authorizeInvitation } from '../invitations/invitation-access';
import { answerStreams } from './answer-events';
import { limitDeskCodeGuesses } from '../checkin/limit-desk-code-guesses';

/**
 * Live streams of what is recorded for an invitation. The couple's (and co-admins') stream is
 * opened with fetch and the bearer token like every API call, and tells every kind; the check-in
 * desk's is opened with its link's code and tells only that an arrival or an RSVP answer (which
 * moves the headcount the desk expects) was recorded. Neither
 * carries any guest's data: the page fetches what it may see when told.
 */
export const answerEventsRoutes: FastifyPluginAsync = async (app) => {
  limitDeskCodeGuesses(app);
  const openStream = answerStreams(app);

  app.get<{ Params: { id: string } }>(
    '/invitations/:id/answer-events',
    { preHandler: app.authenticate },
    async (request, reply) => {
      const { invitation } = await authorizeInvitation(
        app.db,
        request.userId,
        request.params.id,
        'answers.view',
      );
      await openStream(request, reply, {
        invitationId: invitation.id,
        kinds: ANSWER_EVENT_KINDS,
        holder: `account:${request.userId}`,
      });
    },
  );

  app.get<{ Params: { code: string } }>('/checkin/:code/arrival-events', async (request, reply) => {
    if (!CHECKIN_CODE_PATTERN.test(request.params.code)) {
      throw new AppError(403, CHECKIN_MESSAGES.linkInvalid);
    }
    const { invitation } = await resolveCheckinCode(app.db, request.params.code);
    await openStream(request, reply, {
      invitationId: invitation.id,
      kinds: ['arrival', 'rsvp'],
      holder: `desk:${request.params.code}`,
    });
  });
};
