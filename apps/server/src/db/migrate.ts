import fs from 'node:fs';
import path from 'node:path';
import { sql } from 'drizzle-orm';
import type { Database } from './client';

export const MIGRATIONS_DIR = path.resolve(import.meta.dirname, '../../drizzle');

/**
 * Applies the committed drizzle-kit migrations; already-applied ones are skipped. Tests of a data
 * migration pass a folder holding only the ones before it.
 */
export async function runMigrations(
  database: Database,
  migrationsFolder = MIGRATIONS_DIR,
): Promise<void> {
  if (database.kind === 'pglite') {
    const { migrate } = await import('drizzle-orm/pglite/migrator');
    await migrate(database.db as never, { migrationsFolder });
  } else {
    const { migrate } = await import('drizzle-orm/node-postgres/migrator');
    await migrate(database.db as never, { migrationsFolder });
  }
}

const journal = JSON.parse(
  fs.readFileSync(path.join(MIGRATIONS_DIR, 'meta/_journal.json'), 'utf8'),
) as { entries: Array<{ when: number }> };
const latestMigration = Math.max(...journal.entries.map((entry) => entry.when));

/**
 * Whether the database has every migration this build ships (it may have newer ones: an upgrade
 * rolling through the instances). drizzle records each applied migration's `when`.
 */
export async function migrationsApplied(database: Database): Promise<boolean> {
  const result = (await database.db.execute(
    sql`select max(created_at) as latest from drizzle.__drizzle_migrations`,
  )) as unknown as { rows: Array<{ latest: string | number | null }> };
  return Number(result.rows[0]?.latest ?? 0) >= latestMigration;
}
