import type { FontSpec } from './design-parts';

function font(pkg: string, family: string, weight: number, preload: boolean, style?: 'italic') {
  const file = `@fontsource/${pkg}/files/${pkg}-latin-${weight}-${style ?? 'normal'}.woff2`;
  return { family, file, weight, preload, ...(style ? { style } : {}) } satisfies FontSpec;
}

/** The faces the newer designs use; a design preloads only what its cover shows first. */
export const FONTS = {
  cinzelDecorative: font('cinzel-decorative', 'Cinzel Decorative', 400, true),
  cinzel: font('cinzel', 'Cinzel', 400, true),
  ebGaramond: font('eb-garamond', 'EB Garamond', 400, false),
  parisienne: font('parisienne', 'Parisienne', 400, true),
  lora: font('lora', 'Lora', 400, false),
  dmSerif: font('dm-serif-display', 'DM Serif Display', 400, true),
  jost: font('jost', 'Jost', 400, false),
  italiana: font('italiana', 'Italiana', 400, true),
  cormorant: font('cormorant-garamond', 'Cormorant Garamond', 500, false),
  montserrat: font('montserrat', 'Montserrat', 400, false),
  marcellus: font('marcellus', 'Marcellus', 400, true),
  alexBrush: font('alex-brush', 'Alex Brush', 400, true),
  bodoni: font('bodoni-moda', 'Bodoni Moda', 400, false),
  playfairItalic: font('playfair-display', 'Playfair Display', 400, true, 'italic'),
  josefinLight: font('josefin-sans', 'Josefin Sans', 300, true),
};
