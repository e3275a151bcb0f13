import { eq } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { invitations } from './invitations.schema';

export async function findInvitationBySlug(db: Db, slug: string) {
  const [row] = await db
    .select({ id: invitations.id, userId: invitations.userId, themeId: invitations.themeId })
    .from(invitations)
    .where(eq(invitations.slug, slug));
  return row;
}

/** Whether a database error is a unique violation, optionally of one named constraint. */
export function isUniqueViolation(error: unknown, constraint?: string): boolean {
  for (let current = error; current; current = (current as { cause?: unknown }).cause) {
    const { code, constraint: name } = current as { code?: string; constraint?: string };
    if (code === '23505') {
      return constraint === undefined || name === undefined || name === constraint;
    }
  }
  return false;
}
