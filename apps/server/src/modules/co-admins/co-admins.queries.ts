import { createHash, randomBytes } from 'node:crypto';
import { and, asc, eq, gt, isNotNull, isNull, or } from 'drizzle-orm';
import {
  CO_ADMIN_INVITE_DAYS,
  coupleNamesOf,
  type CoAdminInviteDto,
  type CoAdminInviteInput,
  type CoAdminInvitePreviewDto,
  type CoAdminMemberDto,
  type CoAdminsDto,
} from '@kabar/shared';
import type { Db } from '../../db/client';
import { AppError, NotFoundError } from '../../http/errors';
import {
  invitationMemberInvites,
  invitationMembers,
} from '../invitations/invitation-members.schema';
import { invitations } from '../invitations/invitations.schema';
import { users } from '../users/users.schema';

export const CO_ADMIN_MESSAGES = {
  inviteGone: 'Link ini sudah tidak berlaku. Minta link baru kepada pasangan pengantin.',
  ownInvitation: 'Ini undanganmu sendiri: kamu sudah pemiliknya.',
  memberNotFound: 'Pengelola tidak ditemukan.',
  inviteNotFound: 'Link pengelola tidak ditemukan.',
} as const;

type InviteRow = typeof invitationMemberInvites.$inferSelect;

const hashOf = (token: string) => createHash('sha256').update(token).digest('hex');

function toInviteDto(row: InviteRow): CoAdminInviteDto {
  return {
    id: row.id,
    role: row.role,
    side: row.side,
    label: row.label,
    expiresAt: row.expiresAt.toISOString(),
    createdAt: row.createdAt.toISOString(),
  };
}

/** A link the couple sends; the secret goes out once and only its hash stays. */
export async function createInvite(
  db: Db,
  invitationId: string,
  input: CoAdminInviteInput,
  now = new Date(),
): Promise<{ token: string; invite: CoAdminInviteDto }> {
  const token = randomBytes(24).toString('base64url');
  const [row] = await db
    .insert(invitationMemberInvites)
    .values({
      invitationId,
      tokenHash: hashOf(token),
      role: input.role,
      side: input.role === 'side_manager' ? (input.side ?? null) : null,
      label: input.label ?? '',
      expiresAt: new Date(now.getTime() + CO_ADMIN_INVITE_DAYS * 24 * 3600 * 1000),
    })
    .returning();
  return { token, invite: toInviteDto(row!) };
}

export async function listCoAdmins(db: Db, invitationId: string, now = new Date()) {
  const [members, invites] = await Promise.all([
    db
      .select({ member: invitationMembers, name: users.name, email: users.email })
      .from(invitationMembers)
      .innerJoin(users, eq(users.id, invitationMembers.userId))
      .where(eq(invitationMembers.invitationId, invitationId))
      .orderBy(asc(invitationMembers.createdAt)),
    db
      .select()
      .from(invitationMemberInvites)
      .where(
        and(
          eq(invitationMemberInvites.invitationId, invitationId),
          isNull(invitationMemberInvites.acceptedAt),
          isNull(invitationMemberInvites.revokedAt),
          gt(invitationMemberInvites.expiresAt, now),
        ),
      )
      .orderBy(asc(invitationMemberInvites.createdAt)),
  ]);
  const data: CoAdminsDto = {
    members: members.map(({ member, name, email }): CoAdminMemberDto => ({
      userId: member.userId,
      name,
      email,
      role: member.role,
      side: member.side,
      createdAt: member.createdAt.toISOString(),
    })),
    invites: invites.map(toInviteDto),
  };
  return data;
}

/** Revoking takes effect on the member's next request: the gate reads membership every time. */
export async function removeMember(db: Db, invitationId: string, userId: string): Promise<void> {
  const removed = await db
    .delete(invitationMembers)
    .where(
      and(eq(invitationMembers.invitationId, invitationId), eq(invitationMembers.userId, userId)),
    )
    .returning({ userId: invitationMembers.userId });
  if (!removed.length) throw new NotFoundError(CO_ADMIN_MESSAGES.memberNotFound);
}

