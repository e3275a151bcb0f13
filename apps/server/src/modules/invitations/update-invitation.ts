import { eq, sql } from 'drizzle-orm';
import {
  isOfferableSwitch,
  PLAN_FEATURE_LABELS,
  FEATURE_SWITCHES,
  type InvitationSectionId,
  type InvitationStatus,
} from '@kabar/shared';
import type { InvitationDto } from '@kabar/shared/invitation-api';
import type { Db } from '../../db/client';
import { AppError, ValidationError } from '../../http/errors';
import { assertThemeAllowed, getEntitlements } from '../entitlements/entitlements.queries';
import { findThemeOr404 } from './find-theme-for-user';
import type { InvitationAccess } from './invitation-access';
import { toInvitationDto } from './invitation-dto';
import { invitations } from './invitations.schema';
import { businessMetrics } from '../../observability/metrics';

async function update(
  db: Db,
  access: InvitationAccess,
  set: Partial<typeof invitations.$inferInsert>,
): Promise<InvitationDto> {
  const [row] = await db
    .update(invitations)
    .set({ ...set, version: sql`${invitations.version} + 1`, updatedAt: new Date() })
    .where(eq(invitations.id, access.invitation.id))
    .returning();
  return toInvitationDto(row!, access);
}

export function updateSectionOrder(
  db: Db,
  access: InvitationAccess,
  sectionOrder: InvitationSectionId[],
): Promise<InvitationDto> {
  return update(db, access, { sectionOrder });
}

/** Publishing needs a link and a theme the owner may still use; unpublishing always works. */
export async function setInvitationStatus(
  db: Db,
  access: InvitationAccess,
  status: InvitationStatus,
): Promise<InvitationDto> {
  const current = access.invitation;
  if (status === 'published') {
    if (!current.slug) throw new AppError(422, 'Isi link undangan sebelum menerbitkan.');
    assertThemeAllowed(
      await getEntitlements(db, access.ownerId),
      await findThemeOr404(db, current.themeId),
    );
  }
  if (status === 'published' && current.status !== 'published') {
    businessMetrics.invitationsPublished.inc();
  }
  return update(db, access, {
    status,
    publishedAt: status === 'published' ? (current.publishedAt ?? new Date()) : current.publishedAt,
  });
}

/** After an upgrade: turns on paid sections the owner's plan now includes; nothing else. */
export async function turnOnFeatures(
  db: Db,
  access: InvitationAccess,
  switches: readonly string[],
): Promise<InvitationDto> {
  const refused = switches.filter((key) => !isOfferableSwitch(key, access.ownerPlan));
  if (refused.length) {
    const names = refused.map((key) => {
      const feature = FEATURE_SWITCHES[key];
      return feature ? PLAN_FEATURE_LABELS[feature] : key;
    });
    throw new ValidationError({
      switches: `Fitur ini tidak termasuk paketmu: ${names.join(', ')}.`,
    });
  }
  const on = Object.fromEntries(switches.map((key) => [key, true]));
  return update(db, access, { content: { ...access.invitation.content, ...on } });
}
