import path from 'node:path';
import type { FontSpec } from '../components/design-parts';

/**
 * What nearly every invitation writes: ASCII, the no-break space and the usual typographic
 * punctuation. Each face is served in two parts: this subset, preloaded and enough for the
 * cover, and fontsource's whole "latin" file, fetched by the browser only when a page has a
 * letter outside it (an é in a name). Script faces are 33 to 43 KB whole and 20 to 30 KB cut
 * down, and a phone on a slow network draws the cover that much sooner.
 */
export const BASIC_LATIN_RANGE =
  'U+0020-007E,U+00A0,U+2013-2014,U+2018-2019,U+201C-201D,U+2022,U+2026';

/** The subset's characters, as the subsetter takes them. */
export function basicLatinText(): string {
  return BASIC_LATIN_RANGE.split(',')
    .flatMap((range) => {
      const [from, to = from] = range.replace(/U\+/g, '').split('-') as [string, string?];
      const start = parseInt(from, 16);
      return Array.from({ length: parseInt(to, 16) - start + 1 }, (_, i) =>
        String.fromCodePoint(start + i),
      );
    })
    .join('');
}

/** Where a face's subset is kept (made by scripts/subset-theme-fonts.mjs, committed). */
export function subsetFontFile(font: FontSpec): string {
  return path.join(
    import.meta.dirname,
    'fonts',
    path.basename(font.file).replace('-latin-', '-basic-'),
  );
}
