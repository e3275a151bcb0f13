import { eq, like } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { themeListSchema, type Theme } from '@kabar/shared';
import { useTestApp } from '../../test/test-app';
import { invitations } from '../invitations/invitations.schema';
import { users } from '../users/users.schema';
import { createTestUser } from '../../test/test-users';
import { createTestCouple } from '../../test/test-couple';

const ctx = useTestApp();
let vipTheme: Theme;

beforeAll(async () => {
  const catalogue = themeListSchema.parse((await ctx.app.inject('/api/themes')).json().data);
  vipTheme = catalogue.find((t) => t.theme_type.theme_type_name === 'vip')!;
});

function preview(token: string | null, payload: unknown) {
  const form = new URLSearchParams({
    ...(token ? { token } : {}),
    payload: JSON.stringify(payload),
  });
  return ctx.app.inject({
    method: 'POST',
    url: '/pratinjau/langsung',
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
    payload: form.toString(),
  });
}

describe('POST /pratinjau/langsung', () => {
  it('renders the values as typed, in a theme the couple does not own, storing nothing', async () => {
    const { user, invitation } = await createTestCouple(ctx.database.db);
    const token = await ctx.app.tokens.sign(user.id);
    const res = await preview(token, {
      theme_id: vipTheme.theme_id,
      values: { brideName: 'Kirana Ayu', groomName: 'Dimas' },
    });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-security-policy']).toContain("script-src 'self'");
    expect(res.headers['cache-control']).toBe('private, no-store');
    expect(res.body).toContain('Kirana Ayu');
    expect(res.body).toContain('noindex');
    const stored = await ctx.app.inject({
      url: `/api/invitations/${invitation.id}`,
      headers: { authorization: `Bearer ${token}` },
    });
    expect(stored.json().data.content.brideName).toBe('Rina');
  });

  it('issue 33: says a published invitation is published, and a draft that it is not', async () => {
    const { user, invitation } = await createTestCouple(ctx.database.db);
    const token = await ctx.app.tokens.sign(user.id);
    const payload = { theme_id: 1, invitation_id: invitation.id, values: {} };
    const live = (await preview(token, payload)).body;
    expect(live).toContain('Pratinjau: undangan ini sudah diterbitkan.');
    expect(live).not.toContain('belum diterbitkan');
    await ctx.database.db
      .update(invitations)
      .set({ status: 'draft', publishedAt: null })
      .where(eq(invitations.id, invitation.id));
    expect((await preview(token, payload)).body).toContain(
      'Pratinjau: undangan ini belum diterbitkan.',
    );
  });

  it('answers 401 without a session and 404 for another couple’s invitation', async () => {
    expect((await preview(null, { theme_id: 1, values: {} })).statusCode).toBe(401);
    const { invitation } = await createTestCouple(ctx.database.db);
    const stranger = await createTestUser(ctx.database.db);
    const res = await preview(await ctx.app.tokens.sign(stranger.id), {
      theme_id: 1,
      invitation_id: invitation.id,
      values: {},
    });
    expect(res.statusCode).toBe(404);
    expect(res.body).toContain('Undangan tidak ditemukan.');
  });

  it('refuses another user’s photos', async () => {
    const { user } = await createTestCouple(ctx.database.db);
    const res = await preview(await ctx.app.tokens.sign(user.id), {
      theme_id: 1,
      values: {},
      photos: ['00000000-0000-4000-8000-0000000000ff'],
    });
    expect(res.statusCode).toBe(422);
  });

  it('issue 25: previews a seeded demo couple, whose photos are not uploads', async () => {
    const [demo] = await ctx.database.db
      .select({ userId: invitations.userId, id: invitations.id, photos: invitations.photos })
      .from(invitations)
      .innerJoin(users, eq(users.id, invitations.userId))
      .where(like(users.email, '%@demo.kabar.id'))
      .limit(1);
    expect(demo!.photos[0]!.id).toMatch(/^demo-/);
    const token = await ctx.app.tokens.sign(demo!.userId);
    for (const photos of [undefined, demo!.photos.map((photo) => photo.id)]) {
      const res = await preview(token, {
        theme_id: vipTheme.theme_id,
        invitation_id: demo!.id,
        ...(photos ? { photos } : {}),
        values: {},
      });
      expect(res.statusCode).toBe(200);
      expect(res.body).toContain(demo!.photos[0]!.variants[0]!.url);
    }
    // An id that is neither the invitation's nor an upload is refused in words, not with a 500.
    const made = await preview(token, {
      theme_id: vipTheme.theme_id,
      invitation_id: demo!.id,
      photos: ['demo-bukan-milikmu'],
      values: {},
    });
    expect(made.statusCode).toBe(422);
    expect(made.body).toContain('Foto tidak ditemukan.');
  });

  it('issue 25: limits previews per account, answering a page that says to wait', async () => {
    const { user } = await createTestCouple(ctx.database.db);
    const token = await ctx.app.tokens.sign(user.id);
    const statuses: number[] = [];
    for (let i = 0; i < 61; i++) {
      const res = await preview(token, { theme_id: vipTheme.theme_id, values: {} });
      statuses.push(res.statusCode);
      if (res.statusCode === 429) {
        expect(Number(res.headers['retry-after'])).toBeGreaterThan(0);
        expect(res.body).toContain('Terlalu banyak permintaan pratinjau.');
      }
    }
    expect(statuses.slice(0, 60).every((status) => status === 200)).toBe(true);
    expect(statuses[60]).toBe(429);
  });
});
