import { randomBytes } from 'node:crypto';
import pg from 'pg';
import { openPglite, openPostgres, type Database } from '../db/client';
import { runMigrations } from '../db/migrate';

/**
 * A fresh, migrated database for one test file: an in-memory PGlite, or (TEST_DB_KIND=postgres) a
 * new database on the TEST_DATABASE_URL server, dropped again on close so runs never collide.
 */
export async function createTestDatabase(): Promise<Database> {
  const database = await createEmptyTestDatabase();
  await runMigrations(database);
  return database;
}

/** The same, before any migration: for tests that migrate it themselves. */
export async function createEmptyTestDatabase(): Promise<Database> {
  if (process.env.TEST_DB_KIND !== 'postgres') return openPglite(null);
  const empty = await createEmptyPostgresDatabase();
  const database = await openPostgres(empty.url);
  return {
    ...database,
    async close() {
      await database.close();
      await empty.drop();
    },
  };
}

/** A new, empty database on the TEST_DATABASE_URL server (for start-up and multi-instance tests). */
export async function createEmptyPostgresDatabase(): Promise<{
  url: string;
  drop(): Promise<void>;
}> {
  const adminUrl = process.env.TEST_DATABASE_URL;
  if (!adminUrl) throw new Error('TEST_DB_KIND=postgres needs TEST_DATABASE_URL');
  const name = `kabar_t_${Date.now().toString(36)}_${randomBytes(4).toString('hex')}`;
  const admin = new pg.Client({ connectionString: adminUrl });
  await admin.connect();
  await admin.query(`create database ${name}`);
  await admin.end();
  const url = new URL(adminUrl);
  url.pathname = `/${name}`;
  return {
    url: url.toString(),
    async drop() {
      const dropper = new pg.Client({ connectionString: adminUrl });
      await dropper.connect();
      await dropper.query(`drop database if exists ${name} with (force)`);
      await dropper.end();
    },
  };
}
