import { fileURLToPath } from 'node:url';
import { configDefaults, defineConfig } from 'vitest/config';

const serverTests = ['apps/server/src/**/*.test.ts'];
// Tests that need a real PostgreSQL server (several instances on one database): only in the
// server-postgres project.
const postgresOnlyTests = ['apps/server/src/**/*.postgres.test.ts'];
// What can differ between the embedded PGlite and PostgreSQL: opening and migrating the database,
// start-up, seeding, the job queue (pg-boss through PGlite's own adapter), health reports and the
// drivers' errors. With a PostgreSQL server these run on both; every other server test runs once,
// on PostgreSQL (docs/decisions/019-test-projects-and-budget.md).
const storageTests = [
  'apps/server/src/db/**/*.test.ts',
  'apps/server/src/seed/**/*.test.ts',
  'apps/server/src/jobs/**/*.test.ts',
  'apps/server/src/modules/health/**/*.test.ts',
  'apps/server/src/modules/invitations/*-migration.test.ts',
  'apps/server/src/auth/one-time-codes.test.ts',
  'apps/server/src/app.test.ts',
  'apps/server/src/server-refusal.test.ts',
  'apps/server/src/server-shutdown.test.ts',
  'apps/server/src/shared-secret.test.ts',
];
const withPostgres = Boolean(process.env.TEST_DATABASE_URL);
// A console.error during a unit or server test fails it.
const setupFiles = ['test-setup/fail-on-console-error.ts'];
const webAlias = { '@': fileURLToPath(new URL('./apps/web/src', import.meta.url)) };
const serverProject = (name: string, kind: 'pglite' | 'postgres', include: string[]) => ({
  test: {
    name,
    include,
    exclude: [...configDefaults.exclude, ...(kind === 'pglite' ? postgresOnlyTests : [])],
    env: { TEST_DB_KIND: kind },
    globalSetup: ['apps/server/src/test/database-templates.ts'],
    isolate: false,
    setupFiles: ['test-setup/fresh-modules.ts', ...setupFiles],
    testTimeout: 20_000,
    hookTimeout: 60_000,
  },
});

export default defineConfig({
  test: {
    // Two even on two cores: server tests spend much of their time waiting on the database.
    maxWorkers: 2,
    projects: [
      { test: { name: 'shared', include: ['packages/shared/src/**/*.test.ts'], setupFiles } },
      { test: { name: 'themes', include: ['packages/themes/src/**/*.test.{ts,tsx}'], setupFiles } },
      {
        resolve: { alias: webAlias },
        test: { name: 'web', include: ['apps/web/src/**/*.test.{ts,tsx}'], setupFiles },
      },
      serverProject('server-pglite', 'pglite', withPostgres ? storageTests : serverTests),
      ...(withPostgres ? [serverProject('server-postgres', 'postgres', serverTests)] : []),
      // After the others, two files at a time: each file's product, or the one the read-only
      // files share (e2e/support/global-setup.ts), on a data folder of its own.
      {
        test: {
          name: 'e2e',
          include: ['e2e/**/*.spec.ts'],
          globalSetup: ['e2e/support/global-setup.ts'],
          sequence: { groupOrder: 1 },
          testTimeout: 60_000,
          hookTimeout: 120_000,
        },
      },
    ],
  },
});
