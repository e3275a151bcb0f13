/** @jsxRuntime automatic @jsxImportSource react */
import { composeDesign } from '../components/compose-design';
import { FONTS } from '../components/fonts';
import { sprite } from '../components/sprite';

/** Peranakan: a round moon gate for the portrait, ruyi clouds and fretwork corners. */
export const peranakan = composeDesign({
  sprite: sprite(
    <>
      <symbol id="o-cloud" viewBox="0 0 60 30">
        <path
          fill="none"
          stroke="currentColor"
          strokeWidth="1.4"
          d="M10 26C2 26 2 14 10 14c0-8 12-10 16-2 4-8 18-6 16 4 8 0 10 10 2 10zM18 20c0-3 4-3 4 0M34 18c0-3 4-3 4 0"
        />
      </symbol>
      <symbol id="o-crown" viewBox="0 0 60 30">
        <use href="#o-cloud" width="60" height="30" />
      </symbol>
      <symbol id="o-corner" viewBox="0 0 60 60">
        <path
          fill="none"
          stroke="currentColor"
          strokeWidth="1.4"
          d="M2 58V2h56M10 50V10h40M18 42V18h24v16H26v-8h8"
        />
      </symbol>
      <symbol id="o-div" viewBox="0 0 160 24">
        <path fill="none" stroke="currentColor" strokeWidth="1" d="M0 12h50M110 12h50" />
        <g fill="none" stroke="currentColor" strokeWidth="1.2">
          <circle cx="80" cy="12" r="9" />
          <path d="M76 8h8v8h-8z" />
        </g>
        <use href="#o-cloud" x="44" y="4" width="30" height="15" />
        <use href="#o-cloud" x="86" y="4" width="30" height="15" />
      </symbol>
    </>,
  ),
  fonts: [FONTS.playfairItalic, FONTS.montserrat],
  ogFonts: { names: FONTS.playfairItalic, text: FONTS.montserrat },
  kicker: 'The Wedding of',
  photo: 'window',
  crown: '0 0 60 30',
  corner: '0 0 60 60',
  divider: '0 0 160 24',
});
