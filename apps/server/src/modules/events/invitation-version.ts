import { eq, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { invitations } from '../invitations/invitations.schema';

/** Events and the deadline are part of the page: a change renders it again, as an edit does. */
export async function bumpInvitationVersion(db: Db, invitationId: string): Promise<void> {
  await db
    .update(invitations)
    .set({ version: sql`${invitations.version} + 1`, updatedAt: new Date() })
    .where(eq(invitations.id, invitationId));
}
