import type { InvitationPhoto } from '@kabar/shared';
import type { DemoPhotoSet } from '@kabar/themes/catalogue/catalogue';

import { DEMO_PHOTO_ROUTE } from '../modules/media/media-paths';
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

export function demoPhotoFile(set: string, scene: string, width: number): string {
  return `${set}/${scene}-${width}.webp`;
}

/**
 * The photos of a theme's demo invitation, the cover first, as the editor stores uploads. Themes
 * share the nine drawn sets by colour, so the repository keeps 108 small files, not one set each.
 */
export function demoPhotos(
  themeCode: string,
  set: DemoPhotoSet | string = themeCode,
): InvitationPhoto[] {
  return DEMO_PHOTO_SCENES.map((scene) => ({
    id: `demo-${themeCode}-${scene}`,
    width: WIDTH,
    height: HEIGHT,
    variants: DEMO_PHOTO_WIDTHS.map((width) => ({
      width,
      url: `${DEMO_PHOTO_ROUTE}/${demoPhotoFile(set, scene, width)}`,
    })),
  }));
}
