/** @jsxRuntime automatic @jsxImportSource react */
import { composeDesign } from '../components/compose-design';
import { FONTS } from '../components/fonts';
import { sprite } from '../components/sprite';

/** Akad: a mihrab arch around the portrait and the eight-point khatam star. */
export const akad = composeDesign({
  sprite: sprite(
    <>
      <symbol id="o-star" viewBox="0 0 40 40">
        <g fill="none" stroke="currentColor" strokeWidth="1.3">
          <path d="M9 9h22v22H9zM20 4.4L35.6 20 20 35.6 4.4 20z" />
          <circle cx="20" cy="20" r="5" />
        </g>
      </symbol>
      <symbol id="o-crown" viewBox="0 0 40 40">
        <use href="#o-star" width="40" height="40" />
      </symbol>
      <symbol id="o-frame" viewBox="0 0 100 140" preserveAspectRatio="none">
        <path
          fill="none"
          stroke="currentColor"
          strokeWidth="1.5"
          vectorEffect="non-scaling-stroke"
          d="M1 139V52C1 30 30 20 50 1c20 19 49 29 49 51v87z"
        />
      </symbol>
      <symbol id="o-div" viewBox="0 0 160 24">
        <path fill="none" stroke="currentColor" strokeWidth="1" d="M0 12h64M96 12h64" />
        <circle cx="58" cy="12" r="1.6" fill="currentColor" />
        <circle cx="102" cy="12" r="1.6" fill="currentColor" />
        <use href="#o-star" x="68" y="0" width="24" height="24" />
      </symbol>
    </>,
  ),
  fonts: [FONTS.marcellus, FONTS.lora],
  ogFonts: { names: FONTS.marcellus, text: FONTS.lora },
  kicker: 'Walimatul Ursy',
  photo: 'window',
  crown: '0 0 40 40',
  frame: '0 0 100 140',
  divider: '0 0 160 24',
});
