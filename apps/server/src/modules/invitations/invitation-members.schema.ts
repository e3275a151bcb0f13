import { index, pgTable, primaryKey, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import type { CoAdminRole, GuestSide } from '@kabar/shared';
import { users } from '../users/users.schema';
import { invitations } from './invitations.schema';

/** A family member who helps run an invitation, with one role (decision 015). */
export const invitationMembers = pgTable(
  'invitation_members',
  {
    invitationId: uuid('invitation_id')
      .notNull()
      .references(() => invitations.id, { onDelete: 'cascade' }),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    role: text('role').$type<CoAdminRole>().notNull(),
    /** Set for a side manager only: the family whose guests they run. */
    side: text('side').$type<GuestSide>(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    primaryKey({ columns: [table.invitationId, table.userId] }),
    index('invitation_members_user_idx').on(table.userId),
  ],
);

export type InvitationMember = typeof invitationMembers.$inferSelect;

/**
 * A link the couple sends on WhatsApp. Only the SHA-256 of its secret is kept, so a database
 * reader cannot accept on someone's behalf; it works once, until it expires or is revoked.
 */
export const invitationMemberInvites = pgTable(
  'invitation_member_invites',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    invitationId: uuid('invitation_id')
      .notNull()
      .references(() => invitations.id, { onDelete: 'cascade' }),
    tokenHash: text('token_hash').notNull().unique(),
    role: text('role').$type<CoAdminRole>().notNull(),
    side: text('side').$type<GuestSide>(),
    /** Who the couple meant it for ("Ibu Sari"), so the list of open links is readable. */
    label: text('label').notNull().default(''),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    acceptedBy: uuid('accepted_by').references(() => users.id, { onDelete: 'set null' }),
    acceptedAt: timestamp('accepted_at', { withTimezone: true }),
    revokedAt: timestamp('revoked_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [index('invitation_member_invites_invitation_idx').on(table.invitationId)],
);
