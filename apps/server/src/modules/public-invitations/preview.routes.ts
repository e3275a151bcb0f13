import type { FastifyInstance } from 'fastify';
import { envelope } from '../../http/envelope';
import { authorizeInvitation } from '../invitations/invitation-access';
import { PREVIEW_TOKEN_TTL_SECONDS, type PreviewTokens } from './preview-token';

/**
 * POST /api/invitations/:id/preview: a short-lived link that shows the invitation before it is
 * published, to the couple and anyone with a place in it.
 */
export async function previewRoutes(
  app: FastifyInstance,
  options: { previewTokens: PreviewTokens },
): Promise<void> {
  app.post('/invitations/:id/preview', { preHandler: app.authenticate }, async (request) => {
    const { id } = request.params as { id?: unknown };
    const { invitation } = await authorizeInvitation(app.db, request.userId, id, 'view');
    const token = await options.previewTokens.sign(invitation.id);
    return envelope(
      {
        token,
        url: `${app.config.site.publicUrl}/pratinjau?token=${token}`,
        expires_in: PREVIEW_TOKEN_TTL_SECONDS,
      },
      'Tautan pratinjau siap.',
    );
  });
}
