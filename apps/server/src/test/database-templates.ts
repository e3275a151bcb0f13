import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { PGlite } from '@electric-sql/pglite';
import type { TestProject } from 'vitest/node';
import { openPglite, openPostgres } from '../db/client';
import { runMigrations } from '../db/migrate';
import { createEmptyPostgresDatabase } from './test-database';

declare module 'vitest' {
  export interface ProvidedContext {
    /** Files holding a dumped in-memory PGlite: freshly initialised, and migrated. */
    pgliteTemplates: { empty: string; migrated: string };
    /** A migrated database on the TEST_DATABASE_URL server that each test file copies. */
    postgresTemplate: string;
  }
}

/**
 * Global set-up of the server projects: each test file's database starts as a copy of one made
 * here once per run, instead of running initdb (PGlite, 5 to 15 s) and every migration itself.
 */
export default async function setup(project: TestProject): Promise<() => Promise<void>> {
  if (project.config.env.TEST_DB_KIND === 'postgres') {
    const template = await createEmptyPostgresDatabase();
    const database = await openPostgres(template.url);
    try {
      await runMigrations(database);
    } finally {
      await database.close();
    }
    project.provide('postgresTemplate', new URL(template.url).pathname.slice(1));
    return template.drop;
  }
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'kabar-pglite-templates-'));
  const templates = {
    empty: path.join(dir, 'empty.tar'),
    migrated: path.join(dir, 'migrated.tar'),
  };
  const database = await openPglite(null);
  try {
    const client = (database.db as unknown as { $client: PGlite }).$client;
    await dumpTo(client, templates.empty);
    await runMigrations(database);
    await dumpTo(client, templates.migrated);
  } finally {
    await database.close();
  }
  project.provide('pgliteTemplates', templates);
  return async () => fs.rmSync(dir, { recursive: true, force: true });
}

async function dumpTo(client: PGlite, file: string): Promise<void> {
  const dump = await client.dumpDataDir('none');
  fs.writeFileSync(file, Buffer.from(await dump.arrayBuffer()));
}
