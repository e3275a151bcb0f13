import { beforeAll, describe, expect, it } from 'vitest';
import { themeListSchema, type Theme } from '@kabar/shared';
import { useTestApp } from '../../test/test-app';
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
