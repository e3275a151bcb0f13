import { and, eq, ne } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { invitations } from './invitations.schema';
import { invitationSlugHistory } from './slug-history.schema';

/** The invitation that once held a link and what it holds now (decision 017). */
export async function formerHolderOf(db: Db, slug: string) {
  const [row] = await db
    .select({
      invitationId: invitations.id,
      userId: invitations.userId,
      status: invitations.status,
      currentSlug: invitations.slug,
    })
    .from(invitationSlugHistory)
    .innerJoin(invitations, eq(invitations.id, invitationSlugHistory.invitationId))
    .where(eq(invitationSlugHistory.slug, slug));
  return row;
}

/**
 * After an invitation's link changed from `before` to `after`, in the transaction that changed
 * it: the old link is kept for this invitation, and a link of its own couple's past taken up again
 * is current, not history, any more.
 */
export async function recordSlugChange(
  db: Db,
  invitationId: string,
  before: string | null,
  after: string | null,
): Promise<void> {
  if (before === after) return;
  if (after) await db.delete(invitationSlugHistory).where(eq(invitationSlugHistory.slug, after));
  if (!before) return;
  await db
    .insert(invitationSlugHistory)
    .values({ slug: before, invitationId })
    .onConflictDoUpdate({
      target: invitationSlugHistory.slug,
      set: { invitationId, retiredAt: new Date() },
    });
}

/** Whether another couple's invitation once held this link: then it is not free for this owner. */
export async function isSlugHeldByOthers(db: Db, slug: string, ownerId: string): Promise<boolean> {
  const [row] = await db
    .select({ id: invitations.id })
    .from(invitationSlugHistory)
    .innerJoin(invitations, eq(invitations.id, invitationSlugHistory.invitationId))
    .where(and(eq(invitationSlugHistory.slug, slug), ne(invitations.userId, ownerId)))
    .limit(1);
  return row !== undefined;
}
