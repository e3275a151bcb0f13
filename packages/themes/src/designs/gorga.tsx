/** @jsxRuntime automatic @jsxImportSource react */
import { composeDesign } from '../components/compose-design';
import { FONTS } from '../components/fonts';
import { repeatPath, sprite } from '../components/sprite';

/** Gorga: Batak carving, ipon-ipon teeth and paired spirals, with ulos stripes at the edges. */
export const gorga = composeDesign({
  sprite: sprite(
    <>
      <symbol id="o-crown" viewBox="0 0 160 44">
        <g fill="none" stroke="currentColor" strokeWidth="1.6" strokeLinecap="round">
          <path d="M80 22c0-10-14-12-18-4s4 14 10 10M80 22c0-10 14-12 18-4s-4 14-10 10M80 22c0 10-14 12-18 4M80 22c0 10 14 12 18 4" />
          <path d="M62 22H8M98 22h54M20 14c-8 0-8 16 0 16M140 14c8 0 8 16 0 16" />
        </g>
        <path
          fill="currentColor"
          d={`${repeatPath(20, 8, (x) => `M${x} 0h8l-4 7z`)}${repeatPath(20, 8, (x) => `M${x} 44h8l-4-7z`)}`}
        />
      </symbol>
      <symbol id="o-div" viewBox="0 0 160 16">
        <path fill="currentColor" d={repeatPath(20, 8, (x) => `M${x} 16l4-8 4 8z`)} />
        <path fill="none" stroke="currentColor" strokeWidth="1" d="M0 4h160" />
      </symbol>
    </>,
  ),
  fonts: [FONTS.cinzel, FONTS.montserrat],
  ogFonts: { names: FONTS.cinzel, text: FONTS.montserrat },
  kicker: 'Pesta Unjuk',
  photo: 'window',
  crown: '0 0 160 44',
  divider: '0 0 160 16',
});
