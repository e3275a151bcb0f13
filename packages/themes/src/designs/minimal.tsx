/** @jsxRuntime automatic @jsxImportSource react */
import { composeDesign } from '../components/compose-design';
import { FONTS } from '../components/fonts';

/** Minimal: no ornament at all; a full-bleed photo, large light capitals and hairlines. */
export const minimal = composeDesign({
  sprite: null,
  fonts: [FONTS.josefinLight, FONTS.montserrat],
  ogFonts: { names: FONTS.josefinLight, text: FONTS.montserrat },
  kicker: 'Kami Menikah',
  kickerEn: 'We Are Getting Married',
  photo: 'bleed',
});
