import { and, desc, eq, or } from 'drizzle-orm';
import { z } from 'zod';
import {
  roleCan,
  sideFilterOf,
  type GuestSide,
  type InvitationAction,
  type InvitationRole,
  type PlanId,
} from '@kabar/shared';
import type { Db } from '../../db/client';
import { AppError, NotFoundError } from '../../http/errors';
import { users } from '../users/users.schema';
import { invitationMembers, type InvitationMember } from './invitation-members.schema';
import { invitations, type Invitation } from './invitations.schema';

export const INVITATION_NOT_FOUND = 'Undangan tidak ditemukan.';
const ROLE_FORBIDS = 'Peranmu di undangan ini tidak mengizinkan tindakan ini.';

/** What the gate answers: the invitation, whose it is, and the acting person's place in it. */
export interface InvitationAccess {
  invitation: Invitation;
  /** The couple: plan limits and purchases are theirs, whoever acts. */
  ownerId: string;
  /** The couple's plan: what the invitation may show, whoever reads it. */
  ownerPlan: PlanId;
  actorId: string;
  role: InvitationRole;
  /** A side manager's family; null means every side. */
  side: GuestSide | null;
}

const uuid = z.uuid();

/**
 * Invitations with their owner's plan and the actor's membership row beside each (null where they
 * are not a member).
 */
function withMembership(db: Db, actorId: string) {
  return db
    .select({ invitation: invitations, ownerPlan: users.plan, member: invitationMembers })
    .from(invitations)
    .innerJoin(users, eq(users.id, invitations.userId))
    .leftJoin(
      invitationMembers,
      and(
        eq(invitationMembers.invitationId, invitations.id),
        eq(invitationMembers.userId, actorId),
      ),
    );
}

/** The actor's role and side filter in an invitation, or null when they have no place in it. */
function placeOf(
  invitation: Invitation,
  member: InvitationMember | null,
  actorId: string,
): { role: InvitationRole; side: GuestSide | null } | null {
  const role = invitation.userId === actorId ? 'owner' : (member?.role ?? null);
  return role ? { role, side: sideFilterOf(role, member?.side ?? null) } : null;
}

/**
 * The one place that decides whether a signed-in person may do something to an invitation
 * (decision 015). Someone with no place in it gets the same 404 as for a missing invitation, so
 * ids cannot be probed; a co-admin whose role does not allow the action gets a 403.
 */
export async function authorizeInvitation(
  db: Db,
  actorId: string,
  invitationId: unknown,
  action: InvitationAction,
): Promise<InvitationAccess> {
  const id = uuid.safeParse(invitationId);
  if (!id.success) throw new NotFoundError(INVITATION_NOT_FOUND);
  const [row] = await withMembership(db, actorId).where(eq(invitations.id, id.data));
  const place = row && placeOf(row.invitation, row.member, actorId);
  if (!place) throw new NotFoundError(INVITATION_NOT_FOUND);
  if (!roleCan(place.role, action)) throw new AppError(403, ROLE_FORBIDS);
  return {
    invitation: row.invitation,
    ownerId: row.invitation.userId,
    ownerPlan: row.ownerPlan,
    actorId,
    ...place,
  };
}

/** Every invitation a person has a place in, newest first, with their role in each. */
export async function listAccessibleInvitations(
  db: Db,
  actorId: string,
): Promise<
  { invitation: Invitation; ownerPlan: PlanId; role: InvitationRole; side: GuestSide | null }[]
> {
  const rows = await withMembership(db, actorId)
    .where(or(eq(invitations.userId, actorId), eq(invitationMembers.userId, actorId)))
    .orderBy(desc(invitations.updatedAt));
  return rows.map(({ invitation, ownerPlan, member }) => ({
    invitation,
    ownerPlan,
    ...placeOf(invitation, member, actorId)!,
  }));
}
