import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { testConfig } from '../test/test-app';
import { createTestDatabase } from '../test/test-database';
import type { Database } from '../db/client';
import { THEME_CATALOGUE } from '@kabar/themes/catalogue/catalogue';
import { seedAtStart } from './seed';

describe('seeding at start', () => {
  let database: Database;
  beforeAll(async () => {
    database = await createTestDatabase();
  });
  afterAll(() => database.close());

  const count = async (table: string) =>
    Number(
      (
        (await database.db.execute(sql.raw(`select count(*) as n from ${table}`))) as unknown as {
          rows: { n: string }[];
        }
      ).rows[0]!.n,
    );

  it('seeds the catalogue but no demo accounts, invitations or vouchers in production', async () => {
    const config = testConfig({ NODE_ENV: 'production' });
    expect(config.seedDemoData).toBe(false);
    await seedAtStart(database.db, config);
    expect(await count('themes')).toBe(THEME_CATALOGUE.length);
    expect(await count('theme_types')).toBeGreaterThan(0);
    expect(await count('users')).toBe(0);
    expect(await count('vouchers')).toBe(0);
    expect(await count('invitations')).toBe(0);
  });

  it('adds the demo locally by default, and in production only when asked for', () => {
    expect(testConfig({}).seedDemoData).toBe(true);
    expect(testConfig({ NODE_ENV: 'production', SEED_DEMO_DATA: 'true' }).seedDemoData).toBe(true);
    expect(testConfig({ SEED_DEMO_DATA: 'false' }).seedDemoData).toBe(false);
  });
});
