import { invitationSlugSchema, SLUG_MESSAGES } from '@kabar/shared';
import { type SlugAvailability } from '@kabar/shared/invitation-api';
import type { Db } from '../../db/client';
import { findInvitationBySlug } from './invitations.queries';
import { isSlugHeldByOthers } from './slug-history';

const SLUG_AVAILABLE = 'Link tersedia.';

/**
 * Whether the couple can take this link. Their own invitation already holding it counts as
 * available, in whatever theme: the link belongs to the invitation, not to its look. A link
 * another couple's invitation held before is still theirs: their guests may have it.
 */
export async function checkSlugAvailability(
  db: Db,
  userId: string,
  rawSlug: string,
): Promise<SlugAvailability> {
  const parsed = invitationSlugSchema.safeParse(rawSlug);
  if (!parsed.success) {
    return { slug: rawSlug, available: false, message: parsed.error.issues[0]!.message };
  }
  const slug = parsed.data;
  const holder = await findInvitationBySlug(db, slug);
  const mine = holder && holder.userId === userId;
  if ((holder && !mine) || (!holder && (await isSlugHeldByOthers(db, slug, userId)))) {
    return { slug, available: false, message: SLUG_MESSAGES.taken };
  }
  return { slug, available: true, message: SLUG_AVAILABLE };
}
