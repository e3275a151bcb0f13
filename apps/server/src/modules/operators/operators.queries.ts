import { and, eq, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { users } from '../users/users.schema';
import { operators, type Operator } from './operators.schema';

/** The operator row of an active user, or null: a disabled account is no operator. */
export async function findActiveOperator(db: Db, userId: string): Promise<Operator | null> {
  const [row] = await db
    .select({ operator: operators })
    .from(operators)
    .innerJoin(users, eq(users.id, operators.userId))
    .where(and(eq(operators.userId, userId), eq(users.status, 'active')));
  return row?.operator ?? null;
}

export async function findUserByEmail(db: Db, email: string) {
  const [user] = await db
    .select()
    .from(users)
    .where(sql`lower(${users.email}) = ${email.trim().toLowerCase()}`);
  return user ?? null;
}
