import type { InvitationPhoto } from '@kabar/shared';

/** Where the demo invitations' photos are served from (apps/server/assets/demo-media). */
export const DEMO_PHOTO_ROUTE = '/media/demo';
export const DEMO_PHOTO_SCENES = [
  'sampul',
  'buket',
  'cincin',
  'gunung',
  'taman',
  'lampion',
] as const;
export const DEMO_PHOTO_WIDTHS = [480, 960] as const;
const WIDTH = 960;
const HEIGHT = 1280;

export function demoPhotoFile(themeCode: string, scene: string, width: number): string {
  return `${themeCode}/${scene}-${width}.webp`;
}

/** The photos of a theme's demo invitation, the cover first, as the editor stores uploads. */
export function demoPhotos(themeCode: string): InvitationPhoto[] {
  return DEMO_PHOTO_SCENES.map((scene) => ({
    id: `demo-${themeCode}-${scene}`,
    width: WIDTH,
    height: HEIGHT,
    variants: DEMO_PHOTO_WIDTHS.map((width) => ({
      width,
      url: `${DEMO_PHOTO_ROUTE}/${demoPhotoFile(themeCode, scene, width)}`,
    })),
  }));
}
