import { PgBoss } from 'pg-boss';
import type { FastifyBaseLogger } from 'fastify';
import type { Database } from '../db/client';
import { jobAttemptsFailed, watchJobs, type JobCounts } from '../observability/metrics';
import { queueDatabase } from './queue-database';
import { moveJobsOfPgBoss10, setAsidePgBoss10 } from './queue-upgrade';
import { jobDataSealer } from './sealed-job-data';

export interface JobDefinition<T extends object = object> {
  name: string;
  run(data: T): Promise<void>;
  /** Attempts after the first; the delay doubles each time (pg-boss' backoff). */
  retryLimit: number;
  retryDelaySeconds: number;
  /** Cron expression (UTC) for scheduled work, started once across all instances by pg-boss. */
  cron?: string;
  /** Seconds between polls for this queue; defaults to the queue's setting. */
  pollingIntervalSeconds?: number;
  /** Jobs fetched per poll; a failure retries the whole batch, so only for idempotent handlers. */
  batchSize?: number;
  /** 'short': a job waiting with the same singletonKey makes a new send a no-op. */
  policy?: 'standard' | 'short';
}

interface SendOptions {
  singletonKey?: string;
  /** Held back this long before its first run. */
  startAfterSeconds?: number;
}

export interface JobQueue {
  send(name: string, data: object, options?: SendOptions): Promise<void>;
  stop(): Promise<void>;
}

export interface JobQueueOptions {
  /** Seconds between polls for new jobs. */
  pollingIntervalSeconds: number;
  /** Cron schedules on or off (off in tests, which run the scheduled work directly). */
  schedules: boolean;
  /** 32 bytes from the server secret: every job's data is stored sealed with it. */
  dataKey: Buffer;
  /** How long stop() lets running jobs finish before pg-boss gives up on them (default 5). */
  stopGraceSeconds?: number;
}

const DEADLOCK = '40P01';
const WEEK_SECONDS = 7 * 24 * 60 * 60;

/**
 * pg-boss creates each queue's partition outside its start-up lock, so instances starting together
 * on a fresh database can deadlock on its tables; PostgreSQL then aborts one of them, and creating
 * a queue that exists is a no-op, so the loser tries again.
 */
async function retryOnDeadlock(create: () => Promise<void>): Promise<void> {
  for (let attempt = 1; ; attempt++) {
    try {
      return await create();
    } catch (error) {
      if ((error as { code?: string }).code !== DEADLOCK || attempt === 10) throw error;
      await new Promise((resolve) => setTimeout(resolve, 50 + Math.random() * 200 * attempt));
    }
  }
}

/**
 * pg-boss on the app's own database (PostgreSQL, or the embedded PGlite in the same process), so
 * jobs are rows committed before `send` returns and outlive a crash: an instance that dies holding
 * a job leaves it to expire and run again elsewhere (decision 010).
 */
/**
 * Handlers still running. pg-boss's stop() gives up on them after its grace, but they go on using
 * the app's pool, so the app must not close it under them ("Cannot use a pool after calling end").
 */
function runningWork() {
  const pending = new Set<Promise<void>>();
  return {
    track(work: () => Promise<void>): Promise<void> {
      const promise = work();
      pending.add(promise);
      promise.then(
        () => pending.delete(promise),
        () => pending.delete(promise),
      );
      return promise;
    },
    settled: () => Promise.allSettled(pending),
  };
}

export async function startJobQueue(
  database: Database,
  definitions: JobDefinition[],
  log: FastifyBaseLogger,
  options: JobQueueOptions,
): Promise<JobQueue> {
  const sealer = jobDataSealer(options.dataKey);
  const running = runningWork();
  const db = queueDatabase(database);
  await setAsidePgBoss10(database, db);
  const boss = new PgBoss({
    db,
    backend: database.kind === 'pglite' ? 'pglite' : 'postgres',
    schema: 'pgboss',
    schedule: options.schedules,
  });
  boss.on('error', (error) => log.error({ err: error }, 'job queue error'));
  await boss.start();
  for (const definition of definitions) {
    await retryOnDeadlock(() =>
      boss.createQueue(definition.name, {
        retryLimit: definition.retryLimit,
        retryDelay: definition.retryDelaySeconds,
        retryBackoff: true,
        policy: definition.policy ?? 'standard',
        // A job holding an SMTP conversation or an image render is done well within this.
        expireInSeconds: 120,
        retentionSeconds: WEEK_SECONDS,
        deleteAfterSeconds: WEEK_SECONDS,
      }),
    );
    await boss.work<object>(
      definition.name,
      {
        pollingIntervalSeconds: definition.pollingIntervalSeconds ?? options.pollingIntervalSeconds,
        batchSize: definition.batchSize ?? 1,
      },
      (jobs) =>
        running.track(async () => {
          for (const job of jobs) {
            try {
              await definition.run(sealer.open(job.data));
            } catch (error) {
              jobAttemptsFailed.inc({ queue: definition.name });
              log.warn({ err: error, job: definition.name, id: job.id }, 'job failed, will retry');
              throw error;
            }
          }
        }),
    );
    if (definition.cron) await boss.schedule(definition.name, definition.cron);
  }
  const known = new Set(definitions.map((definition) => definition.name));
  const moved = await moveJobsOfPgBoss10(database, db, async (job) => {
    if (!known.has(job.name)) return;
    await boss.send(job.name, job.data, {
      ...(job.singletonKey ? { singletonKey: job.singletonKey } : {}),
      startAfter: new Date(job.startAfter),
    });
  });
  if (moved > 0) log.info({ moved }, 'job queue: waiting jobs moved from pg-boss 10');
  const unwatch = watchJobs(async () => {
    const { rows } = await db.executeSql(
      `select name as queue, state::text as state, count(*)::int as count
         from pgboss.job where name not like '\\_\\_%' group by name, state`,
    );
    return rows as JobCounts;
  });
  return {
    async send(name, data, { singletonKey, startAfterSeconds } = {}) {
      await boss.send(name, sealer.seal(data), {
        ...(singletonKey ? { singletonKey } : {}),
        ...(startAfterSeconds ? { startAfter: startAfterSeconds } : {}),
      });
    },
    async stop() {
      unwatch();
      await boss.stop({ graceful: true, timeout: (options.stopGraceSeconds ?? 5) * 1000 });
      await running.settled();
    },
  };
}
