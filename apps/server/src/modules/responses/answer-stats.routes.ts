import type { FastifyPluginAsync } from 'fastify';
import { answerStatsSchema } from '@kabar/shared/answer-stats';
import { declareRoutes } from '../../http/declare-routes';
import { envelope } from '../../http/envelope';
import { access } from '../../http/route-contract';
import { answerEventsRoutes } from './answer-events.routes';
import { loadAnswerStats } from './answer-stats';

/** The couple's answers at a glance (counts for charts) and the live stream that refreshes them. */
export const answerStatsRoutes: FastifyPluginAsync = async (app) => {
  const route = declareRoutes(app, 'responses');
  await app.register(answerEventsRoutes);

  route.get(
    '/invitations/:id/answer-stats',
    {
      summary: 'The answers at a glance, counted for charts',
      access: access.invitation('answers.view'),
      data: answerStatsSchema,
    },
    async ({ gate }, _request, reply) => {
      reply.header('cache-control', 'private, no-store');
      return envelope(
        await loadAnswerStats(app.db, gate.invitation, gate.side),
        'Ringkasan jawaban tamu berhasil diambil.',
      );
    },
  );
};
