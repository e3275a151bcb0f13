import { createHmac } from 'node:crypto';
import type { FastifyInstance } from 'fastify';
import { buildThemeAssets } from '@kabar/themes';
import { createPreviewTokens } from './preview-token';
import { livePreviewRoutes } from './live-preview.routes';
import { previewRoutes } from './preview.routes';
import { publicInvitationsRoutes } from './public-invitations.routes';

/** The guests' pages at the root, and the owner's preview link under /api. */
export async function registerPublicInvitations(
  app: FastifyInstance,
  options: { secret: string },
): Promise<void> {
  const previewTokens = createPreviewTokens(options.secret);
  // Reads and hashes every font file: once, shared by the pages and the editor's live preview.
  const assets = buildThemeAssets({
    pageFontKey: createHmac('sha256', options.secret).update('kabar page fonts').digest(),
  });
  await app.register(publicInvitationsRoutes, { previewTokens, assets });
  await app.register(previewRoutes, { prefix: '/api', previewTokens });
  await app.register(livePreviewRoutes, { assets });
}
