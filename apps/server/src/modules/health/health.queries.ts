import { sql } from 'drizzle-orm';
import type { Db } from '../../db/client';

/** The cheapest round trip that proves the database answers. */
export async function pingDatabase(db: Db): Promise<void> {
  await db.execute(sql`select 1`);
}
