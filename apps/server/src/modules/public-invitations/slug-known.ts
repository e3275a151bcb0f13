import { eq } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { invitations } from '../invitations/invitations.schema';

/**
 * Whether a one-segment path is, or was, an invitation link: an invitation holds this slug, even
 * as a draft or hidden. Only those get the guest's 'Undangan tidak ditemukan'; a typo such as
 * /harga or /logn is the web app's own 404.
 */
export async function isKnownInvitationSlug(db: Db, slug: string): Promise<boolean> {
  const [row] = await db
    .select({ id: invitations.id })
    .from(invitations)
    .where(eq(invitations.slug, slug))
    .limit(1);
  return row !== undefined;
}
