import type { FastifyPluginAsync } from 'fastify';
import { envelope } from '../../http/envelope';
import { authorizeInvitation } from '../invitations/invitation-access';
import { answerEventsRoutes } from './answer-events.routes';
import { loadAnswerStats } from './answer-stats';

/** The couple's answers at a glance (counts for charts) and the live stream that refreshes them. */
export const answerStatsRoutes: FastifyPluginAsync = async (app) => {
  await app.register(answerEventsRoutes);

  app.get<{ Params: { id: string } }>(
    '/invitations/:id/answer-stats',
    { preHandler: app.authenticate },
    async (request, reply) => {
      const access = await authorizeInvitation(
        app.db,
        request.userId,
        request.params.id,
        'answers.view',
      );
      reply.header('cache-control', 'private, no-store');
      return envelope(
        await loadAnswerStats(app.db, access.invitation, access.side),
        'Ringkasan jawaban tamu berhasil diambil.',
      );
    },
  );
};
