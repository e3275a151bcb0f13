import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  DEFAULT_SECTION_ORDER,
  SLUG_MESSAGES,
  themeListSchema,
  type PlanId,
  type Theme,
} from '@kabar/shared';
import {
  invitationDraftSchema,
  invitationDtoSchema,
  userThemesSchema,
} from '@kabar/shared/invitation-api';
import { eq } from 'drizzle-orm';
import { themePurchases } from '../entitlements/entitlements.schema';
import { users } from '../users/users.schema';
import { invitations } from './invitations.schema';
import { useTestApp } from '../../test/test-app';
import { authHeaders, createTestUser } from '../../test/test-users';
import { multipartBody, pngImage } from '../../test/upload-fixtures';

const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'kabar-invitations-test-'));
const ctx = useTestApp({ env: { DATA_DIR: dataDir } });
afterAll(() => fs.rmSync(dataDir, { recursive: true, force: true }));

let catalogue: Theme[];
const byTier = (tier: string) => catalogue.filter((t) => t.theme_type.theme_type_name === tier);
let freeTheme: Theme;

beforeAll(async () => {
  catalogue = themeListSchema.parse((await ctx.app.inject('/api/themes')).json().data);
  freeTheme = byTier('basic')[0]!;
});

async function couple(plan: PlanId = 'basic') {
  const user = await createTestUser(ctx.database.db, { plan });
  return { user, headers: await authHeaders(ctx, user) };
}

let slugCounter = 0;
function configuration(overrides: Record<string, unknown> = {}) {
  slugCounter += 1;
  return {
    theme_id: freeTheme.theme_id,
    brideName: 'Rina Lestari',
    brideFather: 'Bapak Harun',
    brideMother: 'Ibu Sari',
    groomName: 'Budi Santoso',
    groomFather: 'Bapak Joko',
    groomMother: 'Ibu Wati',
    tanggal_acara_ibadah_pernikahan: '2026-08-17',
    waktu_mulai_ibadah_pernikahan: '08:00',
    waktu_selesai_ibadah_pernikahan: '10:00',
    zona_waktu_ibadah_pernikahan: 'WIB',
    nama_lokasi_ibadah_pernikahan: 'Masjid Agung',
    alamat_acara_ibadah_pernikahan: 'Jl. Merdeka 1, Bandung',
    invitation_slug: `rina-budi-${slugCounter}-${Date.now().toString(36)}`,
    ...overrides,
  };
}

async function save(headers: Record<string, string>, payload: Record<string, unknown>) {
  return ctx.app.inject({ method: 'POST', url: '/api/themes/configuration', headers, payload });
}

async function uploadPhoto(headers: Record<string, string>) {
  const body = multipartBody(await pngImage(64, 64), 'foto.png', 'image/png');
  const res = await ctx.app.inject({
    method: 'POST',
    url: '/api/media/photos',
    payload: body.payload,
    headers: { ...body.headers, ...headers },
  });
  expect(res.statusCode).toBe(201);
  return res.json().data.id as string;
}

describe('signed-in only', () => {
  it.each([
    ['GET', '/api/themes/user'],
    ['POST', '/api/themes/configuration'],
    ['GET', '/api/invitations'],
    ['GET', '/api/invitations/slug-availability?slug=abc'],
    ['PUT', '/api/invitations/drafts/1'],
  ] as const)('%s %s answers 401 without a token', async (method, url) => {
    const res = await ctx.app.inject({ method, url, payload: method === 'GET' ? undefined : {} });
    expect(res.statusCode).toBe(401);
  });
});

describe('GET /api/themes/user', () => {
  it('gives a Basic couple the free themes as owned and the rest as not owned', async () => {
    const { headers } = await couple('basic');
    const res = await ctx.app.inject({ url: '/api/themes/user', headers });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ success: true, message: 'Tema pengguna berhasil diambil.' });
    const data = userThemesSchema.parse(res.json().data);
    expect(data.plan).toBe('basic');
    expect(data.owned.map((t) => t.theme_id).sort()).toEqual(
      byTier('basic')
        .map((t) => t.theme_id)
        .sort(),
    );
    expect(data.owned.length + data.not_owned.length).toBe(catalogue.length);
  });

  it('adds the themes within the plan and the ones bought', async () => {
    const { user, headers } = await couple('premium');
    const vip = byTier('vip')[0]!;
    await ctx.database.db.insert(themePurchases).values({ userId: user.id, themeId: vip.theme_id });
    const data = userThemesSchema.parse(
      (await ctx.app.inject({ url: '/api/themes/user', headers })).json().data,
    );
    const owned = new Set(data.owned.map((t) => t.theme_id));
    for (const theme of [...byTier('basic'), ...byTier('premium'), vip]) {
      expect(owned.has(theme.theme_id)).toBe(true);
    }
    expect(data.not_owned.map((t) => t.theme_id)).not.toContain(vip.theme_id);
    expect(data.not_owned.length).toBe(byTier('vip').length - 1);
  });
});

