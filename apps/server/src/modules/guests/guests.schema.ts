import { integer, pgTable, text, timestamp, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import type { Attendance, GuestCategory, GuestLanguage, GuestSide } from '@kabar/shared';
import { invitations } from '../invitations/invitations.schema';
import { users } from '../users/users.schema';

/**
 * One guest on a couple's list, carrying their whole journey: sent, opened, answered, arrived.
 * Phones are unique per invitation (NULLs, guests without a phone, never collide); that index also
 * serves every per-invitation lookup.
 */
export const guests = pgTable(
  'guests',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    invitationId: uuid('invitation_id')
      .notNull()
      .references(() => invitations.id, { onDelete: 'cascade' }),
    name: text('name').notNull(),
    /** Normalised `628...`, or null for a guest without a phone. */
    phone: text('phone'),
    side: text('side').$type<GuestSide>(),
    groupName: text('group_name').notNull().default(''),
    invitedCount: integer('invited_count').notNull().default(1),
    notes: text('notes').notNull().default(''),
    /** The personal link's secret: 96 random bits, base64url. */
    token: text('token').notNull().unique(),
    sentAt: timestamp('sent_at', { withTimezone: true }),
    reminderSentAt: timestamp('reminder_sent_at', { withTimezone: true }),
    openedAt: timestamp('opened_at', { withTimezone: true }),
    rsvpAttendance: text('rsvp_attendance').$type<Attendance>(),
    rsvpGuests: integer('rsvp_guests'),
    rsvpMessage: text('rsvp_message'),
    respondedAt: timestamp('responded_at', { withTimezone: true }),
    /** Who recorded the answer by hand (decision 045); null when the guest gave it. */
    rsvpRecordedBy: uuid('rsvp_recorded_by').references(() => users.id, { onDelete: 'set null' }),
    checkedInAt: timestamp('checked_in_at', { withTimezone: true }),
    arrivedCount: integer('arrived_count'),
    /** Who added the guest and who last sent their message: the couple or a co-admin. */
    createdBy: uuid('created_by').references(() => users.id, { onDelete: 'set null' }),
    sentBy: uuid('sent_by').references(() => users.id, { onDelete: 'set null' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
    /** Issue 28: VVIP, VIP or Reguler (renamable per invitation), and where they sit. */
    category: text('category').$type<GuestCategory>().notNull().default('reguler'),
    tableLabel: text('table_label').notNull().default(''),
    /** When the desk gave their souvenir; once per guest. */
    souvenirAt: timestamp('souvenir_at', { withTimezone: true }),
    /** Issue 30: the language their personal link opens in. */
    language: text('language').$type<GuestLanguage>().notNull().default('id'),
  },
  (table) => [uniqueIndex('guests_invitation_phone_unique').on(table.invitationId, table.phone)],
);

export type Guest = typeof guests.$inferSelect;

/** The couple's WhatsApp templates per invitation; absent until they change the defaults. */
export const guestTemplates = pgTable('guest_templates', {
  invitationId: uuid('invitation_id')
    .primaryKey()
    .references(() => invitations.id, { onDelete: 'cascade' }),
  inviteTemplate: text('invite_template').notNull(),
  reminderTemplate: text('reminder_template').notNull(),
  /** Issue 30: the English words for English-speaking guests; null keeps the English default. */
  inviteTemplateEn: text('invite_template_en'),
  reminderTemplateEn: text('reminder_template_en'),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
});
