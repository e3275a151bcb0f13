import { and, desc, eq, sql } from 'drizzle-orm';
import {
  checkContent,
  contentFields,
  SLUG_FIELD,
  type ContentField,
} from '@kabar/shared/invitation-content';
import { SLUG_MESSAGES, type InvitationContent } from '@kabar/shared';
import { type ConfigurationInput, type InvitationDto } from '@kabar/shared/invitation-api';
import type { Db } from '../../db/client';
import { ValidationError } from '../../http/errors';
import { assertThemeAllowed, getEntitlements } from '../entitlements/entitlements.queries';
import type { FileStorage } from '../media/file-storage';
import { photosOfUser } from '../media/media.queries';
import { toInvitationDto } from './invitation-dto';
import { findThemeOr404 } from './find-theme-for-user';
import type { InvitationAccess } from './invitation-access';
import { invitationDrafts, invitations, type Invitation } from './invitations.schema';
import { isUniqueViolation } from './invitations.queries';
import { isSlugHeldByOthers, recordSlugChange } from './slug-history';
import { businessMetrics } from '../../observability/metrics';

const SLUG_CONSTRAINT = 'invitations_slug_unique';

/** What this theme's form does not ask for: kept aside, so switching back shows it again. */
function valuesOutside(content: InvitationContent, fields: readonly ContentField[]) {
  const asked = new Set(fields.map((field) => field.name));
  return Object.fromEntries(Object.entries(content).filter(([name]) => !asked.has(name)));
}

/** The couple's own invitation: the one they worked on last (older accounts may have several). */
export async function findOwnInvitation(db: Db, userId: string): Promise<Invitation | undefined> {
  const [row] = await db
    .select()
    .from(invitations)
    .where(eq(invitations.userId, userId))
    .orderBy(desc(invitations.updatedAt))
    .limit(1);
  return row;
}

/**
 * POST /api/themes/configuration: checks the merged step values against the theme's own form
 * configuration and the owner's plan, then saves them into the invitation (the one named, else the
 * couple's own, created on the first save) in this theme. The theme is one field of the
 * invitation: saving in another theme switches its look and keeps its link, guests and answers;
 * values the new theme's form does not ask for stay stored, so switching back shows them again.
 * A new invitation goes live at once, so the link the couple is shown works; an existing one keeps
 * the status they gave it. The slug's uniqueness is the database's to decide; a changed slug's
 * old value stays this invitation's, redirecting (decision 017). `access` is the gate's answer for
 * the body's `invitation_id` (null without one).
 */
export async function saveConfiguration(
  db: Db,
  storage: FileStorage,
  actorId: string,
  input: ConfigurationInput,
  access: InvitationAccess | null,
): Promise<{ invitation: InvitationDto; created: boolean }> {
  // The invitation_id only chose the invitation `access` holds; it is not a content value.
  const {
    theme_id: themeId,
    invitation_id: _invitationId,
    photos: photoIds,
    section_order: sectionOrder,
    ...values
  } = input;
  const existing = access ? access.invitation : await findOwnInvitation(db, actorId);
  const ownerId = existing?.userId ?? actorId;
  const theme = await findThemeOr404(db, themeId);
  const entitlements = await getEntitlements(db, ownerId);
  assertThemeAllowed(entitlements, theme);

  const fields = contentFields(theme.formConfig);
  const { content, errors } = checkContent(fields, values, entitlements.plan);
  let photos: Awaited<ReturnType<typeof photosOfUser>> = [];
  try {
    photos = await photosOfUser(db, storage, [ownerId, actorId], photoIds ?? []);
  } catch (error) {
    if (!(error instanceof ValidationError)) throw error;
    Object.assign(errors, error.errors);
  }
  if (Object.keys(errors).length) throw new ValidationError(errors);

  const slug = typeof content[SLUG_FIELD] === 'string' ? content[SLUG_FIELD] : null;
  if (slug && slug !== existing?.slug && (await isSlugHeldByOthers(db, slug, ownerId))) {
    throw new ValidationError({ [SLUG_FIELD]: SLUG_MESSAGES.taken });
  }
  const now = new Date();
  try {
    return await db.transaction(async (tx) => {
      const changes = {
        themeId,
        slug: slug || null,
        content: { ...valuesOutside(existing?.content ?? {}, fields), ...content },
        photos,
        ...(sectionOrder ? { sectionOrder } : {}),
      };
      const [row] = existing
        ? await tx
            .update(invitations)
            .set({ ...changes, version: sql`${invitations.version} + 1`, updatedAt: now })
            .where(eq(invitations.id, existing.id))
            .returning()
        : await tx
            .insert(invitations)
            .values({ userId: ownerId, ...changes, status: 'published', publishedAt: now })
            .returning();
      await recordSlugChange(tx, row!.id, existing?.slug ?? null, row!.slug);
      await tx
        .delete(invitationDrafts)
        .where(and(eq(invitationDrafts.userId, actorId), eq(invitationDrafts.themeId, themeId)));
      if (!existing) businessMetrics.invitationsPublished.inc();
      const reader = access ?? { role: 'owner' as const, side: null };
      return {
        invitation: toInvitationDto(row!, { ...reader, ownerPlan: entitlements.plan }),
        created: !existing,
      };
    });
  } catch (error) {
    if (isUniqueViolation(error, SLUG_CONSTRAINT)) {
      throw new ValidationError({ [SLUG_FIELD]: SLUG_MESSAGES.taken });
    }
    throw error;
  }
}
