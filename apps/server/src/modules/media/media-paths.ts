/** Where couples' uploads are served from, whatever stores them. */
export const UPLOADS_ROUTE = '/media/uploads';

/** Where the bundled demo photos and music are served from (apps/server/assets/demo-media). */
export const DEMO_PHOTO_ROUTE = '/media/demo';