describe('POST /api/themes/configuration', () => {
  it('saves the invitation and reads it back, then updates it with a new version', async () => {
    const { headers } = await couple();
    const photo = await uploadPhoto(headers);
    const order = [...DEFAULT_SECTION_ORDER].reverse();
    const payload = configuration({ photos: [photo], section_order: order, not_a_field: 'x' });
    const created = await save(headers, payload);
    expect(created.statusCode).toBe(201);
    const invitation = invitationDtoSchema.parse(created.json().data);
    expect(invitation).toMatchObject({
      theme_id: freeTheme.theme_id,
      slug: payload.invitation_slug,
      status: 'published',
      version: 1,
      section_order: order,
    });
    expect(invitation.photos.map((p) => p.id)).toEqual([photo]);
    expect(invitation.content).toMatchObject({
      brideName: 'Rina Lestari',
      tanggal_acara_ibadah_pernikahan: '2026-08-17',
      invitation_slug: payload.invitation_slug,
      gallery_enabled: true,
      rsvp_enabled: false,
    });
    expect(invitation.content).not.toHaveProperty('not_a_field');
    expect(invitation.content).not.toHaveProperty('photos');

    const read = await ctx.app.inject({ url: `/api/invitations/${invitation.id}`, headers });
    expect(read.statusCode).toBe(200);
    expect(invitationDtoSchema.parse(read.json().data)).toEqual(invitation);
    const list = await ctx.app.inject({ url: '/api/invitations', headers });
    expect(list.json().data.map((i: { id: string }) => i.id)).toEqual([invitation.id]);

    const updated = await save(headers, { ...payload, brideName: 'Rina L.', photos: [] });
    expect(updated.statusCode).toBe(200);
    expect(updated.json().data).toMatchObject({
      id: invitation.id,
      version: 2,
      photos: [],
      section_order: order,
      content: { brideName: 'Rina L.' },
    });
  });

  it('names every failing field', async () => {
    const { headers } = await couple();
    const res = await save(
      headers,
      configuration({
        brideName: '',
        tanggal_acara_ibadah_pernikahan: '17-08-2026',
        waktu_mulai_ibadah_pernikahan: '8 pagi',
        zona_waktu_ibadah_pernikahan: 'UTC',
        bank_name: 'Bank Antah',
        account_number: '1234abc',
        background_music_url: 'not a url',
      }),
    );
    expect(res.statusCode).toBe(422);
    const errors = res.json().data.errors;
    expect(Object.keys(errors).sort()).toEqual(
      [
        'account_number',
        'background_music_url',
        'bank_name',
        'brideName',
        'tanggal_acara_ibadah_pernikahan',
        'waktu_mulai_ibadah_pernikahan',
        'zona_waktu_ibadah_pernikahan',
      ].sort(),
    );
    expect(errors.account_number).toBe('Nomor Rekening hanya boleh berisi angka.');
    expect(errors.brideName).toBe('Nama Lengkap Mempelai Wanita wajib diisi.');
    expect(res.json().meta.msg).toContain('Nomor Rekening hanya boleh berisi angka.');
  });

  it('refuses a paid feature above the plan, naming the plan needed', async () => {
    const { headers } = await couple('basic');
    const res = await save(headers, configuration({ rsvp_enabled: true, love_story: 'Kami...' }));
    expect(res.statusCode).toBe(422);
    expect(res.json().data.errors).toEqual({
      rsvp_enabled: 'RSVP membutuhkan paket Premium. Upgrade paket untuk memakainya.',
      love_story: 'Love Story membutuhkan paket VIP. Upgrade paket untuk memakainya.',
    });
    const vip = await couple('vip');
    const ok = await save(vip.headers, configuration({ rsvp_enabled: true, love_story: 'Kami' }));
    expect(ok.statusCode).toBe(201);
  });

  it('refuses a theme the couple may not use', async () => {
    const { headers } = await couple('basic');
    const vipTheme = byTier('vip')[0]!;
    const res = await save(headers, configuration({ theme_id: vipTheme.theme_id }));
    expect(res.statusCode).toBe(403);
    expect(res.json().meta.msg).toBe(
      'Tema ini membutuhkan paket VIP. Upgrade paket atau beli tema ini untuk memakainya.',
    );
  });

  it('answers 404 for an unknown theme and 422 for a malformed one', async () => {
    const { headers } = await couple();
    expect((await save(headers, configuration({ theme_id: 99999 }))).statusCode).toBe(404);
    expect((await save(headers, configuration({ theme_id: 'x' }))).statusCode).toBe(422);
  });

  it("refuses another couple's photo", async () => {
    const owner = await couple();
    const thief = await couple();
    const photo = await uploadPhoto(owner.headers);
    const res = await save(thief.headers, configuration({ photos: [photo] }));
    expect(res.statusCode).toBe(422);
    expect(res.json().data.errors.photos).toBeDefined();
  });

  it('keeps a photo in use from being deleted', async () => {
    const { headers } = await couple();
    const photo = await uploadPhoto(headers);
    expect((await save(headers, configuration({ photos: [photo] }))).statusCode).toBe(201);
    const res = await ctx.app.inject({
      method: 'DELETE',
      url: `/api/media/photos/${photo}`,
      headers,
    });
    expect(res.statusCode).toBe(409);
  });
});

