import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { users } from '../modules/users/users.schema';
import { createTestDatabase } from '../test/test-database';
import { createTestUser } from '../test/test-users';
import type { Database } from './client';
import { isUniqueViolation, uniqueViolation } from './unique-violation';

// Each driver wraps PostgreSQL's error its own way: this runs on PGlite and on PostgreSQL, so the
// route tests that meet a taken email or slug may run on one of them (decision 019).
describe(`a unique violation through drizzle (${process.env.TEST_DB_KIND})`, () => {
  let database: Database;
  beforeAll(async () => {
    database = await createTestDatabase();
  });
  afterAll(() => database.close());

  it('names the constraint a duplicate ran into, and nothing for other errors', async () => {
    const taken = await createTestUser(database.db);
    const duplicate = database.db
      .insert(users)
      .values({ name: 'Lain', email: taken.email.toUpperCase(), phone: '6289999000001' })
      .catch((error: unknown) => error);
    expect(uniqueViolation(await duplicate)).toBe('users_email_lower_unique');

    const samePhone = database.db
      .insert(users)
      .values({ name: 'Lain', email: 'lain@example.test', phone: taken.phone })
      .catch((error: unknown) => error);
    expect(uniqueViolation(await samePhone)).toBe('users_phone_unique');

    const notUnique = await database.db
      .insert(users)
      .values({ name: null as unknown as string, email: 'kosong@example.test' })
      .catch((error: unknown) => error);
    expect(isUniqueViolation(notUnique)).toBe(false);
  });
});
