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
import { compilePageBytes, gzipPage, plainPage } from './page-bytes';

describe('page bytes', () => {
  it('plain and gzip decode to exactly the page the slots fill in', () => {
    const model = buildPageModel(sampleInput());
    const template = renderPageTemplate(model, buildThemeAssets());
    const bytes = compilePageBytes(template);
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
      expect(zlib.gunzipSync(gzipPage(bytes, values)).toString()).toBe(
        fillTemplate(template, values),
      );
      expect(plainPage(bytes, values).toString()).toBe(fillTemplate(template, values));
    }
  });

  it('compresses the page as one stream, a third smaller than its pieces compressed apart', () => {
    const model = buildPageModel(sampleInput());
    const template = renderPageTemplate(model, buildThemeAssets());
    const values = pageSlotValues(model, {
      guestName: 'Budi',
      now: new Date('2026-11-22T00:00:00Z'),
      wishes: null,
    });
    const whole = gzipPage(compilePageBytes(template), values).length;
    const pieces = template.parts.reduce(
      (sum, part) =>
        sum + zlib.deflateRawSync(part, { finishFlush: zlib.constants.Z_SYNC_FLUSH }).length,
      0,
    );
    expect(whole).toBeLessThan(pieces * 0.8);
  });
});
