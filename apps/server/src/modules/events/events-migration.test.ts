import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Database } from '../../db/client';
import { runMigrations } from '../../db/migrate';
import { seedCatalogue } from '../../seed/seed';
import { migrationsBefore } from '../../test/migrations-before';
import { testConfig } from '../../test/test-app';
import { createEmptyTestDatabase } from '../../test/test-database';

const ids = {
  user: '00000000-0000-4000-8000-000000000027',
  helper: '00000000-0000-4000-8000-000000000028',
  wedding: '00000000-0000-4000-8000-0000000002a1',
  empty: '00000000-0000-4000-8000-0000000002a2',
  hadir: '00000000-0000-4000-8000-0000000002b1',
  tidak: '00000000-0000-4000-8000-0000000002b2',
  silent: '00000000-0000-4000-8000-0000000002b3',
};

let database: Database;
const oldMigrations = migrationsBefore('0013_events_sessions');

const rows = async (query: ReturnType<typeof sql>) =>
  ((await database.db.execute(query)) as unknown as { rows: Record<string, unknown>[] }).rows;

beforeAll(async () => {
  database = await createEmptyTestDatabase();
  await runMigrations(database, oldMigrations.dir);
  await seedCatalogue(database.db, testConfig());
  await database.db.execute(sql`
    insert into users (id, name, email, phone, status, plan) values
      (${ids.user}, 'Sari', 'sari-acara@example.test', '6281200000027', 'active', 'vip'),
      (${ids.helper}, 'Bude', 'bude-acara@example.test', '6281200000028', 'active', 'basic')`);
  await database.db.execute(sql`
    insert into invitations (id, user_id, theme_id, slug, content) values
      (${ids.wedding}, ${ids.user}, 1, 'sari-dan-bayu', ${JSON.stringify({
        tanggal_acara_ibadah_pernikahan: '2026-12-12',
        tanggal_acara_resepsi_pernikahan: '2026-12-12',
      })}::jsonb),
      (${ids.empty}, ${ids.user}, 2, null, '{}'::jsonb)`);
  await database.db.execute(sql`
    insert into invitation_members (invitation_id, user_id, role, side)
    values (${ids.wedding}, ${ids.helper}, 'side_manager', 'bride')`);
  await database.db.execute(sql`
    insert into guests (id, invitation_id, name, token, invited_count, rsvp_attendance, rsvp_guests, responded_at) values
      (${ids.hadir}, ${ids.wedding}, 'Pak Budi', 'tok-hadir-27aaaaaaa', 3, 'hadir', 2, '2026-11-01T10:00:00Z'),
      (${ids.tidak}, ${ids.wedding}, 'Bu Ani', 'tok-tidak-27aaaaaaa', 1, 'tidak_hadir', 0, '2026-11-02T10:00:00Z'),
      (${ids.silent}, ${ids.wedding}, 'Mas Joko', 'tok-silent-27aaaaaa', 2, null, null, null)`);
  await runMigrations(database);
});

afterAll(async () => {
  await database?.close();
  oldMigrations.remove();
});

describe('migration 0013: events, invitations to them and answers per event', () => {
  it('turns every invitation’s two step 2 events into events', async () => {
    expect(
      await rows(sql`
        select invitation_id, spec_key, position, title, is_public from invitation_events
        order by invitation_id, position`),
    ).toEqual([
      ...[ids.wedding, ids.empty].flatMap((invitation) => [
        {
          invitation_id: invitation,
          spec_key: 'ibadah',
          position: 0,
          title: 'Ibadah Pernikahan',
          is_public: true,
        },
        {
          invitation_id: invitation,
          spec_key: 'resepsi',
          position: 1,
          title: 'Resepsi Pernikahan',
          is_public: true,
        },
      ]),
    ]);
  });

  it('invites every existing guest to both and counts their answer for each', async () => {
    expect(
      await rows(sql`
        select g.name, e.spec_key, ge.session_id from guest_events ge
        join guests g on g.id = ge.guest_id join invitation_events e on e.id = ge.event_id
        order by g.name, e.position`),
    ).toEqual(
      ['Bu Ani', 'Mas Joko', 'Pak Budi'].flatMap((name) => [
        { name, spec_key: 'ibadah', session_id: null },
        { name, spec_key: 'resepsi', session_id: null },
      ]),
    );
    expect(
      await rows(sql`
        select g.name, e.spec_key, a.attendance, a.guests, a.answered_at::text as at
        from event_answers a
        join guests g on g.id = a.guest_id join invitation_events e on e.id = a.event_id
        order by g.name, e.position`),
    ).toEqual([
      {
        name: 'Bu Ani',
        spec_key: 'ibadah',
        attendance: 'tidak_hadir',
        guests: 0,
        at: '2026-11-02 10:00:00+00',
      },
      {
        name: 'Bu Ani',
        spec_key: 'resepsi',
        attendance: 'tidak_hadir',
        guests: 0,
        at: '2026-11-02 10:00:00+00',
      },
      {
        name: 'Pak Budi',
        spec_key: 'ibadah',
        attendance: 'hadir',
        guests: 2,
        at: '2026-11-01 10:00:00+00',
      },
      {
        name: 'Pak Budi',
        spec_key: 'resepsi',
        attendance: 'hadir',
        guests: 2,
        at: '2026-11-01 10:00:00+00',
      },
    ]);
  });

  it('starts the couple and co-admins with nothing unread, and no deadline', async () => {
    expect(
      await rows(
        sql`select invitation_id, user_id from answer_watermarks order by invitation_id, user_id`,
      ),
    ).toEqual([
      { invitation_id: ids.wedding, user_id: ids.user },
      { invitation_id: ids.wedding, user_id: ids.helper },
      { invitation_id: ids.empty, user_id: ids.user },
    ]);
    expect(await rows(sql`select count(*)::int as n from rsvp_settings`)).toEqual([{ n: 0 }]);
  });
});
