import { z } from 'zod';
import type { GuestSide } from '@kabar/shared';
import { NotFoundError } from '../../http/errors';
import type { InvitationAccess } from '../invitations/invitation-access';

export const GUEST_NOT_FOUND = 'Tamu tidak ditemukan.';

const uuid = z.uuid();

/** A path id that is not a uuid cannot exist: it answers 404 like any id that is not yours. */
export function idOr404(value: unknown, message: string): string {
  const parsed = uuid.safeParse(value);
  if (!parsed.success) throw new NotFoundError(message);
  return parsed.data;
}

/**
 * The part of a guest list a person works on: the invitation, the family side they are limited
 * to (null for every side) and who they are, so additions and sends are credited to them.
 */
export interface GuestScope {
  invitationId: string;
  side: GuestSide | null;
  actorId: string;
  ownerId: string;
}

export function guestScopeOf(access: InvitationAccess): GuestScope {
  return {
    invitationId: access.invitation.id,
    side: access.side,
    actorId: access.actorId,
    ownerId: access.ownerId,
  };
}

/** A side manager's guests always belong to their side, whatever the form sent. */
export function withScopeSide<T extends { side: GuestSide | null }>(
  values: T,
  scope: GuestScope,
): T {
  return scope.side ? { ...values, side: scope.side } : values;
}
