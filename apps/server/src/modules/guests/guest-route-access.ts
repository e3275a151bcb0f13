import type { FastifyInstance } from 'fastify';
import type { InvitationAction } from '@kabar/shared';
import { authorizeInvitation } from '../invitations/invitation-access';
import { findGuest } from './guests.queries';

export interface InvitationParams {
  invitationId: string;
}
export interface GuestParams extends InvitationParams {
  guestId: string;
}

/**
 * The access gate as the guest routes ask it: 404 for an invitation the person has no place in,
 * and a side manager reaches only the guests of their family's side.
 */
export function guestRouteAccess(app: FastifyInstance) {
  const access = (userId: string, params: InvitationParams, action: InvitationAction) =>
    authorizeInvitation(app.db, userId, params.invitationId, action);
  /** The guest and its invitation, only within the person's scope; 404 otherwise. */
  const scopedGuest = async (userId: string, params: GuestParams, action: InvitationAction) => {
    const gate = await access(userId, params, action);
    const guest = await findGuest(app.db, gate.invitation.id, params.guestId, gate.side);
    return { gate, invitation: gate.invitation, guest };
  };
  return { access, scopedGuest };
}