describe('the invitation link', () => {
  it.each([
    ['admin', SLUG_MESSAGES.reserved],
    ['dashboard', SLUG_MESSAGES.reserved],
    ['Rina-Budi', SLUG_MESSAGES.format],
    ['ab', SLUG_MESSAGES.format],
    ['rina_budi', SLUG_MESSAGES.format],
    ['a'.repeat(41), SLUG_MESSAGES.format],
  ])('refuses %s', async (slug, message) => {
    const { headers } = await couple();
    const res = await save(headers, configuration({ invitation_slug: slug }));
    expect(res.statusCode).toBe(422);
    expect(res.json().data.errors).toEqual({ invitation_slug: message });
  });

  it('is unique: a second couple cannot take it', async () => {
    const first = await couple();
    const second = await couple();
    const payload = configuration();
    expect((await save(first.headers, payload)).statusCode).toBe(201);
    const res = await save(second.headers, payload);
    expect(res.statusCode).toBe(422);
    expect(res.json().data.errors).toEqual({ invitation_slug: SLUG_MESSAGES.taken });
    // The holder saving again keeps it.
    expect((await save(first.headers, payload)).statusCode).toBe(200);
  });

  it('goes to exactly one of two couples saving it at the same moment', async () => {
    const a = await couple();
    const b = await couple();
    const slug = `rebutan-${Date.now().toString(36)}`;
    const results = await Promise.all([
      save(a.headers, configuration({ invitation_slug: slug })),
      save(b.headers, configuration({ invitation_slug: slug })),
    ]);
    expect(results.map((r) => r.statusCode).sort()).toEqual([201, 422]);
    const loser = results.find((r) => r.statusCode === 422)!;
    expect(loser.json().data.errors).toEqual({ invitation_slug: SLUG_MESSAGES.taken });
  });

  it('reports availability while the couple types', async () => {
    const holder = await couple();
    const payload = configuration();
    await save(holder.headers, payload);
    const other = await couple();
    const check = async (headers: Record<string, string>, query: string) =>
      (await ctx.app.inject({ url: `/api/invitations/slug-availability?${query}`, headers })).json()
        .data;

    expect(await check(other.headers, `slug=${payload.invitation_slug}`)).toEqual({
      slug: payload.invitation_slug,
      available: false,
      message: SLUG_MESSAGES.taken,
    });
    expect(
      await check(holder.headers, `slug=${payload.invitation_slug}&theme_id=${freeTheme.theme_id}`),
    ).toMatchObject({ available: true });
    expect(await check(other.headers, 'slug=api')).toMatchObject({
      available: false,
      message: SLUG_MESSAGES.reserved,
    });
    expect(await check(other.headers, 'slug=masih-kosong-sekali')).toEqual({
      slug: 'masih-kosong-sekali',
      available: true,
      message: 'Link tersedia.',
    });
  });
});

