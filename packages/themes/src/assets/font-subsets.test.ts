import fs from 'node:fs';
import { describe, expect, it } from 'vitest';
import { DESIGN_PARTS } from '../designs';
import { basicLatinText, subsetFontFile } from './font-subsets';

describe('font subsets', () => {
  it('exist for every face a design uses (scripts/subset-theme-fonts.mjs makes them)', () => {
    const missing = Object.values(DESIGN_PARTS)
      .flatMap((parts) => parts.fonts)
      .map(subsetFontFile)
      .filter((file) => !fs.existsSync(file));
    expect(missing, 'run: node --import tsx scripts/subset-theme-fonts.mjs').toEqual([]);
  });

  it('cover the letters, digits and punctuation of names and dates', () => {
    const text = basicLatinText();
    for (const char of 'Rina & Budi, Sabtu 16 Januari 2027 — “Ucapan” ’s…\u00a0') {
      expect(text).toContain(char);
    }
    expect(text).not.toContain('é');
  });
});
