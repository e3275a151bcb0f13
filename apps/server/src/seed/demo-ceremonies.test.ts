import { describe, expect, it } from 'vitest';
import {
  CEREMONY_KIND_KEY,
  CEREMONY_TITLE_KEY,
  ceremonyTitleOf,
  createDefaultFormConfig,
} from '@kabar/shared';
import { checkContent, contentFields } from '@kabar/shared/invitation-content';
import { CATALOGUE_BY_CODE } from '@kabar/themes/catalogue/catalogue';
import { COUPLES } from './demo-couples';
import { demoContent } from './demo-invitations';

const fields = contentFields(createDefaultFormConfig('kabar.id'));
const demos = COUPLES.map((couple) => {
  const theme = CATALOGUE_BY_CODE.get(couple.theme)!;
  return { couple, theme, content: demoContent(couple, theme.tier) };
});

describe('demo ceremonies', () => {
  it('store a kind the form accepts and show the title the couple was written with', () => {
    for (const { couple, theme, content } of demos) {
      const { errors, content: checked } = checkContent(fields, content, theme.tier);
      // Only the ceremony's fields: the demo music is one of our own paths, not a couple's URL.
      expect(errors[CEREMONY_KIND_KEY], couple.theme).toBeUndefined();
      expect(errors[CEREMONY_TITLE_KEY], couple.theme).toBeUndefined();
      expect(ceremonyTitleOf(checked), couple.theme).toBe(couple.ceremony.title);
    }
  });

  it('match the culture: church blessings on Kapel, worship, and the couple’s own titles', () => {
    const kinds = (where: (demo: (typeof demos)[number]) => boolean) =>
      new Set(demos.filter(where).map(({ content }) => content[CEREMONY_KIND_KEY]));
    expect(kinds(({ theme }) => theme.design === 'kapel')).toEqual(
      new Set(['pemberkatan', 'ibadah']),
    );
    expect(kinds(({ theme }) => theme.tags.culture === 'islami')).toEqual(new Set(['akad']));
    expect(kinds(({ theme }) => theme.tags.culture === 'bali')).toEqual(new Set(['lainnya']));
    expect(demos.map(({ content }) => ceremonyTitleOf(content))).toEqual(
      expect.arrayContaining(['Upacara Pawiwahan', 'Upacara Tea Pai', 'Ijab Kabul']),
    );
  });
});
