// `node --import tsx scripts/bench-seed.ts` (in apps/server): how long seeding the catalogue and
// every demo couple takes on a fresh in-memory PGlite, then again on a seeded one. Every server
// test file and every start pays this.
import { performance } from 'node:perf_hooks';
import { createTestDatabase } from '../src/test/test-database';
import { testConfig } from '../src/test/test-app';
import { seedDemoData } from '../src/seed/seed';

const config = testConfig();
for (let run = 0; run < 3; run += 1) {
  const database = await createTestDatabase();
  const start = performance.now();
  await seedDemoData(database.db, config);
  const first = performance.now() - start;
  const again = performance.now();
  await seedDemoData(database.db, config);
  console.log(
    `seed: fresh ${first.toFixed(0)} ms, again ${(performance.now() - again).toFixed(0)} ms`,
  );
  await database.close();
}
