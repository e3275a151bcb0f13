import { and, eq, sql } from 'drizzle-orm';
import { checkContent, contentFields, SLUG_FIELD } from '@kabar/shared/invitation-content';
import { SLUG_MESSAGES } from '@kabar/shared';
import { type ConfigurationInput, type InvitationDto } from '@kabar/shared/invitation-api';
import type { Db } from '../../db/client';
import { ValidationError } from '../../http/errors';
import { assertThemeAllowed, getEntitlements } from '../entitlements/entitlements.queries';
import type { FileStorage } from '../media/file-storage';
import { photosOfUser } from '../media/media.queries';
import { toInvitationDto } from './invitation-dto';
import { findThemeOr404 } from './find-theme-for-user';
import { invitationDrafts, invitations } from './invitations.schema';
import { isUniqueViolation } from './invitations.queries';
import { businessMetrics } from '../../observability/metrics';

const SLUG_CONSTRAINT = 'invitations_slug_unique';

/**
 * POST /api/themes/configuration: checks the merged step values against the theme's own form
 * configuration and the couple's plan, then creates the couple's invitation for this theme or
 * updates it (a version higher each time). A new invitation goes live at once, so the link the
 * couple is shown works; an existing one keeps the status they gave it. The slug's uniqueness is
 * the database's to decide, so two couples saving the same link at once cannot both get it.
 */
export async function saveConfiguration(
  db: Db,
  storage: FileStorage,
  userId: string,
  input: ConfigurationInput,
): Promise<{ invitation: InvitationDto; created: boolean }> {
  const { theme_id: themeId, photos: photoIds, section_order: sectionOrder, ...values } = input;
  const theme = await findThemeOr404(db, themeId);
  const entitlements = await getEntitlements(db, userId);
  assertThemeAllowed(entitlements, theme);

  const { content, errors } = checkContent(
    contentFields(theme.formConfig),
    values,
    entitlements.plan,
  );
  let photos: Awaited<ReturnType<typeof photosOfUser>> = [];
  try {
    photos = await photosOfUser(db, storage, userId, photoIds ?? []);
  } catch (error) {
    if (!(error instanceof ValidationError)) throw error;
    Object.assign(errors, error.errors);
  }
  if (Object.keys(errors).length) throw new ValidationError(errors);

  const slug = typeof content[SLUG_FIELD] === 'string' ? content[SLUG_FIELD] : null;
  const now = new Date();
  try {
    return await db.transaction(async (tx) => {
      const [row] = await tx
        .insert(invitations)
        .values({
          userId,
          themeId,
          slug: slug || null,
          content,
          photos,
          ...(sectionOrder ? { sectionOrder } : {}),
          status: 'published',
          publishedAt: now,
        })
        .onConflictDoUpdate({
          target: [invitations.userId, invitations.themeId],
          set: {
            slug: slug || null,
            content,
            photos,
            ...(sectionOrder ? { sectionOrder } : {}),
            version: sql`${invitations.version} + 1`,
            updatedAt: now,
          },
        })
        .returning();
      await tx
        .delete(invitationDrafts)
        .where(and(eq(invitationDrafts.userId, userId), eq(invitationDrafts.themeId, themeId)));
      if (row!.version === 1) businessMetrics.invitationsPublished.inc();
      return { invitation: toInvitationDto(row!), created: row!.version === 1 };
    });
  } catch (error) {
    if (isUniqueViolation(error, SLUG_CONSTRAINT)) {
      throw new ValidationError({ [SLUG_FIELD]: SLUG_MESSAGES.taken });
    }
    throw error;
  }
}
