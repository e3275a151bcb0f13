import fs from 'node:fs';
import path from 'node:path';
import type { PgDatabase, PgQueryResultHKT } from 'drizzle-orm/pg-core';
import * as schema from './schema';

type Schema = typeof schema;
export type Db = PgDatabase<PgQueryResultHKT, Schema>;

export interface PoolStats {
  totalCount: number;
  idleCount: number;
  waitingCount: number;
}

export interface Database {
  db: Db;
  kind: 'pglite' | 'postgres';
  /** The connection pool's use (PostgreSQL only), for the metrics. */
  pool: PoolStats | null;
  /**
   * Runs `work` while holding the start-up advisory lock, so instances starting together migrate
   * and seed one after the other. PGlite belongs to one process, so there it just runs.
   */
  withStartupLock<T>(work: () => Promise<T>): Promise<T>;
  close(): Promise<void>;
}

/** pg_advisory_lock key for migrations and seeding: 'kabr' in ASCII. */
const STARTUP_LOCK_KEY = 0x6b616272;

export class DatabaseStartError extends Error {
  override name = 'DatabaseStartError';
}

/** A writable folder, or one clear line saying why not. */
function ensureWritableDir(dir: string): void {
  try {
    fs.mkdirSync(dir, { recursive: true });
    fs.accessSync(dir, fs.constants.W_OK);
  } catch (error) {
    const reason = (error as NodeJS.ErrnoException).code ?? 'tidak dapat ditulis';
    throw new DatabaseStartError(
      `Folder data ${dir} tidak dapat ditulis (${reason}). Atur DATA_DIR ke folder yang dapat ditulis.`,
    );
  }
}

/**
 * The embedded PGlite under `dataDir/pgdata`, or in memory when `dataDir` is null (tests), then
 * started from `loadDataDir` when given: a dumped database skips initdb, which takes seconds.
 */
export async function openPglite(
  dataDir: string | null,
  options: { loadDataDir?: Blob } = {},
): Promise<Database> {
  const { PGlite } = await import('@electric-sql/pglite');
  const { drizzle } = await import('drizzle-orm/pglite');
  let client: InstanceType<typeof PGlite>;
  if (dataDir === null) {
    client = new PGlite({ loadDataDir: options.loadDataDir });
  } else {
    ensureWritableDir(dataDir);
    client = new PGlite(path.join(dataDir, 'pgdata'));
  }
  try {
    await client.waitReady;
  } catch (error) {
    throw new DatabaseStartError(
      `Database tertanam di ${dataDir} tidak dapat dibuka: ${(error as Error).message}`,
    );
  }
  return {
    db: drizzle(client, { schema }) as unknown as Db,
    kind: 'pglite',
    pool: null,
    withStartupLock: (work) => work(),
    close: () => client.close(),
  };
}

export async function openPostgres(url: string): Promise<Database> {
  const { default: pg } = await import('pg');
  const { drizzle } = await import('drizzle-orm/node-postgres');
  // A busy PostgreSQL can take seconds to start a connection's backend (a new instance opens ten
  // at once): a request waits for it rather than failing, well within the balancer's 30 s.
  const pool = new pg.Pool({ connectionString: url, max: 10, connectionTimeoutMillis: 10_000 });
  pool.on('error', () => undefined);
  try {
    const conn = await pool.connect();
    conn.release();
  } catch (error) {
    await pool.end().catch(() => undefined);
    const safeUrl = url.replace(/\/\/[^@/]*@/, '//***@');
    throw new DatabaseStartError(
      `Tidak dapat terhubung ke PostgreSQL (${safeUrl}): ${(error as Error).message}`,
    );
  }
  return {
    db: drizzle(pool, { schema }) as unknown as Db,
    kind: 'postgres',
    pool,
    async withStartupLock(work) {
      // A session lock on a connection of its own: the work runs on other pool connections, and
      // the lock goes away with this connection even if the process dies half-way.
      const lockConnection = await pool.connect();
      try {
        await lockConnection.query('select pg_advisory_lock($1)', [STARTUP_LOCK_KEY]);
        try {
          return await work();
        } finally {
          await lockConnection.query('select pg_advisory_unlock($1)', [STARTUP_LOCK_KEY]);
        }
      } finally {
        lockConnection.release();
      }
    },
    close: () => pool.end(),
  };
}

export function openDatabase(options: {
  databaseUrl: string | undefined;
  dataDir: string;
}): Promise<Database> {
  return options.databaseUrl ? openPostgres(options.databaseUrl) : openPglite(options.dataDir);
}
