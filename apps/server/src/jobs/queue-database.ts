import { fromPglite, type Db, type PGliteLike } from 'pg-boss';
import type { Database } from '../db/client';

interface PgPool {
  query(text: string, values?: unknown[]): Promise<{ rows: unknown[] }>;
}

/**
 * pg-boss runs its SQL through the app's own connection: the PostgreSQL pool, or the embedded
 * PGlite, which has no network port, through pg-boss's own PGlite adapter (several statements at
 * once go through PGlite's exec, and a failed one cannot leave the one connection in an aborted
 * transaction).
 */
export function queueDatabase(database: Database): Db {
  const client = (database.db as unknown as { $client: PGliteLike | PgPool }).$client;
  if (database.kind === 'pglite') return fromPglite(client as PGliteLike);
  const pool = client as PgPool;
  return { executeSql: (text, values) => pool.query(text, values) };
}
