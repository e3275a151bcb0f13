/**
 * Colours of one theme. Text colours reach WCAG AA (4.5:1) on `bg`, `bg2` and `surface`;
 * `accent` is for lines and ornaments only.
 */
export interface Variant {
  bg: string;
  bg2: string;
  surface: string;
  ink: string;
  muted: string;
  accent: string;
  accentInk: string;
  /** Button background and its text. */
  button: string;
  onButton: string;
}

type Rgb = [number, number, number];

function rgb(hex: string): Rgb {
  const n = Number.parseInt(hex.slice(1), 16);
  return [(n >> 16) & 255, (n >> 8) & 255, n & 255];
}

function hex([r, g, b]: Rgb): string {
  return `#${[r, g, b].map((c) => Math.round(c).toString(16).padStart(2, '0')).join('')}`;
}

export function luminance(color: string): number {
  const [r, g, b] = rgb(color).map((value) => {
    const c = value / 255;
    return c <= 0.03928 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4;
  }) as Rgb;
  return 0.2126 * r + 0.7152 * g + 0.0722 * b;
}

export function contrast(a: string, b: string): number {
  const [hi, lo] = [luminance(a), luminance(b)].sort((x, y) => y - x) as [number, number];
  return (hi + 0.05) / (lo + 0.05);
}

export function mix(a: string, b: string, amount: number): string {
  const [x, y] = [rgb(a), rgb(b)];
  return hex([0, 1, 2].map((i) => x[i]! + (y[i]! - x[i]!) * amount) as Rgb);
}

/** Moves `color` towards black or white, whichever the backgrounds need, until it reads on all. */
function readable(color: string, backgrounds: string[], min: number): string {
  const dark = backgrounds.every((bg) => luminance(bg) < 0.2);
  let result = color;
  for (let step = 0; step < 40; step += 1) {
    if (backgrounds.every((bg) => contrast(result, bg) >= min)) return result;
    result = mix(result, dark ? '#ffffff' : '#000000', 0.06);
  }
  return result;
}

/**
 * A full palette from three colours: the paper, the text and the ornament colour. Second
 * background and cards are mixed from them; every text colour is pushed until it passes AA.
 */
export function derivePalette(bg: string, ink: string, accent: string): Variant {
  const dark = luminance(bg) < 0.2;
  const bg2 = mix(bg, accent, dark ? 0.1 : 0.13);
  const surface = dark ? mix(bg, '#ffffff', 0.06) : mix(bg, '#ffffff', 0.7);
  const papers = [bg, bg2, surface];
  const inkColor = readable(ink, papers, 7);
  const accentInk = readable(accent, papers, 4.7);
  const onButton = dark ? bg : '#ffffff';
  const button = readable(dark ? accent : accentInk, [onButton], 4.7);
  return {
    bg,
    bg2,
    surface,
    ink: inkColor,
    muted: readable(mix(inkColor, bg, 0.3), papers, 4.7),
    accent,
    accentInk,
    button,
    onButton,
  };
}
