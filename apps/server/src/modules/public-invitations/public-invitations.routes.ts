import type { FastifyInstance } from 'fastify';
import type { ThemeAssets } from '@kabar/themes';
import { assetRoutes } from './asset.routes';
import { formPostRoutes } from './form-post.routes';
import { pageRoutes } from './page.routes';
import type { PreviewTokens } from './preview-token';
import { createPublicPages } from './public-pages';

export interface PublicInvitationsOptions {
  previewTokens: PreviewTokens;
  /** The pages' script, styles and fonts, built once at start for every route that renders. */
  assets: ThemeAssets;
  /** Seconds a rendered page is served before one query checks it is still current. */
  freshForMs?: number;
}

/**
 * The pages guests open: `/{slug}` on the main host and `/` on `{slug}.{INVITATION_DOMAIN}`, their
 * forms, calendar file and link-preview image, the owner's draft preview, and the page's own
 * script, fonts and demo photos. The three groups share one set of page caches.
 */
export async function publicInvitationsRoutes(
  app: FastifyInstance,
  options: PublicInvitationsOptions,
): Promise<void> {
  const publicPages = createPublicPages(app, options);
  await assetRoutes(app, publicPages);
  pageRoutes(app, publicPages, options.previewTokens);
  formPostRoutes(app, publicPages);
}
