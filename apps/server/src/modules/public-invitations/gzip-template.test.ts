import zlib from 'node:zlib';
import { describe, expect, it } from 'vitest';
import {
  buildPageModel,
  buildThemeAssets,
  fillTemplate,
  pageSlotValues,
  renderPageTemplate,
} from '@kabar/themes';
import { sampleInput } from '../../../../../packages/themes/src/test/sample-invitation';
import { compileGzipTemplate, gzipPage } from './gzip-template';

describe('gzipPage', () => {
  it('decodes to exactly the page the slots fill in', () => {
    const model = buildPageModel(sampleInput());
    const template = renderPageTemplate(model, buildThemeAssets());
    const gzip = compileGzipTemplate(template);
    const longWishes = Array.from({ length: 40 }, (_, i) => ({
      id: String(i),
      name: `Tamu ${i} — Ñoño`,
      message: 'Selamat menempuh hidup baru! 🎉 '.repeat(5),
      createdAt: new Date('2026-11-20T10:00:00Z'),
    }));
    for (const guestName of [null, 'Budi & Keluarga', '<script>x</script>']) {
      const values = pageSlotValues(model, {
        guestName,
        now: new Date('2026-11-22T00:00:00Z'),
        wishes: { wishes: longWishes, page: 1, totalPages: 4, total: 40 },
      });
      const packed = gzipPage(gzip, values);
      expect(zlib.gunzipSync(packed).toString()).toBe(fillTemplate(template, values));
    }
  });
});
