import { fileURLToPath } from 'node:url';
import { configDefaults, defineConfig } from 'vitest/config';

const serverTests = ['apps/server/src/**/*.test.ts'];
// Tests that need a real PostgreSQL server (several instances on one database): only in the
// server-postgres project.
const postgresOnlyTests = ['apps/server/src/**/*.postgres.test.ts'];
const webAlias = { '@': fileURLToPath(new URL('./apps/web/src', import.meta.url)) };

export default defineConfig({
  test: {
    projects: [
      { test: { name: 'shared', include: ['packages/shared/src/**/*.test.ts'] } },
      { test: { name: 'themes', include: ['packages/themes/src/**/*.test.{ts,tsx}'] } },
      {
        resolve: { alias: webAlias },
        test: { name: 'web', include: ['apps/web/src/**/*.test.{ts,tsx}'] },
      },
      {
        test: {
          name: 'server-pglite',
          include: serverTests,
          exclude: [...configDefaults.exclude, ...postgresOnlyTests],
          env: { TEST_DB_KIND: 'pglite' },
          testTimeout: 20_000,
          hookTimeout: 60_000,
        },
      },
      // The same server tests again on the real PostgreSQL server whenever one is configured.
      ...(process.env.TEST_DATABASE_URL
        ? [
            {
              test: {
                name: 'server-postgres',
                include: serverTests,
                env: { TEST_DB_KIND: 'postgres' },
                testTimeout: 20_000,
                hookTimeout: 60_000,
              },
            },
          ]
        : []),
      {
        test: {
          name: 'e2e',
          include: ['e2e/**/*.spec.ts'],
          testTimeout: 60_000,
          hookTimeout: 120_000,
          fileParallelism: false,
        },
      },
    ],
  },
});
