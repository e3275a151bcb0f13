/** @jsxRuntime automatic @jsxImportSource react */
import { composeDesign } from '../components/compose-design';
import { FONTS } from '../components/fonts';
import { repeatPath, sprite } from '../components/sprite';

/** Gadang: the horned bagonjong roof of a rumah gadang over the portrait, pucuak rabuang rows. */
export const gadang = composeDesign({
  sprite: sprite(
    <>
      <symbol id="o-crown" viewBox="0 0 200 64">
        <path
          fill="currentColor"
          d="M2 2c20 30 42 40 62 34 14-4 24-16 36-32 12 16 22 28 36 32 20 6 42-4 62-34-10 26-28 46-56 46-18 0-32-8-42-20-10 12-24 20-42 20C30 48 12 28 2 2z"
        />
        <path
          fill="none"
          stroke="currentColor"
          strokeWidth="1.2"
          d="M34 50v12h132V50M58 52v10M82 54v8M118 54v8M142 52v10"
        />
      </symbol>
      <symbol id="o-div" viewBox="0 0 160 20">
        <path
          fill="none"
          stroke="currentColor"
          strokeWidth="1.1"
          d={`M0 19h160${repeatPath(10, 16, (x) => `M${x} 19l8-16 8 16M${x + 5} 19l3-6 3 6`)}`}
        />
      </symbol>
    </>,
  ),
  fonts: [FONTS.dmSerif, FONTS.jost],
  ogFonts: { names: FONTS.dmSerif, text: FONTS.jost },
  kicker: 'Baralek Gadang',
  photo: 'window',
  crown: '0 0 200 64',
  divider: '0 0 160 20',
});
