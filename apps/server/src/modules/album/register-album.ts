import type { FastifyInstance } from 'fastify';
import '../public-invitations/after-wedding-page';
import { storeDemoAlbumFiles } from '../../seed/demo-after-wedding';
import { renderAfterWedding } from './after-wedding';
import { albumRoutes } from './album.routes';
import { guestPhotosRoutes } from './guest-photos.routes';
import { wallRoutes } from './wall.routes';

/**
 * Guests' photos, their moderation, the live wall and the zip under /api, and the after-wedding
 * page the invitation pages ask for. Needs the media storage first.
 */
export async function registerAlbum(app: FastifyInstance): Promise<void> {
  app.decorate('afterWeddingPage', (...args: Parameters<FastifyInstance['afterWeddingPage']>) =>
    renderAfterWedding(app, ...args),
  );
  // The after-the-wedding demo's photos live in the storage like any guest's (seeded with the demo).
  if (app.config.seedDemoData) app.addHook('onReady', () => storeDemoAlbumFiles(app.fileStorage));
  await app.register(
    async (api) => {
      await api.register(albumRoutes);
      await api.register(wallRoutes);
      await api.register(guestPhotosRoutes);
    },
    { prefix: '/api' },
  );
}
