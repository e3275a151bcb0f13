import { randomBytes } from 'node:crypto';
import { and, desc, eq, isNull } from 'drizzle-orm';
import { CHECKIN_CODE_PATTERN, DOOR_MESSAGES } from '@kabar/shared';
import type { Db } from '../../db/client';
import { AppError, NotFoundError } from '../../http/errors';
import { invitations, type Invitation } from '../invitations/invitations.schema';
import { screenLinks } from './checkin.schema';

export type ScreenLink = typeof screenLinks.$inferSelect;

export function listScreenLinks(db: Db, invitationId: string): Promise<ScreenLink[]> {
  return db
    .select()
    .from(screenLinks)
    .where(eq(screenLinks.invitationId, invitationId))
    .orderBy(desc(screenLinks.createdAt));
}

/** 128 random bits, the same shape as a desk code, so one guess limiter serves both. */
export async function createScreenLink(
  db: Db,
  invitationId: string,
  label: string,
): Promise<ScreenLink> {
  const [link] = await db
    .insert(screenLinks)
    .values({ invitationId, label, code: randomBytes(16).toString('base64url') })
    .returning();
  return link!;
}

export async function revokeScreenLink(
  db: Db,
  invitationId: string,
  linkId: string,
): Promise<ScreenLink> {
  const mine = and(eq(screenLinks.id, linkId), eq(screenLinks.invitationId, invitationId));
  const [link] = await db
    .update(screenLinks)
    .set({ revokedAt: new Date() })
    .where(and(mine, isNull(screenLinks.revokedAt)))
    .returning();
  if (link) return link;
  const [existing] = await db.select().from(screenLinks).where(mine);
  if (!existing) throw new NotFoundError('Link layar sapa tidak ditemukan.');
  return existing;
}

/** Unknown and revoked codes get one answer, so a guessed code learns nothing. */
export async function resolveScreenCode(
  db: Db,
  code: string,
): Promise<{ link: ScreenLink; invitation: Invitation }> {
  if (!CHECKIN_CODE_PATTERN.test(code)) throw new AppError(403, DOOR_MESSAGES.screenLinkInvalid);
  const [row] = await db
    .select({ link: screenLinks, invitation: invitations })
    .from(screenLinks)
    .innerJoin(invitations, eq(invitations.id, screenLinks.invitationId))
    .where(and(eq(screenLinks.code, code), isNull(screenLinks.revokedAt)));
  if (!row) throw new AppError(403, DOOR_MESSAGES.screenLinkInvalid);
  return row;
}

export async function markScreenLinkUsed(db: Db, linkId: string): Promise<void> {
  await db.update(screenLinks).set({ lastUsedAt: new Date() }).where(eq(screenLinks.id, linkId));
}
