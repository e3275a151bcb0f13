import { and, eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import { envelope } from '../../http/envelope';
import { NotFoundError } from '../../http/errors';
import { invitations } from '../invitations/invitations.schema';
import { PREVIEW_TOKEN_TTL_SECONDS, type PreviewTokens } from './preview-token';

const params = z.object({ id: z.uuid() });
export const INVITATION_NOT_FOUND = 'Undangan tidak ditemukan.';

/** POST /api/invitations/:id/preview: a short-lived link that shows the owner's draft. */
export async function previewRoutes(
  app: FastifyInstance,
  options: { previewTokens: PreviewTokens },
): Promise<void> {
  app.post('/invitations/:id/preview', { preHandler: app.authenticate }, async (request) => {
    const parsed = params.safeParse(request.params);
    if (!parsed.success) throw new NotFoundError(INVITATION_NOT_FOUND);
    const [owned] = await app.db
      .select({ id: invitations.id })
      .from(invitations)
      .where(and(eq(invitations.id, parsed.data.id), eq(invitations.userId, request.userId)));
    if (!owned) throw new NotFoundError(INVITATION_NOT_FOUND);
    const token = await options.previewTokens.sign(owned.id);
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
