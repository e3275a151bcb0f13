import { eq } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { invitations } from '../invitations/invitations.schema';
import { invitationSlugHistory } from '../invitations/slug-history.schema';

/**
 * Whether a one-segment path is, or was, an invitation link: an invitation holds this slug, even
 * as a draft or hidden, or held it before its couple chose another (decision 017). Only those get
 * the guest's 'Undangan tidak ditemukan'; a typo such as /harga or /logn is the web app's own 404.
 */
export async function isKnownInvitationSlug(db: Db, slug: string): Promise<boolean> {
  const [[current], [former]] = await Promise.all([
    db.select({ id: invitations.id }).from(invitations).where(eq(invitations.slug, slug)).limit(1),
    db
      .select({ id: invitationSlugHistory.invitationId })
      .from(invitationSlugHistory)
      .where(eq(invitationSlugHistory.slug, slug))
      .limit(1),
  ]);
  return current !== undefined || former !== undefined;
}
