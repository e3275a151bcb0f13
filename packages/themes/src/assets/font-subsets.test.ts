import fs from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { DESIGN_PARTS } from '../designs';
import { DESIGNS } from '../designs/variants';
import { buildThemeAssets } from './build-assets';
import {
  BASIC_RANGE,
  pageFonts,
  readSubsetManifest,
  REST_RANGE,
  sourceHash,
  SUBSET_DIR,
  subsetName,
} from './font-subsets';

const require = createRequire(import.meta.url);

/** The code points a unicode-range covers, as [from, to] pairs. */
function ranges(value: string): [number, number][] {
  return value.split(',').map((part) => {
    const [from, to = from] = part.replace('U+', '').split('-');
    return [parseInt(from!, 16), parseInt(to!, 16)];
  });
}

describe('font subsets', () => {
  const manifest = readSubsetManifest();

  it.each(pageFonts().map((font) => [subsetName(font), font] as const))(
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

  it('splits printable ASCII from the rest of latin without overlap', () => {
    const basic = ranges(BASIC_RANGE);
    for (const [from, to] of ranges(REST_RANGE)) {
      for (const [basicFrom, basicTo] of basic) {
        expect(to < basicFrom || from > basicTo, `U+${from.toString(16)}`).toBe(true);
      }
    }
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
