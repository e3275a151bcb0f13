import { and, asc, desc, eq, gt } from 'drizzle-orm';
import type { Greeting, GreetingKind } from '@kabar/shared';
import type { Db } from '../../db/client';
import { greetings } from './checkin.schema';

export async function addGreeting(
  db: Db,
  invitationId: string,
  greeting: { kind: GreetingKind; name: string; table?: string; prize?: string },
): Promise<void> {
  await db.insert(greetings).values({
    invitationId,
    kind: greeting.kind,
    name: greeting.name,
    tableLabel: greeting.table ?? '',
    prize: greeting.prize ?? '',
  });
}

/** A screen that was away for a long time shows at most this many of what it missed. */
const CATCH_UP_MAX = 50;

export async function greetingsAfter(
  db: Db,
  invitationId: string,
  after: number,
): Promise<Greeting[]> {
  const rows = await db
    .select()
    .from(greetings)
    .where(and(eq(greetings.invitationId, invitationId), gt(greetings.id, after)))
    .orderBy(asc(greetings.id))
    .limit(CATCH_UP_MAX);
  return rows.map((row) => ({
    id: row.id,
    kind: row.kind,
    name: row.name,
    table: row.tableLabel,
    prize: row.prize,
    at: row.createdAt.toISOString(),
  }));
}

export async function lastGreetingId(db: Db, invitationId: string): Promise<number> {
  const [row] = await db
    .select({ id: greetings.id })
    .from(greetings)
    .where(eq(greetings.invitationId, invitationId))
    .orderBy(desc(greetings.id))
    .limit(1);
  return row?.id ?? 0;
}
