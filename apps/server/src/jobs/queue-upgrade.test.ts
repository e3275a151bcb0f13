import fastify from 'fastify';
import PgBoss10 from 'pg-boss-10';
import { afterAll, describe, expect, it } from 'vitest';
import { createTestDatabase } from '../test/test-database';
import { startJobQueue, type JobQueue } from './job-queue';
import { jobDataSealer } from './sealed-job-data';

interface Client {
  query(text: string, values?: unknown[]): Promise<{ rows: unknown[] }>;
  exec?(text: string): Promise<Array<{ rows: unknown[] }>>;
}

const dataKey = Buffer.alloc(32, 9);

describe('a queue left by pg-boss 10', () => {
  const cleanup: Array<() => Promise<void>> = [];
  afterAll(async () => {
    for (const step of cleanup.reverse()) await step();
  });

  it('is set aside, its waiting jobs run on pg-boss 12, then it is dropped', async () => {
    const database = await createTestDatabase();
    cleanup.push(() => database.close());
    // pg-boss 10 on the same connection, the way the previous release ran it.
    const client = (database.db as unknown as { $client: Client }).$client;
    const old = new PgBoss10({
      schema: 'pgboss',
      db: {
        async executeSql(text, values) {
          if (values?.length || !client.exec) return client.query(text, values);
          return { rows: (await client.exec(text)).at(-1)?.rows ?? [] };
        },
      },
    });
    await old.start();
    await old.createQueue('uji.pindah', { name: 'uji.pindah' });
    await old.send('uji.pindah', jobDataSealer(dataKey).seal({ tamu: 'Budi' }));
    await old.stop({ graceful: false, wait: true });

    const received: object[] = [];
    const queue: JobQueue = await startJobQueue(
      database,
      [
        {
          name: 'uji.pindah',
          retryLimit: 0,
          retryDelaySeconds: 1,
          run: async (data) => void received.push(data),
        },
      ],
      fastify({ logger: false }).log,
      { pollingIntervalSeconds: 0.5, schedules: false, dataKey },
    );
    cleanup.push(() => queue.stop());
    const deadline = Date.now() + 15_000;
    while (received.length === 0 && Date.now() < deadline) {
      await new Promise((resolve) => setTimeout(resolve, 200));
    }
    expect(received).toEqual([{ tamu: 'Budi' }]);
    const { rows } = (await client.query(
      `select to_regnamespace('pgboss_v10') is null as dropped`,
    )) as { rows: Array<{ dropped: boolean }> };
    expect(rows[0]?.dropped).toBe(true);
  }, 60_000);
});
