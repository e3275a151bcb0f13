import type { Db } from 'pg-boss';
import type { Database } from '../db/client';

/** pg-boss 10's schema version; pg-boss 12 migrates only from 25 (pg-boss 11) on. */
const PG_BOSS_10_SCHEMA = 24;
const OLD_SCHEMA = 'pgboss_v10';

export interface WaitingJob {
  name: string;
  /** Still sealed: moved as stored. */
  data: object;
  singletonKey: string | null;
  startAfter: Date;
}

/**
 * Before pg-boss 12 starts: a queue left by pg-boss 10 is renamed out of its way (pg-boss 12 would
 * refuse to start on it), under the start-up lock so instances starting together do it once.
 */
export async function setAsidePgBoss10(database: Database, db: Db): Promise<void> {
  await database.withStartupLock(async () => {
    const { rows } = await db.executeSql(
      `select to_regclass('pgboss.version') is not null as has_queue,
              to_regnamespace('${OLD_SCHEMA}') is not null as set_aside`,
    );
    const [state] = rows as Array<{ has_queue: boolean; set_aside: boolean }>;
    if (!state?.has_queue || state.set_aside) return;
    const { rows: versions } = await db.executeSql('select version from pgboss.version');
    const [version] = versions as Array<{ version: number }>;
    if (version?.version !== PG_BOSS_10_SCHEMA) return;
    await db.executeSql(`alter schema pgboss rename to ${OLD_SCHEMA}`);
  });
}

/**
 * After pg-boss 12 started: the jobs pg-boss 10 still held (waiting or retrying) are sent again on
 * the new queue, then its schema goes. A crash in between sends some twice on the next start, which
 * every job tolerates (deliver-once.ts).
 */
export async function moveJobsOfPgBoss10(
  database: Database,
  db: Db,
  send: (job: WaitingJob) => Promise<void>,
): Promise<number> {
  return database.withStartupLock(async () => {
    const { rows: schemas } = await db.executeSql(
      `select to_regnamespace('${OLD_SCHEMA}') is not null as set_aside`,
    );
    if (!(schemas as Array<{ set_aside: boolean }>)[0]?.set_aside) return 0;
    const { rows } = await db.executeSql(
      `select name, data, singleton_key as "singletonKey", start_after as "startAfter"
         from ${OLD_SCHEMA}.job where state in ('created', 'retry') and name not like '\\_\\_%'`,
    );
    const waiting = rows as WaitingJob[];
    for (const job of waiting) await send(job);
    await db.executeSql(`drop schema ${OLD_SCHEMA} cascade`);
    return waiting.length;
  });
}
