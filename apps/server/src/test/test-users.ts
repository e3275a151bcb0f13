import { randomBytes } from 'node:crypto';
import type { CoAdminRole, GuestSide, PlanId } from '@kabar/shared';
import type { Db } from '../db/client';
import { invitationMembers } from '../modules/invitations/invitation-members.schema';
import { users, type User } from '../modules/users/users.schema';
import type { TestContext } from './test-app';

/** An active user with unique email and phone, so tests never collide and need no cleanup. */
export async function createTestUser(
  db: Db,
  overrides: Partial<typeof users.$inferInsert> & { plan?: PlanId } = {},
): Promise<User> {
  const unique = randomBytes(5).toString('hex');
  const digits = String(Number.parseInt(unique, 16)).padStart(10, '0').slice(-10);
  const [user] = await db
    .insert(users)
    .values({
      name: `Pengguna ${unique}`,
      email: `user-${unique}@example.test`,
      phone: `628${digits}`,
      status: 'active',
      phoneVerifiedAt: new Date(),
      ...overrides,
    })
    .returning();
  return user!;
}

/** A new user with a place in the invitation: a co-admin role, and a side for a side manager. */
export async function createTestMember(
  db: Db,
  invitationId: string,
  role: CoAdminRole,
  side: GuestSide | null = null,
): Promise<User> {
  const user = await createTestUser(db);
  await db.insert(invitationMembers).values({ invitationId, userId: user.id, role, side });
  return user;
}

/** Headers that sign the request in as the user, as the web client does. */
export async function authHeaders(
  ctx: TestContext,
  user: Pick<User, 'id'>,
): Promise<Record<string, string>> {
  return { authorization: `Bearer ${await ctx.app.tokens.sign(user.id)}` };
}
