import { and, eq, sql } from 'drizzle-orm';
import type { InvitationSectionId, InvitationStatus } from '@kabar/shared';
import type { InvitationDto } from '@kabar/shared/invitation-api';
import type { Db } from '../../db/client';
import { AppError, NotFoundError } from '../../http/errors';
import { assertThemeAllowed, getEntitlements } from '../entitlements/entitlements.queries';
import { findThemeOr404 } from './find-theme-for-user';
import { toInvitationDto } from './invitation-dto';
import { findUserInvitation } from './invitations.queries';
import { invitations } from './invitations.schema';
import { businessMetrics } from '../../observability/metrics';

export const INVITATION_NOT_FOUND = 'Undangan tidak ditemukan.';

async function update(
  db: Db,
  userId: string,
  id: string,
  set: Partial<typeof invitations.$inferInsert>,
): Promise<InvitationDto> {
  const [row] = await db
    .update(invitations)
    .set({ ...set, version: sql`${invitations.version} + 1`, updatedAt: new Date() })
    .where(and(eq(invitations.id, id), eq(invitations.userId, userId)))
    .returning();
  if (!row) throw new NotFoundError(INVITATION_NOT_FOUND);
  return toInvitationDto(row);
}

export function updateSectionOrder(
  db: Db,
  userId: string,
  id: string,
  sectionOrder: InvitationSectionId[],
): Promise<InvitationDto> {
  return update(db, userId, id, { sectionOrder });
}

/** Publishing needs a link and a theme the couple may still use; unpublishing always works. */
export async function setInvitationStatus(
  db: Db,
  userId: string,
  id: string,
  status: InvitationStatus,
): Promise<InvitationDto> {
  const current = await findUserInvitation(db, userId, id);
  if (!current) throw new NotFoundError(INVITATION_NOT_FOUND);
  if (status === 'published') {
    if (!current.slug) throw new AppError(422, 'Isi link undangan sebelum menerbitkan.');
    assertThemeAllowed(
      await getEntitlements(db, userId),
      await findThemeOr404(db, current.themeId),
    );
  }
  if (status === 'published' && current.status !== 'published') {
    businessMetrics.invitationsPublished.inc();
  }
  return update(db, userId, id, {
    status,
    publishedAt: status === 'published' ? (current.publishedAt ?? new Date()) : current.publishedAt,
  });
}
