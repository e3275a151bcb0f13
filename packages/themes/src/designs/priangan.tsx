/** @jsxRuntime automatic @jsxImportSource react */
import { composeDesign } from '../components/compose-design';
import { FONTS } from '../components/fonts';
import { sprite } from '../components/sprite';

/** Priangan: the Sundanese siger crown over a round portrait, bamboo leaves between sections. */
export const priangan = composeDesign({
  sprite: sprite(
    <>
      <symbol id="o-crown" viewBox="0 0 160 70">
        <g fill="none" stroke="currentColor" strokeWidth="1.3" strokeLinejoin="round">
          <path d="M10 66Q80 40 150 66" />
          <path d="M14 62l10-32 10 26 12-38 12 32 12-40 10 36 10-36 12 40 12-32 12 38 10-26 10 32" />
          <path d="M30 60Q80 44 130 60" strokeWidth=".8" />
        </g>
        <g fill="currentColor">
          <circle cx="24" cy="28" r="2.4" />
          <circle cx="46" cy="16" r="2.4" />
          <circle cx="70" cy="8" r="2.6" />
          <circle cx="90" cy="8" r="2.6" />
          <circle cx="114" cy="16" r="2.4" />
          <circle cx="136" cy="28" r="2.4" />
          <circle cx="80" cy="52" r="4" />
        </g>
      </symbol>
      <symbol id="o-div" viewBox="0 0 160 20">
        <g fill="none" stroke="currentColor" strokeWidth="1.1">
          <path d="M0 10h50M110 10h50M80 10C70 0 58 2 52 10c6 8 18 10 28 0zM80 10c10-10 22-8 28 0-6 8-18 10-28 0zM56 10h48" />
        </g>
      </symbol>
    </>,
  ),
  fonts: [FONTS.parisienne, FONTS.lora],
  ogFonts: { names: FONTS.parisienne, text: FONTS.lora },
  kicker: 'Undangan Pernikahan',
  kickerEn: 'Wedding Invitation',
  photo: 'window',
  crown: '0 0 160 70',
  divider: '0 0 160 20',
});
