import { randomBytes } from 'node:crypto';
import { and, desc, eq, isNull } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { AppError, NotFoundError } from '../../http/errors';
import { CHECKIN_CODE_PATTERN, CHECKIN_MESSAGES } from '@kabar/shared';
import { invitations, type Invitation } from '../invitations/invitations.schema';
import { checkinLinks } from './checkin.schema';

export type CheckinLink = typeof checkinLinks.$inferSelect;

export function listCheckinLinks(db: Db, invitationId: string): Promise<CheckinLink[]> {
  return db
    .select()
    .from(checkinLinks)
    .where(eq(checkinLinks.invitationId, invitationId))
    .orderBy(desc(checkinLinks.createdAt));
}

/** 128 random bits; the whole secret of a helper's link. */
export async function createCheckinLink(
  db: Db,
  invitationId: string,
  label: string,
): Promise<CheckinLink> {
  const [link] = await db
    .insert(checkinLinks)
    .values({ invitationId, label, code: randomBytes(16).toString('base64url') })
    .returning();
  return link!;
}

export async function revokeCheckinLink(
  db: Db,
  invitationId: string,
  linkId: string,
): Promise<CheckinLink> {
  const [link] = await db
    .update(checkinLinks)
    .set({ revokedAt: new Date() })
    .where(
      and(
        eq(checkinLinks.id, linkId),
        eq(checkinLinks.invitationId, invitationId),
        isNull(checkinLinks.revokedAt),
      ),
    )
    .returning();
  if (link) return link;
  const [existing] = await db
    .select()
    .from(checkinLinks)
    .where(and(eq(checkinLinks.id, linkId), eq(checkinLinks.invitationId, invitationId)));
  if (!existing) throw new NotFoundError('Link check-in tidak ditemukan.');
  return existing;
}

/**
 * The live link behind a helper's code, with its invitation. Unknown and revoked codes get the
 * same answer, so a guessed code learns nothing.
 */
export async function resolveCheckinCode(
  db: Db,
  code: string,
): Promise<{ link: CheckinLink; invitation: Invitation }> {
  // A code that cannot be one is refused like a revoked one, without asking the database.
  if (!CHECKIN_CODE_PATTERN.test(code)) throw new AppError(403, CHECKIN_MESSAGES.linkInvalid);
  const [row] = await db
    .select({ link: checkinLinks, invitation: invitations })
    .from(checkinLinks)
    .innerJoin(invitations, eq(invitations.id, checkinLinks.invitationId))
    .where(and(eq(checkinLinks.code, code), isNull(checkinLinks.revokedAt)));
  if (!row) throw new AppError(403, CHECKIN_MESSAGES.linkInvalid);
  return row;
}

/** Marks when a helper last opened the page, so the couple sees which links are in use. */
export async function markCheckinLinkUsed(db: Db, linkId: string): Promise<void> {
  await db.update(checkinLinks).set({ lastUsedAt: new Date() }).where(eq(checkinLinks.id, linkId));
}
