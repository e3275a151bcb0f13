import { and, count, desc, eq, gt, ilike, isNull, or, sql } from 'drizzle-orm';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { AdminUser } from '@kabar/shared';
import { revokeUserSessions } from '../../auth/sessions';
import { authSessions } from '../../auth/sessions.schema';
import type { Db } from '../../db/client';
import { AppError, NotFoundError } from '../../http/errors';
import { recordAudit } from '../audit/record-audit';
import { invitations } from '../invitations/invitations.schema';
import { orders } from '../orders/orders.schema';
import { users, type User } from '../users/users.schema';
import { toAdminOrder } from './order-admin';
import { likeText, phoneFromSearch } from './search-text';

const SEARCH_LIMIT = 50;
export const USER_NOT_FOUND = 'Pengguna tidak ditemukan.';

export function toAdminUser(user: User): AdminUser {
  return {
    id: user.id,
    name: user.name,
    email: user.email,
    phone: user.phone,
    plan: user.plan,
    status: user.status,
    email_verified: user.emailVerifiedAt !== null,
    created_at: user.createdAt.toISOString(),
  };
}

export async function searchUsers(db: Db, text: string): Promise<User[]> {
  const phone = phoneFromSearch(text);
  return db
    .select()
    .from(users)
    .where(
      text
        ? or(
            ilike(users.email, likeText(text)),
            ilike(users.name, likeText(text)),
            phone ? eq(users.phone, phone) : undefined,
          )
        : undefined,
    )
    .orderBy(desc(users.createdAt))
    .limit(SEARCH_LIMIT);
}

export async function findUserOr404(db: Db, id: string): Promise<User> {
  const [user] = await db.select().from(users).where(eq(users.id, id));
  if (!user) throw new NotFoundError(USER_NOT_FOUND);
  return user;
}

/** What an operator may see of an account: its plan, orders and invitations, not guests' data. */
export async function userDetail(db: Db, user: User) {
  const [userOrders, userInvitations, [sessions]] = await Promise.all([
    db.select().from(orders).where(eq(orders.userId, user.id)).orderBy(desc(orders.createdAt)),
    db
      .select({
        id: invitations.id,
        slug: invitations.slug,
        status: invitations.status,
        publishedAt: invitations.publishedAt,
      })
      .from(invitations)
      .where(eq(invitations.userId, user.id)),
    db
      .select({ n: count() })
      .from(authSessions)
      .where(
        and(
          eq(authSessions.userId, user.id),
          isNull(authSessions.revokedAt),
          gt(authSessions.expiresAt, new Date()),
        ),
      ),
  ]);
  return {
    user: toAdminUser(user),
    orders: userOrders.map(toAdminOrder),
    invitations: userInvitations.map((row) => ({
      id: row.id,
      slug: row.slug,
      status: row.status,
      published_at: row.publishedAt?.toISOString() ?? null,
    })),
    active_sessions: sessions?.n ?? 0,
  };
}

/**
 * Disables or re-enables an account. Disabling ends its sessions too (sign-in already refuses a
 * disabled account); re-enabling returns it to where it was: active, or still waiting for its phone.
 */
export async function setUserDisabled(
  app: FastifyInstance,
  request: FastifyRequest,
  userId: string,
  disabled: boolean,
): Promise<User> {
  if (userId === request.userId) {
    throw new AppError(422, 'Operator tidak dapat menonaktifkan akunnya sendiri.');
  }
  const slugs: string[] = [];
  const user = await app.db.transaction(async (tx) => {
    const [before] = await tx.select().from(users).where(eq(users.id, userId)).for('update');
    if (!before) throw new NotFoundError(USER_NOT_FOUND);
    const status = disabled ? 'disabled' : before.phoneVerifiedAt ? 'active' : 'pending_phone';
    const [row] = await tx
      .update(users)
      .set({ status, updatedAt: new Date() })
      .where(eq(users.id, userId))
      .returning();
    if (disabled) await revokeUserSessions(tx, userId, 'disabled_by_operator');
    // The invitation's page changes with its owner: a new version, and every instance's cached
    // copy dropped at once (below), so a disabled couple's page is unavailable right away.
    const pages = await tx
      .update(invitations)
      .set({ version: sql`${invitations.version} + 1` })
      .where(eq(invitations.userId, userId))
      .returning({ slug: invitations.slug });
    slugs.push(...pages.flatMap((page) => (page.slug ? [page.slug] : [])));
    await recordAudit(tx, request, {
      action: disabled ? 'user.disabled' : 'user.enabled',
      recordType: 'user',
      recordId: userId,
      before: { status: before.status },
      after: { status },
    });
    return row!;
  });
  for (const slug of slugs) app.pageChanges.publish(slug);
  return user;
}
