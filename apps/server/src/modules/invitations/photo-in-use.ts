import { sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { invitations } from './invitations.schema';

/**
 * Whether any invitation shows this photo, whoever uploaded it (a co-admin's photo may be in the
 * couple's invitation). Handed to the media module, which knows photos but not invitations.
 */
export async function isPhotoInUse(db: Db, photoId: string): Promise<boolean> {
  const [used] = await db
    .select({ id: invitations.id })
    .from(invitations)
    .where(sql`${invitations.photos} @> ${JSON.stringify([{ id: photoId }])}::jsonb`)
    .limit(1);
  return !!used;
}