describe("another couple's invitation", () => {
  it('answers 404 to GET and PUT, like one that does not exist', async () => {
    const owner = await couple();
    const other = await couple();
    const id = (await save(owner.headers, configuration())).json().data.id as string;
    const requests = [
      { method: 'GET' as const, url: `/api/invitations/${id}` },
      {
        method: 'PUT' as const,
        url: `/api/invitations/${id}/section-order`,
        payload: { section_order: DEFAULT_SECTION_ORDER },
      },
      {
        method: 'PUT' as const,
        url: `/api/invitations/${id}/status`,
        payload: { status: 'draft' },
      },
    ];
    for (const request of requests) {
      const res = await ctx.app.inject({ ...request, headers: other.headers });
      expect(res.statusCode).toBe(404);
      expect(res.json().meta.msg).toBe('Undangan tidak ditemukan.');
    }
    expect(
      (await ctx.app.inject({ url: '/api/invitations', headers: other.headers })).json().data,
    ).toEqual([]);
    const still = await ctx.app.inject({ url: `/api/invitations/${id}`, headers: owner.headers });
    expect(still.json().data).toMatchObject({ version: 1, status: 'published' });
  });
});

describe('section order and status', () => {
  it('saves a new order and bumps the version; refuses an incomplete one', async () => {
    const { headers } = await couple();
    const id = (await save(headers, configuration())).json().data.id as string;
    const order = ['rsvp', ...DEFAULT_SECTION_ORDER.filter((s) => s !== 'rsvp')];
    const res = await ctx.app.inject({
      method: 'PUT',
      url: `/api/invitations/${id}/section-order`,
      headers,
      payload: { section_order: order },
    });
    expect(res.statusCode).toBe(200);
    expect(res.json().data).toMatchObject({ section_order: order, version: 2 });
    const bad = await ctx.app.inject({
      method: 'PUT',
      url: `/api/invitations/${id}/section-order`,
      headers,
      payload: { section_order: ['rsvp', 'rsvp'] },
    });
    expect(bad.statusCode).toBe(422);
  });

  it('takes an order of the spec 8 and stores the guest book right after RSVP', async () => {
    const { headers } = await couple();
    const id = (await save(headers, configuration())).json().data.id as string;
    const spec = DEFAULT_SECTION_ORDER.filter((s) => s !== 'guest_book' && s !== 'rsvp');
    const res = await ctx.app.inject({
      method: 'PUT',
      url: `/api/invitations/${id}/section-order`,
      headers,
      payload: { section_order: ['rsvp', ...spec] },
    });
    expect(res.statusCode).toBe(200);
    expect(res.json().data.section_order).toEqual(['rsvp', 'guest_book', ...spec]);
    const [row] = await ctx.database.db
      .select({ order: invitations.sectionOrder })
      .from(invitations)
      .where(eq(invitations.id, id));
    expect(row!.order).toEqual(['rsvp', 'guest_book', ...spec]);
  });

  it('unpublishes and publishes again', async () => {
    const { headers } = await couple();
    const id = (await save(headers, configuration())).json().data.id as string;
    const put = (status: string) =>
      ctx.app.inject({
        method: 'PUT',
        url: `/api/invitations/${id}/status`,
        headers,
        payload: { status },
      });
    expect((await put('draft')).json().data).toMatchObject({ status: 'draft', version: 2 });
    expect((await put('published')).json().data).toMatchObject({
      status: 'published',
      version: 3,
    });
    expect((await put('archived')).statusCode).toBe(422);
  });
});

