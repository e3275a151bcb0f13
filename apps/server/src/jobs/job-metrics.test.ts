import fastify from 'fastify';
import { afterAll, describe, expect, it } from 'vitest';
import { metricsRegistry } from '../observability/metrics';
import { createTestDatabase } from '../test/test-database';
import { startJobQueue, type JobQueue } from './job-queue';

describe('job queue metrics', () => {
  const cleanup: Array<() => Promise<void>> = [];
  afterAll(async () => {
    for (const step of cleanup.reverse()) await step();
  });

  it('show waiting and failed jobs, and each failed attempt that was retried', async () => {
    const database = await createTestDatabase();
    cleanup.push(() => database.close());
    const queue: JobQueue = await startJobQueue(
      database,
      [
        {
          name: 'uji.gagal',
          retryLimit: 1,
          retryDelaySeconds: 1,
          run: () => Promise.reject(new Error('gateway mati')),
        },
      ],
      fastify({ logger: false }).log,
      { pollingIntervalSeconds: 0.5, schedules: false, dataKey: Buffer.alloc(32, 3) },
    );
    cleanup.push(() => queue.stop());
    await queue.send('uji.gagal', { n: 1 });
    await queue.send('uji.gagal', { n: 2 }, { startAfterSeconds: 3600 });
    const scrape = () => metricsRegistry.metrics();
    const deadline = Date.now() + 20_000;
    let text = await scrape();
    while (
      !text.includes('kabar_jobs{queue="uji.gagal",state="failed"} 1') &&
      Date.now() < deadline
    ) {
      await new Promise((resolve) => setTimeout(resolve, 300));
      text = await scrape();
    }
    expect(text).toContain('kabar_jobs{queue="uji.gagal",state="failed"} 1');
    expect(text).toContain('kabar_jobs{queue="uji.gagal",state="created"} 1');
    expect(text).toContain('kabar_job_attempts_failed_total{queue="uji.gagal"} 2');
  }, 60_000);
});
