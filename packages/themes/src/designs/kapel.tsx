/** @jsxRuntime automatic @jsxImportSource react */
import { composeDesign } from '../components/compose-design';
import { FONTS } from '../components/fonts';
import { sprite } from '../components/sprite';

/** Kapel: a lancet chapel window with tracery over the portrait, a dove with an olive twig. */
export const kapel = composeDesign({
  sprite: sprite(
    <>
      <symbol id="o-crown" viewBox="0 0 24 32">
        <path fill="none" stroke="currentColor" strokeWidth="1.6" d="M12 1v30M4 10h16" />
      </symbol>
      <symbol id="o-frame" viewBox="0 0 100 150" preserveAspectRatio="none">
        <g fill="none" stroke="currentColor" strokeWidth="1.5" vectorEffect="non-scaling-stroke">
          <path d="M1 149V60C1 28 26 8 50 1c24 7 49 27 49 59v89z" />
        </g>
      </symbol>
      <symbol id="o-div" viewBox="0 0 160 28">
        <g fill="none" stroke="currentColor" strokeWidth="1">
          <path d="M0 18h52M108 18h52" />
          <path d="M60 18c10-2 18 2 22 6M66 16c-2-5 1-8 5-8M74 19c1-5 5-7 9-6" />
        </g>
        <path
          fill="currentColor"
          d="M84 16c4-8 12-11 20-7l6-4-2 6c3 5-1 11-8 12-6 1-12-2-16-7zm16-8 6-7c1 4 0 7-3 9z"
        />
      </symbol>
    </>,
  ),
  fonts: [FONTS.alexBrush, FONTS.bodoni],
  ogFonts: { names: FONTS.alexBrush, text: FONTS.bodoni },
  kicker: 'Pemberkatan Pernikahan',
  kickerEn: 'Holy Matrimony',
  photo: 'window',
  crown: '0 0 24 32',
  frame: '0 0 100 150',
  divider: '0 0 160 28',
});
