import { z } from 'zod';
import { sideForManager, type GuestSide } from '@kabar/shared';
import { ValidationError } from '../../http/errors';
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

/** An imported row of a side manager joins their side (the import preview says so). */
export function withScopeSide<T extends { side: GuestSide | null }>(
  values: T,
  scope: GuestScope,
): T {
  return scope.side ? { ...values, side: scope.side } : values;
}

/**
 * A guest saved through the form by a side manager: no side means theirs, the other side is a 422
 * naming the side they manage, so nothing is quietly moved to another family's list.
 */
export function withCheckedSide<T extends { side: GuestSide | null }>(
  values: T,
  scope: GuestScope,
): T {
  const result = sideForManager(scope.side, values.side);
  if (!result.ok) throw new ValidationError({ side: result.error });
  return { ...values, side: result.side };
}
