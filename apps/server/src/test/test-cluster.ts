import { afterAll, beforeAll } from 'vitest';
import type { FastifyInstance } from 'fastify';
import { buildApp } from '../app';
import type { Config } from '../config';
import type { Database } from '../db/client';
import { seedDemoData } from '../seed/seed';
import { createTestDatabase } from './test-database';
import { TEST_JWT_SECRET, testConfig } from './test-app';

export interface TestCluster {
  apps: FastifyInstance[];
  database: Database;
  config: Config;
}

/**
 * Several instances of the real app on one database and one secret, as behind a load balancer.
 * `env` is read when the cluster starts, so it may depend on servers started in an earlier hook.
 */
export function useTestCluster(
  instances: number,
  env: () => Record<string, string> = () => ({}),
): TestCluster {
  const cluster = { apps: [] } as unknown as TestCluster;
  beforeAll(async () => {
    cluster.config = testConfig(env());
    cluster.database = await createTestDatabase();
    await seedDemoData(cluster.database.db, cluster.config);
    for (let i = 0; i < instances; i++) {
      const app = await buildApp({
        config: cluster.config,
        database: cluster.database,
        jwtSecret: TEST_JWT_SECRET,
      });
      await app.ready();
      cluster.apps.push(app);
    }
  });
  afterAll(async () => {
    for (const app of cluster.apps) await app.close();
    await cluster.database?.close();
  });
  return cluster;
}
