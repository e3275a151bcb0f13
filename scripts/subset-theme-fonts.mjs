// `node --import tsx scripts/subset-theme-fonts.mjs`: cuts every design's @fontsource faces down to
// the characters nearly every invitation uses (packages/themes/src/assets/font-subsets.ts) and
// writes them beside it, in fonts/. Run after adding a face to a design; a test fails until then.
import fs from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import subsetFont from 'subset-font';
import { basicLatinText, subsetFontFile } from '../packages/themes/src/assets/font-subsets.ts';
import { DESIGN_PARTS } from '../packages/themes/src/designs/index.ts';

const require = createRequire(path.resolve(import.meta.dirname, '../packages/themes/package.json'));
const faces = new Map(
  Object.values(DESIGN_PARTS)
    .flatMap((parts) => parts.fonts)
    .map((font) => [font.file, font]),
);
const text = basicLatinText();
for (const font of faces.values()) {
  const whole = fs.readFileSync(require.resolve(font.file));
  const subset = await subsetFont(whole, text, { targetFormat: 'woff2' });
  const out = subsetFontFile(font);
  fs.mkdirSync(path.dirname(out), { recursive: true });
  fs.writeFileSync(out, subset);
  console.log(`${path.basename(out)}: ${whole.length} -> ${subset.length} B`);
}
