import fs from 'node:fs';
import path from 'node:path';
import { sql } from 'drizzle-orm';
import { afterAll, describe, expect, it } from 'vitest';
import { testConfig } from '../test/test-app';
import { createEmptyPostgresDatabase } from '../test/test-database';
import { THEME_CATALOGUE } from '@kabar/themes/catalogue/catalogue';
import { openPostgres, type Database } from './client';
import { MIGRATIONS_DIR } from './migrate';
import { prepareDatabase } from './prepare-database';

const journal = JSON.parse(
  fs.readFileSync(path.join(MIGRATIONS_DIR, 'meta/_journal.json'), 'utf8'),
) as { entries: unknown[] };

describe('three instances starting at once on an empty database', () => {
  const opened: Database[] = [];
  let drop: (() => Promise<void>) | undefined;
  afterAll(async () => {
    await Promise.all(opened.map((database) => database.close()));
    await drop?.();
  });

  it('all come up; migrations and seed are applied once', async () => {
    const empty = await createEmptyPostgresDatabase();
    drop = empty.drop;
    // Three pools, as three processes would have: each takes the lock on its own connection.
    opened.push(...(await Promise.all([1, 2, 3].map(() => openPostgres(empty.url)))));
    const config = testConfig({ SEED_DEMO_DATA: 'true' });
    await Promise.all(opened.map((database) => prepareDatabase(database, config)));

    const db = opened[0]!.db;
    const count = async (query: ReturnType<typeof sql>) =>
      Number(((await db.execute(query)) as unknown as { rows: { n: string }[] }).rows[0]!.n);
    expect(await count(sql`select count(*) as n from drizzle.__drizzle_migrations`)).toBe(
      journal.entries.length,
    );
    expect(
      await count(sql`select count(distinct hash) as n from drizzle.__drizzle_migrations`),
    ).toBe(journal.entries.length);
    expect(await count(sql`select count(*) as n from themes`)).toBe(THEME_CATALOGUE.length);
    expect(await count(sql`select count(*) as n from vouchers where code = 'DISKON30'`)).toBe(1);
  });
});
