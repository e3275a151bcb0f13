import { randomBytes } from 'node:crypto';
import fs from 'node:fs';
import pg from 'pg';
import { inject } from 'vitest';
import { openPglite, openPostgres, type Database } from '../db/client';

/**
 * A fresh, migrated database for one test file: an in-memory PGlite, or (TEST_DB_KIND=postgres) a
 * new database on the TEST_DATABASE_URL server, dropped again on close so runs never collide.
 * Both are copies of the run's templates (`database-templates.ts`).
 */
export function createTestDatabase(): Promise<Database> {
  return openTestDatabase('migrated');
}

/** The same, before any migration: for tests that migrate it themselves. */
export function createEmptyTestDatabase(): Promise<Database> {
  return openTestDatabase('empty');
}

async function openTestDatabase(state: 'empty' | 'migrated'): Promise<Database> {
  if (process.env.TEST_DB_KIND !== 'postgres') {
    const dump = fs.readFileSync(inject('pgliteTemplates')[state]);
    return openPglite(null, { loadDataDir: new Blob([dump]) });
  }
  const created = await createPostgresDatabase(
    state === 'migrated' ? inject('postgresTemplate') : undefined,
  );
  const database = await openPostgres(created.url);
  return {
    ...database,
    async close() {
      await database.close();
      await created.drop();
    },
  };
}

interface PostgresDatabase {
  url: string;
  drop(): Promise<void>;
}

/** A new, empty database on the TEST_DATABASE_URL server (for start-up and multi-instance tests). */
export function createEmptyPostgresDatabase(): Promise<PostgresDatabase> {
  return createPostgresDatabase();
}

/** A new database on the TEST_DATABASE_URL server: empty, or a copy of `template`. */
async function createPostgresDatabase(template?: string): Promise<PostgresDatabase> {
  const adminUrl = process.env.TEST_DATABASE_URL;
  if (!adminUrl) throw new Error('TEST_DB_KIND=postgres needs TEST_DATABASE_URL');
  const name = `kabar_t_${Date.now().toString(36)}_${randomBytes(4).toString('hex')}`;
  const admin = new pg.Client({ connectionString: adminUrl });
  await admin.connect();
  await admin.query(`create database ${name}${template ? ` template ${template}` : ''}`);
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
