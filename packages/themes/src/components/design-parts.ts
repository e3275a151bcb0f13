import type { ReactNode } from 'react';
import type { PageModel } from '../model/page-model';

/** A font file from an @fontsource package, served by our own server. */
export interface FontSpec {
  family: string;
  /** Package and file, e.g. '@fontsource/jost/files/jost-latin-400-normal.woff2'. */
  file: string;
  weight: number;
  style?: 'italic';
  /** Preloaded when the cover shows it, so the first view draws in its final font. */
  preload: boolean;
}

/** What makes a design look like itself; the sections' markup is shared. */
export interface DesignParts {
  fonts: FontSpec[];
  /** The design's drawings, defined once at the top of the page and used by reference. */
  Sprite: ReactNode;
  /** Stylesheets the design shares with others (styles/<name>.css), before its own. */
  sharedStyles?: string[];
  /** Fonts of the link-preview image: one for the names, one for the small lines. */
  ogFonts: { names: FontSpec; text: FontSpec };
  Cover: (props: { model: PageModel }) => ReactNode;
  /** The wide-screen panel beside the page column. */
  Aside: (props: { model: PageModel }) => ReactNode;
  SectionTitle: (props: { kicker?: string; children: ReactNode }) => ReactNode;
  /** A small ornament between the couple's names and at the close. */
  Ornament: () => ReactNode;
}
