import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { buildApp } from '../../app';
import { openPglite, type Database } from '../../db/client';
import { runMigrations } from '../../db/migrate';
import { seedCatalogue } from '../../seed/seed';
import { migrationsBefore } from '../../test/migrations-before';
import { TEST_JWT_SECRET, testConfig } from '../../test/test-app';
import { authHeaders } from '../../test/test-users';

let database: Database;
let app: FastifyInstance;
let oldMigrations: ReturnType<typeof migrationsBefore>;
const config = testConfig();
const ids = {
  user: '00000000-0000-4000-8000-000000000001',
  older: '00000000-0000-4000-8000-0000000000a1',
  newer: '00000000-0000-4000-8000-0000000000a2',
};

const rows = async (query: ReturnType<typeof sql>) =>
  ((await database.db.execute(query)) as unknown as { rows: Record<string, unknown>[] }).rows;

beforeAll(async () => {
  database = await openPglite(null);
  oldMigrations = migrationsBefore('0010_invitation_model_co_admins');
  await runMigrations(database, oldMigrations.dir);
  await seedCatalogue(database.db, config);

  // Data as the old schema made it: one couple with an invitation per theme, each with guests
  // and answers (the VIP purchase that used to open an empty form).
  await database.db.execute(sql`
    insert into users (id, name, email, phone, status, plan)
    values (${ids.user}, 'Rina', 'rina-lama@example.test', '6281200000001', 'active', 'vip')`);
  await database.db.execute(sql`
    insert into invitations (id, user_id, theme_id, slug, content, status, updated_at)
    values
      (${ids.older}, ${ids.user}, 1, 'rina-budi-lama', '{"brideName":"Rina","groomName":"Budi"}',
        'published', now() - interval '2 days'),
      (${ids.newer}, ${ids.user}, 2, 'rina-budi-vip', '{"brideName":"Rina","groomName":"Budi"}',
        'draft', now() - interval '1 day')`);
  await database.db.execute(sql`
    insert into guests (invitation_id, name, side, token)
    values (${ids.older}, 'Paman Joko', 'groom', 'mig-tok-1'),
           (${ids.newer}, 'Bude Sari', 'bride', 'mig-tok-2')`);
  await database.db.execute(sql`
    insert into rsvps (invitation_id, name, name_key, attendance, guests)
    values (${ids.older}, 'Paman Joko', 'paman joko', 'hadir', 2)`);

  await runMigrations(database);
  app = await buildApp({ config, database, jwtSecret: TEST_JWT_SECRET });
  await app.ready();
});

afterAll(async () => {
  await app?.close();
  await database?.close();
  oldMigrations?.remove();
});

describe('migrating to one invitation per wedding', () => {
  it('keeps every invitation, guest and answer', async () => {
    expect(await rows(sql`select id, slug, theme_id from invitations order by slug`)).toEqual([
      { id: ids.older, slug: 'rina-budi-lama', theme_id: 1 },
      { id: ids.newer, slug: 'rina-budi-vip', theme_id: 2 },
    ]);
    expect(await rows(sql`select name, created_by from guests order by name`)).toEqual([
      { name: 'Bude Sari', created_by: null },
      { name: 'Paman Joko', created_by: null },
    ]);
    expect(await rows(sql`select count(*)::int as n from rsvps`)).toEqual([{ n: 1 }]);
  });

  it('lists both to the couple as theirs; a switch the new form cannot take changes nothing', async () => {
    const headers = await authHeaders({ app } as never, { id: ids.user });
    const list = await app.inject({ url: '/api/invitations', headers });
    expect(list.json().data.map((i: { id: string; role: string }) => [i.id, i.role])).toEqual([
      [ids.newer, 'owner'],
      [ids.older, 'owner'],
    ]);
    const switched = await app.inject({
      method: 'PUT',
      url: `/api/invitations/${ids.older}/theme`,
      headers,
      payload: { theme_id: 3 },
    });
    // The old content lacks what the new form asks for: each field named, and nothing changes.
    expect(switched.statusCode).toBe(422);
    expect(Object.keys(switched.json().data.errors)).toContain('tanggal_acara_ibadah_pernikahan');
    expect(await rows(sql`select theme_id from invitations where id = ${ids.older}`)).toEqual([
      { theme_id: 1 },
    ]);
    const guests = await app.inject({ url: `/api/invitations/${ids.older}/guests`, headers });
    expect(guests.json().data.guests.map((g: { name: string }) => g.name)).toEqual(['Paman Joko']);
  });
});
