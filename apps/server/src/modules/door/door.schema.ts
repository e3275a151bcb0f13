import { index, integer, pgTable, text, timestamp, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import type { DeskActionStatus, GuestSide } from '@kabar/shared';
import { invitations } from '../invitations/invitations.schema';
import { guests } from '../guests/guests.schema';
import { checkinLinks } from '../checkin/checkin.schema';
import { users } from '../users/users.schema';

/** Someone admitted at the door who is not on the list ("tamu tidak terdaftar"). */
export const walkIns = pgTable(
  'walk_ins',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    invitationId: uuid('invitation_id')
      .notNull()
      .references(() => invitations.id, { onDelete: 'cascade' }),
    name: text('name').notNull(),
    people: integer('people').notNull(),
    side: text('side').$type<GuestSide>(),
    arrivedAt: timestamp('arrived_at', { withTimezone: true }).notNull(),
    /** Set when the couple found them on the list after all: counted as that guest from then. */
    mergedInto: uuid('merged_into').references(() => guests.id, { onDelete: 'set null' }),
    mergedAt: timestamp('merged_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [index('walk_ins_invitation_idx').on(table.invitationId)],
);

/**
 * Every walk-in and souvenir a desk sent, keyed by the phone's id for it, as `checkin_scans` keys
 * scans: a resend finds its first answer here and changes nothing.
 */
export const deskActions = pgTable(
  'desk_actions',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    linkId: uuid('link_id')
      .notNull()
      .references(() => checkinLinks.id, { onDelete: 'cascade' }),
    scanId: text('scan_id').notNull(),
    kind: text('kind').$type<'walk_in' | 'souvenir'>().notNull(),
    status: text('status').$type<DeskActionStatus>().notNull(),
    name: text('name'),
    receivedAt: timestamp('received_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [uniqueIndex('desk_actions_link_scan_unique').on(table.linkId, table.scanId)],
);

/** The door-prize draws: each checked-in guest at most once per invitation. */
export const doorPrizeDraws = pgTable(
  'door_prize_draws',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    invitationId: uuid('invitation_id')
      .notNull()
      .references(() => invitations.id, { onDelete: 'cascade' }),
    guestId: uuid('guest_id').references(() => guests.id, { onDelete: 'set null' }),
    name: text('name').notNull(),
    prize: text('prize').notNull().default(''),
    drawnBy: uuid('drawn_by').references(() => users.id, { onDelete: 'set null' }),
    drawnAt: timestamp('drawn_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [uniqueIndex('door_prize_draws_guest_unique').on(table.invitationId, table.guestId)],
);
