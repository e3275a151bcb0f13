import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEFAULT_SECTION_ORDER } from '@kabar/shared';
import type { Database } from '../../db/client';
import { runMigrations } from '../../db/migrate';
import { seedCatalogue } from '../../seed/seed';
import { migrationsBefore } from '../../test/migrations-before';
import { testConfig } from '../../test/test-app';
import { createEmptyTestDatabase } from '../../test/test-database';

const ids = {
  user: '00000000-0000-4000-8000-000000000011',
  middle: '00000000-0000-4000-8000-0000000000b1',
  first: '00000000-0000-4000-8000-0000000000b2',
  fresh: '00000000-0000-4000-8000-0000000000b3',
};
const SPEC_8 = DEFAULT_SECTION_ORDER.filter((id) => id !== 'guest_book');
const RSVP_FIRST = ['rsvp', ...SPEC_8.filter((id) => id !== 'rsvp')];

let database: Database;
const oldMigrations = migrationsBefore('0011_section_order_slug_history');

const rows = async (query: ReturnType<typeof sql>) =>
  ((await database.db.execute(query)) as unknown as { rows: Record<string, unknown>[] }).rows;

beforeAll(async () => {
  database = await createEmptyTestDatabase();
  await runMigrations(database, oldMigrations.dir);
  await seedCatalogue(database.db, testConfig());
  await database.db.execute(sql`
    insert into users (id, name, email, phone, status, plan)
    values (${ids.user}, 'Rina', 'rina-urutan@example.test', '6281200000011', 'active', 'vip')`);
  await database.db.execute(sql`
    insert into invitations (id, user_id, theme_id, slug, section_order)
    values
      (${ids.middle}, ${ids.user}, 1, 'urutan-tengah', ${JSON.stringify(SPEC_8)}::jsonb),
      (${ids.first}, ${ids.user}, 2, 'urutan-depan', ${JSON.stringify(RSVP_FIRST)}::jsonb)`);
  await database.db.execute(sql`
    insert into invitation_drafts (user_id, theme_id, section_order)
    values (${ids.user}, 1, ${JSON.stringify(RSVP_FIRST)}::jsonb), (${ids.user}, 2, null)`);
  await runMigrations(database);
});

afterAll(async () => {
  await database?.close();
  oldMigrations.remove();
});

describe('migration 0011: the guest book its own section', () => {
  it('puts the guest book right after RSVP in every stored order', async () => {
    expect(await rows(sql`select id, section_order from invitations order by slug`)).toEqual([
      { id: ids.first, section_order: ['rsvp', 'guest_book', ...RSVP_FIRST.slice(1)] },
      { id: ids.middle, section_order: DEFAULT_SECTION_ORDER },
    ]);
    expect(
      await rows(sql`select theme_id, section_order from invitation_drafts order by theme_id`),
    ).toEqual([
      { theme_id: 1, section_order: ['rsvp', 'guest_book', ...RSVP_FIRST.slice(1)] },
      { theme_id: 2, section_order: null },
    ]);
  });

  it('gives new invitations all the sections and starts an empty link history', async () => {
    await database.db.execute(sql`
      insert into invitations (id, user_id, theme_id) values (${ids.fresh}, ${ids.user}, 3)`);
    expect(await rows(sql`select section_order from invitations where id = ${ids.fresh}`)).toEqual([
      { section_order: DEFAULT_SECTION_ORDER },
    ]);
    expect(await rows(sql`select count(*)::int as n from invitation_slug_history`)).toEqual([
      { n: 0 },
    ]);
  });
});