describe('drafts per step', () => {
  it('keeps each step, drops unknown fields, and is cleared by the final save', async () => {
    const { headers } = await couple();
    const url = `/api/invitations/drafts/${freeTheme.theme_id}`;
    const put = (payload: Record<string, unknown>) =>
      ctx.app.inject({ method: 'PUT', url, headers, payload });

    expect((await ctx.app.inject({ url, headers })).json().data).toBeNull();
    const photo = await uploadPhoto(headers);
    expect(
      (await put({ step1: { brideName: 'Rina', evil: 'x', groomName: 12 }, photos: [photo] }))
        .statusCode,
    ).toBe(200);
    expect(
      (await put({ step2: { tanggal_acara_ibadah_pernikahan: '2026-08-17' } })).statusCode,
    ).toBe(200);
    const draft = invitationDraftSchema.parse((await ctx.app.inject({ url, headers })).json().data);
    expect(draft.step1).toEqual({ brideName: 'Rina' });
    expect(draft.step2).toEqual({ tanggal_acara_ibadah_pernikahan: '2026-08-17' });
    expect(draft.photos.map((p) => p.id)).toEqual([photo]);

    const other = await couple();
    expect((await ctx.app.inject({ url, headers: other.headers })).json().data).toBeNull();
    const drafts = await ctx.app.inject({ url: '/api/invitations/drafts', headers });
    expect(drafts.json().data).toEqual([
      { theme_id: freeTheme.theme_id, updated_at: expect.any(String) },
    ]);

    expect((await save(headers, configuration())).statusCode).toBe(201);
    expect((await ctx.app.inject({ url, headers })).json().data).toBeNull();
  });

  it('refuses a value longer than its field allows', async () => {
    const { headers } = await couple();
    const res = await ctx.app.inject({
      method: 'PUT',
      url: `/api/invitations/drafts/${freeTheme.theme_id}`,
      headers,
      payload: { step1: { brideName: 'x'.repeat(201) } },
    });
    expect(res.statusCode).toBe(422);
    expect(res.json().data.errors.brideName).toContain('terlalu panjang');
  });
});

describe('one invitation, many looks', () => {
  it('saving in another theme switches the look of the same invitation and keeps its link', async () => {
    const { headers } = await couple('premium');
    const first = await save(headers, configuration({ extra_note: 'tetap' }));
    expect(first.statusCode).toBe(201);
    const { id, slug } = first.json().data;
    const premium = byTier('premium')[0]!;
    const second = await save(
      headers,
      configuration({ theme_id: premium.theme_id, invitation_slug: slug }),
    );
    expect(second.statusCode).toBe(200);
    expect(second.json().data).toMatchObject({ id, slug, theme_id: premium.theme_id });
    const list = (await ctx.app.inject({ url: '/api/invitations', headers })).json().data;
    expect(list).toHaveLength(1);
  });

  it('switches the theme directly and names what the new form is missing', async () => {
    const { headers } = await couple('premium');
    const { id } = (await save(headers, configuration())).json().data;
    const premium = byTier('premium')[0]!;
    const res = await ctx.app.inject({
      method: 'PUT',
      url: `/api/invitations/${id}/theme`,
      headers,
      payload: { theme_id: premium.theme_id },
    });
    expect(res.statusCode).toBe(200);
    expect(res.json().data).toMatchObject({ id, theme_id: premium.theme_id, status: 'published' });
    const locked = await ctx.app.inject({
      method: 'PUT',
      url: `/api/invitations/${id}/theme`,
      headers,
      payload: { theme_id: byTier('vip')[0]!.theme_id },
    });
    expect(locked.statusCode).toBe(403);
  });
});

describe('POST /api/invitations/:id/features', () => {
  it('turns on paid sections the plan includes, and refuses those it does not', async () => {
    const { headers, user } = await couple('basic');
    const { id } = (await save(headers, configuration())).json().data;
    const refused = await ctx.app.inject({
      method: 'POST',
      url: `/api/invitations/${id}/features`,
      headers,
      payload: { switches: ['rsvp_enabled'] },
    });
    expect(refused.statusCode).toBe(422);
    expect(refused.json().meta.msg).toBe('Fitur ini tidak termasuk paketmu: RSVP.');

    await ctx.database.db.update(users).set({ plan: 'premium' }).where(eq(users.id, user.id));
    const turned = await ctx.app.inject({
      method: 'POST',
      url: `/api/invitations/${id}/features`,
      headers,
      payload: { switches: ['rsvp_enabled'] },
    });
    expect(turned.statusCode).toBe(200);
    expect(turned.json().data.content).toMatchObject({
      rsvp_enabled: true,
      brideName: 'Rina Lestari',
    });
  });
});
