import type { FastifyInstance } from 'fastify';
import { buildThemeAssets, type ThemeAssets } from '@kabar/themes';
import type { JobDefinition } from '../../jobs/job-queue';
import { linkPreviewImage } from './link-preview-images';
import { loadInvitationSource } from './load-invitation';
import { renderSource } from './render-source';

export const RENDER_LINK_PREVIEW = 'preview.render';

/**
 * Draws a published invitation's link-preview image ahead of the first share, so the first
 * WhatsApp preview is not the one that waits. Safe to run twice: a stored image is kept.
 */
export function linkPreviewJob(
  app: Pick<FastifyInstance, 'db' | 'config' | 'fileStorage'>,
): JobDefinition<{ invitationId: string }> {
  let assets: ThemeAssets | null = null;
  return {
    name: RENDER_LINK_PREVIEW,
    retryLimit: 3,
    retryDelaySeconds: 5,
    async run({ invitationId }) {
      const source = await loadInvitationSource(app.db, { id: invitationId });
      if (!source || source.invitation.status !== 'published') return;
      assets ??= buildThemeAssets();
      const { model } = renderSource(source, assets, app.config.site);
      await linkPreviewImage(app.fileStorage, {
        invitationId,
        version: source.invitation.version,
        plan: source.plan,
        model,
      });
    },
  };
}
