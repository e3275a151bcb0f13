import { and, eq } from 'drizzle-orm';
import { z } from 'zod';
import type { Db } from '../../db/client';
import { NotFoundError } from '../../http/errors';
import { invitations, type Invitation } from '../invitations/invitations.schema';

export const INVITATION_NOT_FOUND = 'Undangan tidak ditemukan.';
export const GUEST_NOT_FOUND = 'Tamu tidak ditemukan.';

const uuid = z.uuid();

/** A path id that is not a uuid cannot exist: it answers 404 like any id that is not yours. */
export function idOr404(value: unknown, message: string): string {
  const parsed = uuid.safeParse(value);
  if (!parsed.success) throw new NotFoundError(message);
  return parsed.data;
}

/** The invitation if it belongs to the user; another couple's answers exactly like a missing one. */
export async function findOwnedInvitation(
  db: Db,
  userId: string,
  invitationId: unknown,
): Promise<Invitation> {
  const id = idOr404(invitationId, INVITATION_NOT_FOUND);
  const [invitation] = await db
    .select()
    .from(invitations)
    .where(and(eq(invitations.id, id), eq(invitations.userId, userId)));
  if (!invitation) throw new NotFoundError(INVITATION_NOT_FOUND);
  return invitation;
}
