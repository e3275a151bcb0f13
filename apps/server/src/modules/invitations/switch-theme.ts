import { eq, sql } from 'drizzle-orm';
import { checkContent, contentFields } from '@kabar/shared/invitation-content';
import type { InvitationDto } from '@kabar/shared/invitation-api';
import type { Db } from '../../db/client';
import { ValidationError } from '../../http/errors';
import { assertThemeAllowed, getEntitlements } from '../entitlements/entitlements.queries';
import { findThemeOr404 } from './find-theme-for-user';
import type { InvitationAccess } from './invitation-access';
import { toInvitationDto } from './invitation-dto';
import { invitations } from './invitations.schema';

/**
 * "Use this look for my invitation": the theme changes and everything else stays (content,
 * photos, link, status, guests). The new theme's form is checked against what is stored; when it
 * asks for something missing, nothing changes and the answer names each field, so the couple can
 * fill it in the wizard, which then saves the switch.
 */
export async function switchTheme(
  db: Db,
  access: InvitationAccess,
  themeId: number,
): Promise<InvitationDto> {
  const theme = await findThemeOr404(db, themeId);
  const entitlements = await getEntitlements(db, access.ownerId);
  assertThemeAllowed(entitlements, theme);
  const { invitation } = access;
  const { errors } = checkContent(
    contentFields(theme.formConfig),
    invitation.content,
    entitlements.plan,
  );
  if (Object.keys(errors).length) {
    throw new ValidationError(errors, 'Tema ini meminta isian yang belum ada. Lengkapi dulu.');
  }
  const [row] = await db
    .update(invitations)
    .set({ themeId, version: sql`${invitations.version} + 1`, updatedAt: new Date() })
    .where(eq(invitations.id, invitation.id))
    .returning();
  return toInvitationDto(row!, access);
}
