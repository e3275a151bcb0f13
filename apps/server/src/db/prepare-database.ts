import type { Config } from '../config';
import { seedAtStart } from '../seed/seed';
import type { Database } from './client';
import { runMigrations } from './migrate';

/**
 * Migrations then seeding, under the start-up advisory lock: of several instances starting at
 * once, one applies them and the others find them done.
 */
export function prepareDatabase(
  database: Database,
  config: Pick<Config, 'site' | 'seedDemoData'>,
): Promise<void> {
  return database.withStartupLock(async () => {
    await runMigrations(database);
    await seedAtStart(database.db, config);
  });
}
