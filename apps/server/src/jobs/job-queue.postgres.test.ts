import { sql } from 'drizzle-orm';
import fastify from 'fastify';
import { afterAll, describe, expect, it } from 'vitest';
import { openPostgres, type Database } from '../db/client';
import { createEmptyPostgresDatabase } from '../test/test-database';
import { startJobQueue, type JobDefinition, type JobQueue } from './job-queue';

const definitions: JobDefinition[] = Array.from({ length: 8 }, (_, i) => ({
  name: `uji.antrean-${i}`,
  retryLimit: 1,
  retryDelaySeconds: 1,
  run: async () => undefined,
}));

describe('three instances starting their job queues at once on an empty database', () => {
  const opened: Database[] = [];
  const queues: JobQueue[] = [];
  let drop: (() => Promise<void>) | undefined;
  afterAll(async () => {
    await Promise.all(queues.map((queue) => queue.stop()));
    await Promise.all(opened.map((database) => database.close()));
    await drop?.();
  });

  it('all start, each queue created once', async () => {
    const empty = await createEmptyPostgresDatabase();
    drop = empty.drop;
    opened.push(...(await Promise.all([1, 2, 3].map(() => openPostgres(empty.url)))));
    const options = { pollingIntervalSeconds: 5, schedules: false, dataKey: Buffer.alloc(32, 7) };
    queues.push(
      ...(await Promise.all(
        opened.map((database) =>
          startJobQueue(database, definitions, fastify({ logger: false }).log, options),
        ),
      )),
    );
    const { rows } = (await opened[0]!.db.execute(
      sql`select count(*)::int as n from pgboss.queue where name like 'uji.antrean-%'`,
    )) as unknown as { rows: { n: number }[] };
    expect(rows[0]!.n).toBe(definitions.length);
  }, 60_000);
});

describe('stopping while a job outlasts the grace period', () => {
  it('stop() returns only after the job is done, so the pool can close behind it', async () => {
    const empty = await createEmptyPostgresDatabase();
    const database = await openPostgres(empty.url);
    let started!: () => void;
    const running = new Promise<void>((resolve) => (started = resolve));
    const finished: string[] = [];
    const slow: JobDefinition = {
      name: 'uji.lambat',
      retryLimit: 0,
      retryDelaySeconds: 1,
      run: async () => {
        started();
        await new Promise((resolve) => setTimeout(resolve, 2_000));
        await database.db.execute(sql`select 1`);
        finished.push('selesai');
      },
    };
    const queue = await startJobQueue(database, [slow], fastify({ logger: false }).log, {
      pollingIntervalSeconds: 0.5,
      schedules: false,
      dataKey: Buffer.alloc(32, 7),
      stopGraceSeconds: 1,
    });
    try {
      await queue.send('uji.lambat', {});
      await running;
      await queue.stop();
      expect(finished).toEqual(['selesai']);
    } finally {
      await database.close();
      await empty.drop();
    }
  }, 60_000);
});