export async function revokeInvite(db: Db, invitationId: string, inviteId: string): Promise<void> {
  const revoked = await db
    .update(invitationMemberInvites)
    .set({ revokedAt: new Date() })
    .where(
      and(
        eq(invitationMemberInvites.id, inviteId),
        eq(invitationMemberInvites.invitationId, invitationId),
        isNull(invitationMemberInvites.acceptedAt),
        isNull(invitationMemberInvites.revokedAt),
      ),
    )
    .returning({ id: invitationMemberInvites.id });
  if (!revoked.length) throw new NotFoundError(CO_ADMIN_MESSAGES.inviteNotFound);
}

const openInvite = (tokenHash: string, now: Date) =>
  and(
    eq(invitationMemberInvites.tokenHash, tokenHash),
    isNull(invitationMemberInvites.acceptedAt),
    isNull(invitationMemberInvites.revokedAt),
    gt(invitationMemberInvites.expiresAt, now),
  );

/** A link that is open, or was accepted and not revoked since: the only ones worth showing. */
const shownInvite = (tokenHash: string, now: Date) =>
  and(
    eq(invitationMemberInvites.tokenHash, tokenHash),
    isNull(invitationMemberInvites.revokedAt),
    or(isNotNull(invitationMemberInvites.acceptedAt), gt(invitationMemberInvites.expiresAt, now)),
  );

export async function previewInvite(
  db: Db,
  token: string,
  now = new Date(),
): Promise<CoAdminInvitePreviewDto> {
  const [row] = await db
    .select({ invite: invitationMemberInvites, invitation: invitations, owner: users.name })
    .from(invitationMemberInvites)
    .innerJoin(invitations, eq(invitations.id, invitationMemberInvites.invitationId))
    .innerJoin(users, eq(users.id, invitations.userId))
    .where(shownInvite(hashOf(token), now));
  if (!row) throw new NotFoundError(CO_ADMIN_MESSAGES.inviteGone);
  return {
    invitationId: row.invitation.id,
    coupleNames: coupleNamesOf(row.invitation.content),
    role: row.invite.role,
    side: row.invite.side,
    invitedBy: row.owner,
    state: row.invite.acceptedAt ? 'accepted' : 'open',
  };
}

/**
 * The same person opening a link they already accepted goes on to the invitation, as long as they
 * still help on it: a member the couple removed is not let back in by an old link.
 */
async function reopenedBy(
  db: Pick<Db, 'select'>,
  token: string,
  userId: string,
): Promise<{ invitationId: string } | null> {
  const [row] = await db
    .select({ invitationId: invitationMembers.invitationId })
    .from(invitationMemberInvites)
    .innerJoin(
      invitationMembers,
      and(
        eq(invitationMembers.invitationId, invitationMemberInvites.invitationId),
        eq(invitationMembers.userId, userId),
      ),
    )
    .where(
      and(
        eq(invitationMemberInvites.tokenHash, hashOf(token)),
        eq(invitationMemberInvites.acceptedBy, userId),
        isNull(invitationMemberInvites.revokedAt),
      ),
    );
  return row ?? null;
}

/**
 * Accepting uses the link up in the same statement that checks it, so two people opening the
 * same link cannot both join. Someone already a member takes the link's role.
 */
export async function acceptInvite(
  db: Db,
  token: string,
  userId: string,
  now = new Date(),
): Promise<{ invitationId: string }> {
  return db.transaction(async (tx) => {
    const [found] = await tx
      .select({ invitationId: invitationMemberInvites.invitationId, ownerId: invitations.userId })
      .from(invitationMemberInvites)
      .innerJoin(invitations, eq(invitations.id, invitationMemberInvites.invitationId))
      .where(openInvite(hashOf(token), now));
    if (!found) {
      const reopened = await reopenedBy(tx, token, userId);
      if (reopened) return reopened;
      throw new NotFoundError(CO_ADMIN_MESSAGES.inviteGone);
    }
    if (found.ownerId === userId) throw new AppError(422, CO_ADMIN_MESSAGES.ownInvitation);
    const [invite] = await tx
      .update(invitationMemberInvites)
      .set({ acceptedAt: now, acceptedBy: userId })
      .where(openInvite(hashOf(token), now))
      .returning();
    if (!invite) throw new NotFoundError(CO_ADMIN_MESSAGES.inviteGone);
    await tx
      .insert(invitationMembers)
      .values({ invitationId: invite.invitationId, userId, role: invite.role, side: invite.side })
      .onConflictDoUpdate({
        target: [invitationMembers.invitationId, invitationMembers.userId],
        set: { role: invite.role, side: invite.side },
      });
    return { invitationId: invite.invitationId };
  });
}
