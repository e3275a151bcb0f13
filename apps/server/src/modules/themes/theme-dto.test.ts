import { describe, expect, it } from 'vitest';
import { THEME_CATALOGUE } from '@kabar/themes/catalogue/catalogue';
import { toThemeDto } from './theme-dto';
import type { themes, themeTypes } from './themes.schema';

const type: typeof themeTypes.$inferSelect = { id: 1, name: 'basic' };

function row(code: string): typeof themes.$inferSelect {
  return {
    id: 7,
    code,
    name: 'Tema',
    description: 'Deskripsi',
    price: '0.00',
    photoPath: `${code}-600.webp`,
    themeTypeId: 1,
    websiteUrl: null,
    isActive: true,
    sortOrder: 0,
    formConfig: {} as (typeof themes.$inferSelect)['formConfig'],
    createdAt: new Date(),
    updatedAt: new Date(),
  };
}

describe('toThemeDto', () => {
  it("offers a catalogue theme's previews as AVIF beside the WebP, at the same widths", () => {
    const code = THEME_CATALOGUE[0]!.code;
    const dto = toThemeDto(row(code), type);
    expect(dto.photo_srcset).toBe(
      `/media/themes/${code}-300.webp 300w, /media/themes/${code}-600.webp 600w`,
    );
    expect(dto.photo_srcset_avif).toBe(
      `/media/themes/${code}-300.avif 300w, /media/themes/${code}-600.avif 600w`,
    );
  });

  it('offers no AVIF for a theme added outside the catalogue: no generator drew it', () => {
    const dto = toThemeDto(row('tambahan-tangan'), type);
    expect(dto.photo_srcset_avif).toBeNull();
    expect(dto.photo_url).toBe('/media/themes/tambahan-tangan-600.webp');
  });
});
