import type { FastifyPluginAsync } from 'fastify';
import { z } from 'zod';
import { moderationDecisionSchema, moderationItemSchema } from '@kabar/shared';
import { declareRoutes } from '../../http/declare-routes';
import { envelope } from '../../http/envelope';
import { access } from '../../http/route-contract';
import { decideReport, MODERATION_NOT_FOUND, moderationQueue } from '../moderation/moderation';

const itemParams = z.object({
  kind: z.enum(['photo', 'wish'], { error: MODERATION_NOT_FOUND }),
  id: z.uuid({ error: MODERATION_NOT_FOUND }),
});

/** Moderation: what guests reported (wishes and album photos), in one queue; hide or keep. */
export const moderationAdminRoutes: FastifyPluginAsync = async (app) => {
  const route = declareRoutes(app, 'admin');

  route.get(
    '/admin/moderation',
    {
      summary: 'Reported wishes and photos still shown, most reported first',
      access: access.operator,
      data: z.array(moderationItemSchema),
    },
    async () => envelope(await moderationQueue(app)),
  );

  route.post(
    '/admin/moderation/:kind/:id',
    {
      summary: 'Hide a reported wish or photo, or keep it (its reports are cleared)',
      access: access.operator,
      params: itemParams,
      body: moderationDecisionSchema,
      data: null,
    },
    async ({ params, body }, request) => {
      await decideReport(app, request, { ...params, decision: body.decision });
      return envelope(null, body.decision === 'hide' ? 'Disembunyikan.' : 'Dibiarkan tampil.');
    },
  );
};
