import type PgBoss from 'pg-boss';
import type { Database } from '../db/client';

interface PgliteClient {
  query(text: string, values?: unknown[]): Promise<{ rows: unknown[] }>;
  exec(text: string): Promise<Array<{ rows: unknown[] }>>;
}
interface PgPool {
  query(text: string, values?: unknown[]): Promise<{ rows: unknown[] }>;
}

/**
 * pg-boss runs its SQL through the app's own connection: the PostgreSQL pool, or the embedded
 * PGlite, which has no network port. Statements without parameters may be several at once (its
 * migrations), which PGlite takes only through exec.
 */
export function queueDatabase(database: Database): PgBoss.Db {
  const client = (database.db as unknown as { $client: PgliteClient | PgPool }).$client;
  if (database.kind === 'postgres') {
    const pool = client as PgPool;
    return { executeSql: (text, values) => pool.query(text, values) };
  }
  const pglite = client as PgliteClient;
  return {
    async executeSql(text, values) {
      if (values?.length) return pglite.query(text, values);
      const results = await pglite.exec(text);
      return { rows: results.at(-1)?.rows ?? [] };
    },
  };
}
