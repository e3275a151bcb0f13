import { describe, expect, it } from 'vitest';
import { THEME_CATALOGUE } from '@kabar/themes/catalogue/catalogue';
import { PREVIEW_SCRIPT, readPreviewInputs, stalePreviews } from './theme-preview-inputs';

describe("the catalogue cards' previews", () => {
  it('were drawn from every theme as it is now (design sources and palette)', () => {
    const stale = stalePreviews();
    const codes = stale.length === THEME_CATALOGUE.length ? '' : ` ${stale.join(' ')}`;
    expect(
      stale,
      `Previews out of date for ${stale.join(', ')}: a design or palette changed since they were drawn. Run: ${PREVIEW_SCRIPT}${codes}`,
    ).toEqual([]);
  });

  it('notice a palette changed after the previews were drawn', () => {
    const [theme] = THEME_CATALOGUE;
    const repainted = { ...theme!, colors: { ...theme!.colors, accent: '#123456' } };
    const recorded = readPreviewInputs();
    expect(stalePreviews([theme!], recorded)).toEqual([]);
    expect(stalePreviews([repainted], recorded)).toEqual([theme!.code]);
  });
});
