import type { FastifyInstance } from 'fastify';
import { previewLinkSchema } from '@kabar/shared/invitation-api';
import { declareRoutes } from '../../http/declare-routes';
import { envelope } from '../../http/envelope';
import { access } from '../../http/route-contract';
import { PREVIEW_TOKEN_TTL_SECONDS, type PreviewTokens } from './preview-token';

/**
 * POST /api/invitations/:id/preview: a short-lived link that shows the invitation before it is
 * published, to the couple and anyone with a place in it.
 */
export async function previewRoutes(
  app: FastifyInstance,
  options: { previewTokens: PreviewTokens },
): Promise<void> {
  const route = declareRoutes(app, 'public-invitations');

  route.post(
    '/invitations/:id/preview',
    {
      summary: 'A short-lived link to preview the invitation as guests will see it',
      access: access.invitation('view'),
      data: previewLinkSchema,
    },
    async ({ gate }) => {
      const token = await options.previewTokens.sign(gate.invitation.id);
      return envelope(
        {
          token,
          url: `${app.config.site.publicUrl}/pratinjau?token=${token}`,
          expires_in: PREVIEW_TOKEN_TTL_SECONDS,
        },
        'Tautan pratinjau siap.',
      );
    },
  );
}
