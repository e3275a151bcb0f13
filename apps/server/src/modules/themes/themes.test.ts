import { describe, expect, it } from 'vitest';
import {
  ribbonTier,
  themeListSchema,
  themeSchema,
  formConfigSchema,
  STEP3_SECTIONS,
} from '@kabar/shared';
import { THEME_CATALOGUE } from '@kabar/themes/catalogue/catalogue';
import { seedDemoData } from '../../seed/seed';
import { useTestApp } from '../../test/test-app';
import { themes } from './themes.schema';

const ctx = useTestApp();

describe('GET /api/themes', () => {
  it('lists the seeded catalogue in the spec shape, across the three tiers', async () => {
    const res = await ctx.app.inject({ method: 'GET', url: '/api/themes' });
    expect(res.statusCode).toBe(200);
    const body = res.json();
    expect(body.meta).toEqual({ code: 200, msg: expect.any(String) });
    expect(body).toMatchObject({ success: true, message: body.meta.msg });
    const list = themeListSchema.parse(body.data);
    expect(list.length).toBeGreaterThanOrEqual(9);
    expect(new Set(list.map((t) => t.theme_type.theme_type_name))).toEqual(
      new Set(['basic', 'premium', 'vip']),
    );
    expect(list.map((t) => t.price)).toEqual(
      expect.arrayContaining(['0.00', '15000.00', '25000.00', '50000.00']),
    );
    for (const theme of list)
      expect(theme.theme_type.theme_type_name).toBe(ribbonTier(theme.price));
  });

  it("serves every theme's rendered cover from our own server, at two sizes, as WebP and AVIF", async () => {
    const list = themeListSchema.parse((await ctx.app.inject('/api/themes')).json().data);
    expect(list).toHaveLength(THEME_CATALOGUE.length);
    const urlsOf = (srcset: string | null) =>
      (srcset ?? '').split(', ').map((entry) => entry.split(' ')[0]!);
    for (const theme of list) {
      expect(theme.photo_url).toMatch(/^\/media\/themes\/[a-z-]+-600\.webp$/);
      const webp = urlsOf(theme.photo_srcset);
      expect(webp).toEqual([theme.photo_url.replace('-600.', '-300.'), theme.photo_url]);
      expect(urlsOf(theme.photo_srcset_avif)).toEqual(
        webp.map((url) => url.replace(/webp$/, 'avif')),
      );
      for (const [url, type, brand, at] of [
        // Each format's magic bytes, and where in the file they stand.
        ...webp.map((url) => [url, 'image/webp', 'WEBP', 8] as const),
        ...urlsOf(theme.photo_srcset_avif).map(
          (url) => [url, 'image/avif', 'ftypavif', 4] as const,
        ),
      ]) {
        const photo = await ctx.app.inject(url);
        expect(photo.statusCode, url).toBe(200);
        expect(photo.headers['content-type'], url).toBe(type);
        expect(photo.rawPayload.subarray(at, at + brand.length).toString(), url).toBe(brand);
      }
    }
  });

  it('tags every theme and counts more than fifty paid ones and at least six free', async () => {
    const list = themeListSchema.parse((await ctx.app.inject('/api/themes')).json().data);
    const paid = list.filter((theme) => theme.theme_type.theme_type_name !== 'basic');
    expect(paid.length).toBeGreaterThanOrEqual(50);
    expect(list.length - paid.length).toBeGreaterThanOrEqual(6);
    const cultures = new Set(list.map((theme) => theme.tags.culture));
    expect(cultures.size).toBeGreaterThanOrEqual(10);
    for (const theme of list) expect(theme.website_url).toMatch(/\/demo-[a-z-]+$/);
  });

  it('hides inactive themes', async () => {
    const [first] = await ctx.database.db.select().from(themes).limit(1);
    const { eq } = await import('drizzle-orm');
    await ctx.database.db.update(themes).set({ isActive: false }).where(eq(themes.id, first!.id));
    const list = themeListSchema.parse((await ctx.app.inject('/api/themes')).json().data);
    expect(list.find((t) => t.theme_id === first!.id)).toBeUndefined();
    expect((await ctx.app.inject(`/api/themes/${first!.id}`)).statusCode).toBe(404);
    await ctx.database.db.update(themes).set({ isActive: true }).where(eq(themes.id, first!.id));
  });
});

describe('seeding', () => {
  it('is idempotent', async () => {
    const before = await ctx.database.db.select().from(themes).orderBy(themes.id);
    await seedDemoData(ctx.database.db, ctx.config);
    await seedDemoData(ctx.database.db, ctx.config);
    const after = await ctx.database.db.select().from(themes).orderBy(themes.id);
    expect(after.map((t) => [t.id, t.code])).toEqual(before.map((t) => [t.id, t.code]));
  });
});

describe('GET /api/themes/:id and /details', () => {
  it('answers one theme', async () => {
    const res = await ctx.app.inject('/api/themes/1');
    expect(res.statusCode).toBe(200);
    expect(themeSchema.parse(res.json().data).theme_id).toBe(1);
  });

  it('answers details with the customisable sections', async () => {
    const res = await ctx.app.inject('/api/themes/1/details');
    expect(res.statusCode).toBe(200);
    expect(res.json().data.customisable_sections).toEqual([...STEP3_SECTIONS]);
  });

  it.each(['abc', '1.5', '-1', '0', '99999999999'])(
    'answers 400 in the envelope for malformed id %s',
    async (id) => {
      const res = await ctx.app.inject(`/api/themes/${id}`);
      expect(res.statusCode).toBe(400);
      expect(res.json()).toMatchObject({
        data: { errors: { id: expect.any(String) } },
        meta: { code: 400 },
      });
    },
  );

  it('answers 404 for an unknown id', async () => {
    for (const url of [
      '/api/themes/4242',
      '/api/themes/4242/details',
      '/api/themes/form-config/4242',
    ]) {
      const res = await ctx.app.inject(url);
      expect(res.statusCode).toBe(404);
      expect(res.json()).toEqual({ data: null, meta: { code: 404, msg: 'Tema tidak ditemukan.' } });
    }
  });
});

describe('GET /api/themes/form-config/:themeId', () => {
  it('answers the three steps with the spec section titles', async () => {
    const res = await ctx.app.inject('/api/themes/form-config/2');
    expect(res.statusCode).toBe(200);
    const config = formConfigSchema.parse(res.json().data);
    expect(config.step1.map((s) => s.title)).toEqual(['Mempelai Wanita', 'Mempelai Pria']);
    expect(config.step2.map((s) => s.title)).toEqual(['Ibadah Pernikahan', 'Resepsi Pernikahan']);
    expect(config.step3[0]?.fields[0]).toMatchObject({
      name: 'invitation_slug',
      suffix: '.kabar.id',
      required: true,
    });
  });

  it('refuses a malformed theme id with 400', async () => {
    expect((await ctx.app.inject('/api/themes/form-config/x')).statusCode).toBe(400);
  });
});
