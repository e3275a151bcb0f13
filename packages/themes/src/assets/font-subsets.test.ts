import fs from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { DESIGN_PARTS } from '../designs';
import { DESIGNS } from '../catalogue/variants';
import { buildThemeAssets } from './build-assets';
import {
  BASIC,
  BASIC_RANGE,
  LATIN,
  pageFonts,
  SITE_HEADING_FONT,
  subsetFonts,
  parseRanges,
  rangeText,
  readSubsetManifest,
  REST,
  REST_RANGE,
  sourceHash,
  SUBSET_DIR,
  subsetName,
  subtractRanges,
} from './font-subsets';

const require = createRequire(import.meta.url);

describe('font subsets', () => {
  const manifest = readSubsetManifest();

  it.each(subsetFonts().map((font) => [subsetName(font), font] as const))(
    '%s is cut from the installed fontsource file and is smaller',
    (name, font) => {
      expect(
        manifest[name],
        `${name} is missing or was cut from another version: run npm run fonts:subset`,
      ).toBe(sourceHash(font));
      const subset = fs.statSync(path.join(SUBSET_DIR, name)).size;
      expect(subset).toBeLessThan(fs.statSync(require.resolve(font.file)).size);
    },
  );

  it("cuts the site heading face beside the designs' faces, once", () => {
    const files = subsetFonts().map((font) => font.file);
    expect(files).toContain(SITE_HEADING_FONT.file);
    expect(new Set(files).size).toBe(files.length);
    for (const font of pageFonts()) expect(files).toContain(font.file);
  });

  it('splits latin into the cut letters and the rest, without overlap or gap', () => {
    const basic = parseRanges(BASIC_RANGE);
    for (const [from, to] of parseRanges(REST_RANGE)) {
      for (const [basicFrom, basicTo] of basic) {
        expect(to < basicFrom || from > basicTo, `U+${from.toString(16)}`).toBe(true);
      }
    }
    const covered = [...rangeText(BASIC), ...rangeText(REST)].map((c) => c.codePointAt(0)!);
    expect(covered.sort((a, b) => a - b)).toEqual(
      [...rangeText(LATIN)].map((c) => c.codePointAt(0)!),
    );
  });

  it('keeps the quotes, dashes and spaces couples paste in with the cut letters', () => {
    const basic = rangeText(BASIC);
    for (const char of '’‘“”–—… é•\u00a0')
      expect(basic, `U+${char.codePointAt(0)!.toString(16)}`).toContain(char);
    expect(
      subtractRanges(
        [[0x20, 0x30]],
        [
          [0x22, 0x23],
          [0x30, 0x40],
        ],
      ),
    ).toEqual([
      [0x20, 0x21],
      [0x24, 0x2f],
    ]);
  });

  it('serves each face in its two files and preloads only the cut one', () => {
    const assets = buildThemeAssets();
    for (const design of DESIGNS) {
      const { fonts } = DESIGN_PARTS[design];
      const faces = assets.css[design].match(/@font-face\{[^}]*\}/g) ?? [];
      expect(faces).toHaveLength(fonts.length * 2);
      const preloaded = fonts.filter((font) => font.preload).length;
      expect(assets.fontPreloads[design]).toHaveLength(preloaded);
      for (const url of assets.fontPreloads[design]) {
        const face = faces.find((rule) => rule.includes(url));
        expect(face, `${design}: ${url}`).toContain(`unicode-range:${BASIC_RANGE}`);
      }
    }
  });
});
