import type { Theme } from '@kabar/shared/theme';
import { THEME_COLOURS, THEME_CULTURES, THEME_STYLES } from '@kabar/shared/theme-tags';

/*
 * The detail view's rules without React, shared by the app's dialog and the public pages'
 * islands.
 */

/** The parts of a demo invitation the detail view jumps to, by the page's own anchors. */
export const DEMO_PARTS = [
  { anchor: '', label: 'Sampul' },
  { anchor: 'mempelai', label: 'Mempelai' },
  { anchor: 'akad', label: 'Acara' },
  { anchor: 'galeri', label: 'Galeri' },
] as const;

export type DemoPart = (typeof DEMO_PARTS)[number]['anchor'];

export function detailTitle(themeName: string): string {
  return `Tema ${themeName}`;
}

export function demoTitle(themeName: string): string {
  return `Demo undangan tema ${themeName}`;
}

export function demoPartUrl(demoUrl: string, part: string): string {
  return part ? `${demoUrl}#${part}` : demoUrl;
}

/** Style, culture and colour in words. */
export function themeTagLabels(tags: Theme['tags']): string[] {
  return [THEME_STYLES[tags.style], THEME_CULTURES[tags.culture], THEME_COLOURS[tags.colour]];
}

/** One label of the theme (style, culture, colour); the islands draw theirs with the same look. */
export const TAG_CLASS = 'rounded-full bg-stone-100 px-3 py-1 text-xs text-stone-700';

/** The demo's frame, and the islands' place for it until a theme is opened. */
export const DEMO_FRAME_CLASS =
  'block h-[56vh] max-h-[640px] min-h-[400px] w-full rounded-[1.5rem] bg-white';
