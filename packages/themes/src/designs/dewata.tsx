/** @jsxRuntime automatic @jsxImportSource react */
import { composeDesign } from '../components/compose-design';
import { FONTS } from '../components/fonts';
import { sprite } from '../components/sprite';

const PETALS = [0, 72, 144, 216, 288];

/** Dewata: the two halves of a Balinese candi bentar framing the cover, frangipani (jepun). */
export const dewata = composeDesign({
  sprite: sprite(
    <>
      <symbol id="o-wing" viewBox="0 0 60 240">
        <path
          fill="currentColor"
          fillOpacity=".16"
          stroke="currentColor"
          strokeWidth="1"
          d="M60 240V0h-8v16h-8v20h-6v22h-8v26h-6v28h-8v30h-6v34H4v34H0v30z"
        />
        <path
          fill="none"
          stroke="currentColor"
          strokeWidth=".8"
          d="M52 16h8M44 36h16M38 58h22M30 84h30M24 112h36M16 142h44M10 176h50M4 210h56"
        />
      </symbol>
      <symbol id="o-jepun" viewBox="-16 -16 32 32">
        <g fill="currentColor" fillOpacity=".9">
          {PETALS.map((angle) => (
            <path
              key={angle}
              transform={`rotate(${angle})`}
              d="M0 0C-5-5-4-13 2-14c5 0 6 8-2 14z"
            />
          ))}
        </g>
        <circle r="2.2" fill="#fff" fillOpacity=".7" />
      </symbol>
      <symbol id="o-div" viewBox="0 0 160 28">
        <path fill="none" stroke="currentColor" strokeWidth="1" d="M0 14h62M98 14h62" />
        <use href="#o-jepun" x="66" y="0" width="28" height="28" />
      </symbol>
      <symbol id="o-crown" viewBox="0 0 32 32">
        <use href="#o-jepun" width="32" height="32" />
      </symbol>
    </>,
  ),
  fonts: [FONTS.italiana, FONTS.cormorant],
  ogFonts: { names: FONTS.italiana, text: FONTS.cormorant },
  kicker: 'Pawiwahan',
  photo: 'window',
  wing: '0 0 60 240',
  crown: '0 0 32 32',
  divider: '0 0 160 28',
});
