import { randomBytes } from 'node:crypto';
import { afterAll, beforeAll } from 'vitest';
import type { FastifyInstance } from 'fastify';
import { buildApp } from '../app';
import { loadConfig, type Config } from '../config';
import type { Database } from '../db/client';
import { seedDemoData } from '../seed/seed';
import { createTestDatabase } from './test-database';

export const TEST_JWT_SECRET = randomBytes(32).toString('hex');

export function testConfig(overrides: Record<string, string> = {}): Config {
  return loadConfig({
    NODE_ENV: 'test',
    WEB_DIST_DIR: '/nonexistent-kabar-dist',
    DATA_DIR: '/tmp/kabar-test-data',
    ...overrides,
  });
}

export interface TestContext {
  app: FastifyInstance;
  database: Database;
  config: Config;
}

/** Builds the real app on a fresh seeded database for the current test file, closed after it. */
export function useTestApp(
  options: { seed?: boolean; env?: Record<string, string> } = {},
): TestContext {
  const context = {} as TestContext;
  beforeAll(async () => {
    context.config = testConfig(options.env);
    context.database = await createTestDatabase();
    if (options.seed ?? true) await seedDemoData(context.database.db, context.config);
    context.app = await buildApp({
      config: context.config,
      database: context.database,
      jwtSecret: TEST_JWT_SECRET,
    });
    await context.app.ready();
  });
  afterAll(async () => {
    await context.app?.close();
    await context.database?.close();
  });
  return context;
}
