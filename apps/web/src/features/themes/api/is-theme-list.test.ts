import { describe, expect, it } from 'vitest';
import { themeListSchema } from '@kabar/shared/theme';
import { isThemeList } from './is-theme-list';

const good = {
  theme_id: 3,
  theme_name: 'Kebaya Rose',
  description: 'Merah muda',
  price: '15000.00',
  photo_url: '/media/themes/kebaya-rose-600.webp',
  photo_srcset: '/media/themes/kebaya-rose-300.webp 300w, /media/themes/kebaya-rose-600.webp 600w',
  photo_srcset_avif:
    '/media/themes/kebaya-rose-300.avif 300w, /media/themes/kebaya-rose-600.avif 600w',
  website_url: null,
  tags: { style: 'klasik', culture: 'jawa', colour: 'merah-muda' },
  theme_type: { theme_type_id: 2, theme_type_name: 'premium' },
};

/** Each case is checked against the shared zod schema too, so the two cannot drift apart. */
const cases: [string, unknown, boolean][] = [
  ['a valid list', [good, { ...good, theme_id: 4, website_url: 'https://a.kabar.id' }], true],
  ['an empty list', [], true],
  ['not a list', { data: [good] }, false],
  ['a string id', [{ ...good, theme_id: '3' }], false],
  ['a zero id', [{ ...good, theme_id: 0 }], false],
  ['a numeric price', [{ ...good, price: 15000 }], false],
  ['a missing website_url', [{ ...good, website_url: undefined }], false],
  [
    'an unknown tier',
    [{ ...good, theme_type: { theme_type_id: 2, theme_type_name: 'gold' } }],
    false,
  ],
  ['no theme_type', [{ ...good, theme_type: null }], false],
  ['no tags', [{ ...good, tags: null }], false],
  ['no srcset', [{ ...good, photo_srcset: undefined }], false],
  ['no AVIF previews', [{ ...good, photo_srcset_avif: null }], true],
  ['no AVIF srcset at all', [{ ...good, photo_srcset_avif: undefined }], false],
];

describe('isThemeList', () => {
  it.each(cases)('answers like the shared schema for %s', (_name, value, expected) => {
    expect(isThemeList(value)).toBe(expected);
    expect(themeListSchema.safeParse(value).success).toBe(expected);
  });
});
