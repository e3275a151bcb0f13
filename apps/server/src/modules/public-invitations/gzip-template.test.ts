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
import { compileGzipTemplate, gzipPage, plainPage } from './gzip-template';

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
      expect(plainPage(gzip, values).toString()).toBe(fillTemplate(template, values));
    }
  });

  it('deflates a long slot value once and reuses it while the text is the same', () => {
    const model = buildPageModel(sampleInput());
    const template = renderPageTemplate(model, buildThemeAssets());
    const gzip = compileGzipTemplate(template);
    const wishesOf = (message: string) =>
      Array.from({ length: 20 }, (_, i) => ({
        id: String(i),
        name: `Tamu ${i}`,
        message,
        createdAt: new Date('2026-11-20T10:00:00Z'),
      }));
    const valuesFor = (message: string, guestName: string) =>
      pageSlotValues(model, {
        guestName,
        now: new Date('2026-11-22T00:00:00Z'),
        wishes: { wishes: wishesOf(message), page: 1, totalPages: 1, total: 20 },
      });
    const first = valuesFor('Selamat menempuh hidup baru!', 'Budi');
    const second = valuesFor('Selamat menempuh hidup baru!', 'Sari');
    gzipPage(gzip, first);
    const kept = new Map(gzip.deflated);
    expect(kept.size).toBeGreaterThan(0);
    const packed = gzipPage(gzip, second);
    expect(zlib.gunzipSync(packed).toString()).toBe(fillTemplate(template, second));
    expect([...gzip.deflated]).toEqual([...kept]);

    const changed = valuesFor('Bahagia selalu, semoga langgeng!', 'Budi');
    expect(zlib.gunzipSync(gzipPage(gzip, changed)).toString()).toBe(
      fillTemplate(template, changed),
    );
    expect(gzip.deflated.size).toBeGreaterThan(kept.size);
  });
});
