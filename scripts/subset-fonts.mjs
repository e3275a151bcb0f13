// `npm run fonts:subset`: cuts the letters an invitation writes (BASIC: printable ASCII and common
// typography) out of every face the designs use, and out of the site's heading face (inlined by the
// landing page and the catalogue, decision 047), into
// packages/themes/src/assets/fonts, and records which fontsource file each was cut from. Run it
// after adding a font to a design or updating an @fontsource package; the themes tests say when.
import './node-runtime.mjs';
import fs from 'node:fs';
import path from 'node:path';
import subsetFont from 'subset-font';
import {
  BASIC,
  rangeText,
  SUBSET_DIR,
  SUBSET_MANIFEST,
  sourceHash,
  subsetFonts,
  subsetName,
} from '../packages/themes/src/assets/font-subsets.ts';
import { resolveFontFile } from '../packages/themes/src/assets/build-assets.ts';

fs.mkdirSync(SUBSET_DIR, { recursive: true });
const manifest = {};
for (const font of subsetFonts()) {
  const source = fs.readFileSync(resolveFontFile(font.file));
  const subset = await subsetFont(source, rangeText(BASIC), { targetFormat: 'woff2' });
  const name = subsetName(font);
  fs.writeFileSync(path.join(SUBSET_DIR, name), subset);
  manifest[name] = sourceHash(font);
  console.log(`${name}: ${source.length} -> ${subset.length} B`);
}
const sorted = Object.fromEntries(Object.entries(manifest).sort(([a], [b]) => a.localeCompare(b)));
fs.writeFileSync(SUBSET_MANIFEST, `${JSON.stringify(sorted, null, 2)}\n`);
for (const file of fs.readdirSync(SUBSET_DIR)) {
  if (file.endsWith('.woff2') && !(file in manifest)) fs.rmSync(path.join(SUBSET_DIR, file));
}
