import {
  bigserial,
  index,
  integer,
  pgTable,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';
import type { CheckinResultStatus, GreetingKind } from '@kabar/shared';
import { invitations } from '../invitations/invitations.schema';
import { guests } from '../guests/guests.schema';

/** A link the couple gives their helpers at the door: its own code, no account, revocable. */
export const checkinLinks = pgTable(
  'checkin_links',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    invitationId: uuid('invitation_id')
      .notNull()
      .references(() => invitations.id, { onDelete: 'cascade' }),
    label: text('label').notNull(),
    /**
     * Kept readable (not hashed) because the couple re-shares it on the wedding day; it reveals
     * only names and arrivals, and revoking it is immediate. See docs/decisions/005-guest-journey.md.
     */
    code: text('code').notNull().unique(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    revokedAt: timestamp('revoked_at', { withTimezone: true }),
    lastUsedAt: timestamp('last_used_at', { withTimezone: true }),
  },
  (table) => [index('checkin_links_invitation_idx').on(table.invitationId)],
);

/**
 * Every arrival a helper's phone sent, keyed by the id the phone made for it: a scan queued offline
 * and sent again after a lost answer finds its first result here and changes nothing.
 */
export const checkinScans = pgTable(
  'checkin_scans',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    linkId: uuid('link_id')
      .notNull()
      .references(() => checkinLinks.id, { onDelete: 'cascade' }),
    scanId: text('scan_id').notNull(),
    guestId: uuid('guest_id').references(() => guests.id, { onDelete: 'set null' }),
    status: text('status').$type<CheckinResultStatus>().notNull(),
    people: integer('people').notNull(),
    scannedAt: timestamp('scanned_at', { withTimezone: true }).notNull(),
    receivedAt: timestamp('received_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [uniqueIndex('checkin_scans_link_scan_unique').on(table.linkId, table.scanId)],
);

/**
 * A link for the venue's TV: the greeting screen. Like a desk link it is its own revocable code;
 * it reveals less (names and tables as guests arrive, the couple's photos).
 */
export const screenLinks = pgTable(
  'screen_links',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    invitationId: uuid('invitation_id')
      .notNull()
      .references(() => invitations.id, { onDelete: 'cascade' }),
    label: text('label').notNull(),
    code: text('code').notNull().unique(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    revokedAt: timestamp('revoked_at', { withTimezone: true }),
    lastUsedAt: timestamp('last_used_at', { withTimezone: true }),
  },
  (table) => [index('screen_links_invitation_idx').on(table.invitationId)],
);

/**
 * What the greeting screens show, in order: each arrival and each draw shown on screen. The
 * screens ask for what came after the last id they showed, so one that lost its network catches
 * up however late the desks' queues arrived.
 */
export const greetings = pgTable(
  'greetings',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    invitationId: uuid('invitation_id')
      .notNull()
      .references(() => invitations.id, { onDelete: 'cascade' }),
    kind: text('kind').$type<GreetingKind>().notNull(),
    name: text('name').notNull(),
    tableLabel: text('table_label').notNull().default(''),
    prize: text('prize').notNull().default(''),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [index('greetings_invitation_idx').on(table.invitationId, table.id)],
);
