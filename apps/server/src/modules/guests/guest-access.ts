import { z } from 'zod';
import type { GuestSide } from '@kabar/shared';
import type { InvitationAccess } from '../invitations/invitation-access';

export const GUEST_NOT_FOUND = 'Tamu tidak ditemukan.';

/** A guest id that is not a uuid cannot exist: it answers 404 like any guest that is not yours. */
export const guestParams = z.object({ guestId: z.uuid({ error: GUEST_NOT_FOUND }) });

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
