import fs from 'node:fs';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import os from 'node:os';
import { DEFAULT_SECTION_ORDER, themeListSchema } from '@kabar/shared';
import { eq, sql } from 'drizzle-orm';
import { useTestApp } from '../../test/test-app';
import { authHeaders, createTestUser } from '../../test/test-users';
import { invitationDrafts, invitations } from './invitations.schema';

const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'kabar-guest-book-section-'));
const ctx = useTestApp({ env: { DATA_DIR: dataDir } });
afterAll(() => fs.rmSync(dataDir, { recursive: true, force: true }));

/** The order every invitation had before the guest book was an item of its own. */
const SAVED_BEFORE = DEFAULT_SECTION_ORDER.filter((id) => id !== 'guest_book');
const MIGRATION = path.resolve(import.meta.dirname, '../../../drizzle/0011_guest_book_section.sql');

let slugs = 0;
async function publishedInvitation() {
  const user = await createTestUser(ctx.database.db, { plan: 'premium' });
  const headers = await authHeaders(ctx, user);
  const themes = themeListSchema.parse((await ctx.app.inject('/api/themes')).json().data);
  const res = await ctx.app.inject({
    method: 'POST',
    url: '/api/themes/configuration',
    headers,
    payload: {
      theme_id: themes[0]!.theme_id,
      brideName: 'Rina Lestari',
      brideFather: 'Bapak Harun',
      brideMother: 'Ibu Sari',
      groomName: 'Budi Santoso',
      groomFather: 'Bapak Joko',
      groomMother: 'Ibu Wati',
      tanggal_acara_ibadah_pernikahan: '2027-08-17',
      waktu_mulai_ibadah_pernikahan: '08:00',
      waktu_selesai_ibadah_pernikahan: '10:00',
      zona_waktu_ibadah_pernikahan: 'WIB',
      nama_lokasi_ibadah_pernikahan: 'Masjid Agung',
      alamat_acara_ibadah_pernikahan: 'Jl. Merdeka 1, Bandung',
      invitation_slug: `rina-budi-${(slugs += 1)}-${Date.now().toString(36)}`,
    },
  });
  expect(res.statusCode).toBe(201);
  return { id: res.json().data.id as string, user, headers };
}

describe('the guest book in the section order', () => {
  it('takes an order saved by an older client and places the guest book after RSVP', async () => {
    const { id, headers } = await publishedInvitation();
    const order = ['rsvp', ...SAVED_BEFORE.filter((s) => s !== 'rsvp')];
    const res = await ctx.app.inject({
      method: 'PUT',
      url: `/api/invitations/${id}/section-order`,
      headers,
      payload: { section_order: order },
    });
    expect(res.statusCode).toBe(200);
    expect(res.json().data.section_order.slice(0, 3)).toEqual(['rsvp', 'guest_book', 'couple']);
    expect(res.json().data.section_order).toHaveLength(DEFAULT_SECTION_ORDER.length);
  });

  it('moves the guest book on the published page where the couple put it', async () => {
    const { id, headers } = await publishedInvitation();
    const order = ['guest_book', ...DEFAULT_SECTION_ORDER.filter((s) => s !== 'guest_book')];
    await ctx.app.inject({
      method: 'PUT',
      url: `/api/invitations/${id}/section-order`,
      headers,
      payload: { section_order: order },
    });
    const [row] = await ctx.database.db.select().from(invitations).where(eq(invitations.id, id));
    const page = await ctx.app.inject(`/${row!.slug}`);
    const sections = [...page.body.matchAll(/data-section="([a-z_]+)"/g)].map((m) => m[1]);
    expect(sections.slice(0, 2)).toEqual(['guest_book', 'couple']);
  });

  it('migration 0011 rewrites orders stored before, and leaves newer ones alone', async () => {
    const old = await publishedInvitation();
    const newer = await publishedInvitation();
    const moved = ['gallery', ...SAVED_BEFORE.filter((s) => s !== 'gallery')];
    await ctx.database.db.execute(
      sql`update invitations set section_order = ${JSON.stringify(moved)}::jsonb where id = ${old.id}`,
    );
    const custom = [...DEFAULT_SECTION_ORDER].reverse();
    await ctx.database.db
      .update(invitations)
      .set({ sectionOrder: custom })
      .where(eq(invitations.id, newer.id));
    await ctx.database.db.execute(
      sql`update invitation_drafts set section_order = ${JSON.stringify(SAVED_BEFORE)}::jsonb`,
    );

    const statements = fs
      .readFileSync(MIGRATION, 'utf8')
      .split('--> statement-breakpoint')
      .filter((statement) => /^\s*(--.*\n)*\s*UPDATE/i.test(statement));
    expect(statements).toHaveLength(2);
    for (const statement of statements) await ctx.database.db.execute(sql.raw(statement));

    const read = async (id: string) =>
      (await ctx.database.db.select().from(invitations).where(eq(invitations.id, id)))[0]!
        .sectionOrder;
    expect(await read(old.id)).toEqual([
      'gallery',
      ...DEFAULT_SECTION_ORDER.filter((s) => s !== 'gallery'),
    ]);
    expect(await read(newer.id)).toEqual(custom);
    for (const draft of await ctx.database.db.select().from(invitationDrafts)) {
      expect(draft.sectionOrder).toEqual(DEFAULT_SECTION_ORDER);
    }
  });
});
