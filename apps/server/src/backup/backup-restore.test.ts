import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { sql, type SQL } from 'drizzle-orm';
import { afterAll, describe, expect, it } from 'vitest';
import { openPglite, openPostgres, type Database } from '../db/client';
import { runMigrations } from '../db/migrate';
import { createEmptyPostgresDatabase } from '../test/test-database';
import { createBackup, restoreBackup, type BackupSource } from './backup-archive';

// Debian's postgresql-client, which `npm run backup` installs when missing; the PostgreSQL server
// these tests run against comes with it.
const tools = {
  pgDump: '/usr/bin/pg_dump',
  pgRestore: '/usr/bin/pg_restore',
  psql: '/usr/bin/psql',
};
const kind = process.env.TEST_DB_KIND === 'postgres' ? 'postgres' : 'pglite';
const work = fs.mkdtempSync(path.join(os.tmpdir(), 'kabar-backup-test-'));
afterAll(() => fs.rmSync(work, { recursive: true, force: true }));

const rowsOf = async (database: Database, query: SQL) =>
  ((await database.db.execute(query)) as unknown as { rows: Record<string, unknown>[] }).rows;

/** Every table of the app and of the migrations log: its row count and a hash of its rows. */
async function snapshot(database: Database): Promise<Record<string, string>> {
  const tables = await rowsOf(
    database,
    sql`select table_schema as s, table_name as t from information_schema.tables
        where table_schema in ('public', 'drizzle') and table_type = 'BASE TABLE'`,
  );
  const result: Record<string, string> = {};
  for (const { s, t } of tables) {
    const name = `"${String(s)}"."${String(t)}"`;
    const [row] = await rowsOf(
      database,
      sql.raw(
        `select count(*)::int as n, coalesce(md5(string_agg(r::text, '|' order by r::text)), '') as h from ${name} r`,
      ),
    );
    result[name] = `${String(row?.n)}:${String(row?.h)}`;
  }
  return result;
}

let written = 0;
/** A new account and a new upload: what happens between a backup and the day it is needed. */
async function writeSomething(database: Database, dataDir: string): Promise<void> {
  written += 1;
  await database.db.execute(
    sql`insert into users (name, email) values (${`Tamu ${written}`}, ${`tamu-${written}@example.test`})`,
  );
  const uploads = path.join(dataDir, 'uploads', 'photos');
  fs.mkdirSync(uploads, { recursive: true });
  fs.writeFileSync(path.join(uploads, `foto-${written}.webp`), `foto ${written}`);
}

const uploadsOf = (dataDir: string) =>
  fs.readdirSync(path.join(dataDir, 'uploads', 'photos')).sort();

describe(`backup and restore drill (${kind})`, () => {
  // The embedded database is opened from its files three times: slow on a busy machine.
  it(
    'restores exactly what was backed up, dropping what came after',
    { timeout: 120_000 },
    async () => {
      const dataDir = fs.mkdtempSync(path.join(work, 'data-'));
      const postgres = kind === 'postgres' ? await createEmptyPostgresDatabase() : null;
      const source: BackupSource = { dataDir, databaseUrl: postgres?.url };
      const open = () => (postgres ? openPostgres(postgres.url) : openPglite(dataDir));
      try {
        let database = await open();
        await runMigrations(database);
        await writeSomething(database, dataDir);
        const backedUp = await snapshot(database);
        const backedUpFiles = uploadsOf(dataDir);
        // The embedded database is copied as files, so it is closed first, as `npm run backup` asks.
        if (!postgres) await database.close();

        const file = path.join(work, `kabar-${kind}.tar.gz`);
        const manifest = createBackup(source, file, tools);
        expect(manifest.kind).toBe(kind);
        expect(manifest.entries).toEqual(kind === 'pglite' ? ['pgdata', 'uploads'] : ['uploads']);

        if (!postgres) database = await open();
        await writeSomething(database, dataDir);
        await writeSomething(database, dataDir);
        expect(await snapshot(database)).not.toEqual(backedUp);
        await database.close();

        restoreBackup(source, file, tools);
        database = await open();
        expect(await snapshot(database)).toEqual(backedUp);
        expect(uploadsOf(dataDir)).toEqual(backedUpFiles);
        // The restored database keeps working: the next write lands after the restored rows.
        await writeSomething(database, dataDir);
        await database.close();
      } finally {
        await postgres?.drop();
      }
    },
  );

  it('refuses an archive of the other database kind', () => {
    const dataDir = fs.mkdtempSync(path.join(work, 'empty-'));
    const file = path.join(work, 'other-kind.tar.gz');
    createBackup({ dataDir, databaseUrl: undefined }, file);
    expect(() =>
      restoreBackup({ dataDir, databaseUrl: 'postgres://127.0.0.1:1/none' }, file, tools),
    ).toThrow(/database tertanam/);
  });
});
