import { sql } from 'drizzle-orm';
import {
  boolean,
  index,
  integer,
  pgTable,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';
import type { Attendance } from '@kabar/shared';
import { invitations } from '../invitations/invitations.schema';
import { users } from '../users/users.schema';

/**
 * A guest's answer. One row per guest name per invitation (folded by `name_key`): answering again
 * replaces the earlier answer, so the counts never count a guest twice.
 */
export const rsvps = pgTable(
  'rsvps',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    invitationId: uuid('invitation_id')
      .notNull()
      .references(() => invitations.id, { onDelete: 'cascade' }),
    name: text('name').notNull(),
    nameKey: text('name_key').notNull(),
    attendance: text('attendance').$type<Attendance>().notNull(),
    guests: integer('guests').notNull(),
    message: text('message').notNull().default(''),
    /** Who recorded the answer by hand (decision 045); null when the guest gave it. */
    recordedBy: uuid('recorded_by').references(() => users.id, { onDelete: 'set null' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    uniqueIndex('rsvps_invitation_name_unique').on(table.invitationId, table.nameKey),
    index('rsvps_invitation_updated_idx').on(table.invitationId, table.updatedAt),
  ],
);

/**
 * The guest book ('Ucapan & Doa'). Stored as plain text, escaped when shown. `fingerprint` folds
 * the same message from the same name on the same day into one row (docs/security.md #27).
 */
export const wishes = pgTable(
  'wishes',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    invitationId: uuid('invitation_id')
      .notNull()
      .references(() => invitations.id, { onDelete: 'cascade' }),
    name: text('name').notNull(),
    message: text('message').notNull(),
    fingerprint: text('fingerprint').notNull(),
    hidden: boolean('hidden').notNull().default(false),
    /** Guests' reports since an operator last looked at it (the console's moderation queue). */
    reports: integer('reports').notNull().default(0),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    uniqueIndex('wishes_invitation_fingerprint_unique').on(table.invitationId, table.fingerprint),
    index('wishes_invitation_visible_idx')
      .on(table.invitationId, table.createdAt.desc())
      .where(sql`${table.hidden} = false`),
  ],
);

export type Rsvp = typeof rsvps.$inferSelect;
export type Wish = typeof wishes.$inferSelect;
