import { and, eq, isNotNull, or, sql } from 'drizzle-orm';
import type { PgUpdateSetSource } from 'drizzle-orm/pg-core';
import type { Db } from '../../db/client';
import { users, type NewUser, type User } from './users.schema';

const sameEmail = (email: string) => sql`lower(${users.email}) = lower(${email})`;

export async function findUserById(db: Db, id: string): Promise<User | undefined> {
  const [user] = await db.select().from(users).where(eq(users.id, id));
  return user;
}

export async function findUserByEmail(db: Db, email: string): Promise<User | undefined> {
  const [user] = await db.select().from(users).where(sameEmail(email));
  return user;
}

export async function findUserByPhone(db: Db, phone: string): Promise<User | undefined> {
  const [user] = await db.select().from(users).where(eq(users.phone, phone));
  return user;
}

export async function findUserByGoogleSub(db: Db, sub: string): Promise<User | undefined> {
  const [user] = await db.select().from(users).where(eq(users.googleSub, sub));
  return user;
}

/** Users holding this email or this phone (at most two rows). */
export async function findUsersByEmailOrPhone(
  db: Db,
  email: string,
  phone: string,
): Promise<User[]> {
  return db
    .select()
    .from(users)
    .where(or(sameEmail(email), and(isNotNull(users.phone), eq(users.phone, phone))));
}

/** Marks the phone verified and the account active. */
export async function activateUser(db: Db, id: string): Promise<User> {
  const [user] = await db
    .update(users)
    .set({ status: 'active', phoneVerifiedAt: sql`now()`, updatedAt: sql`now()` })
    .where(eq(users.id, id))
    .returning();
  return user!;
}

export async function insertUser(db: Db, values: NewUser): Promise<User> {
  const [user] = await db.insert(users).values(values).returning();
  return user!;
}

/** Changes the user's columns and their `updatedAt`; undefined when there is no such user. */
export async function updateUser(
  db: Db,
  id: string,
  values: Omit<PgUpdateSetSource<typeof users>, 'updatedAt'>,
): Promise<User | undefined> {
  const [user] = await db
    .update(users)
    .set({ ...values, updatedAt: sql`now()` })
    .where(eq(users.id, id))
    .returning();
  return user;
}

export async function deleteUser(db: Db, id: string): Promise<void> {
  await db.delete(users).where(eq(users.id, id));
}

/**
 * A sign-in during the grace period cancels a pending account deletion (decision 043); true when
 * there was one.
 */
export async function cancelAccountDeletion(db: Db, id: string): Promise<boolean> {
  const cancelled = await db
    .update(users)
    .set({ deletionDueAt: null, updatedAt: sql`now()` })
    .where(and(eq(users.id, id), isNotNull(users.deletionDueAt)))
    .returning({ id: users.id });
  return cancelled.length > 0;
}
