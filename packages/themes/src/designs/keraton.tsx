/** @jsxRuntime automatic @jsxImportSource react */
import { composeDesign } from '../components/compose-design';
import { FONTS } from '../components/fonts';
import { sprite } from '../components/sprite';

/** Keraton: the gunungan (kayon) of the wayang above a gilded frame, prada-gold corners. */
export const keraton = composeDesign({
  sprite: sprite(
    <>
      <symbol id="o-crown" viewBox="0 0 100 140">
        <g fill="none" stroke="currentColor" strokeWidth="1.4" strokeLinejoin="round">
          <path d="M50 3C68 28 95 60 92 100v30H8v-30C5 60 32 28 50 3z" />
          <path d="M50 14C64 34 84 62 82 98v24H18V98C16 62 36 34 50 14z" strokeWidth=".8" />
          <path d="M50 122V38M50 58c-9-8-19-5-23 5M50 58c9-8 19-5 23 5M50 78c-12-8-25-4-29 10M50 78c12-8 25-4 29 10M50 98c-10-6-20-3-22 7M50 98c10-6 20-3 22 7" />
          <path d="M36 130v-14h28v14M43 116v-8h14v8" />
        </g>
        <circle cx="50" cy="30" r="3" fill="currentColor" />
      </symbol>
      <symbol id="o-corner" viewBox="0 0 60 60">
        <g fill="none" stroke="currentColor" strokeWidth="1.2">
          <path d="M2 58V22C2 10 10 2 22 2h36M9 58V25C9 15 15 9 25 9h33" />
          <path d="M18 18h9v9h-9zM22.5 14v-4M14 22.5h-4" />
        </g>
      </symbol>
      <symbol id="o-div" viewBox="0 0 160 20">
        <g fill="none" stroke="currentColor" strokeWidth="1.1">
          <path d="M0 10h56M104 10h56M80 2l8 8-8 8-8-8zM72 10c-6-6-12-6-14 0 2 6 8 6 14 0M88 10c6-6 12-6 14 0-2 6-8 6-14 0" />
        </g>
        <circle cx="80" cy="10" r="2" fill="currentColor" />
      </symbol>
    </>,
  ),
  fonts: [FONTS.cinzelDecorative, FONTS.ebGaramond],
  ogFonts: { names: FONTS.cinzelDecorative, text: FONTS.ebGaramond },
  kicker: 'Pawiwahan',
  photo: 'window',
  crown: '0 0 100 140',
  corner: '0 0 60 60',
  divider: '0 0 160 20',
});
