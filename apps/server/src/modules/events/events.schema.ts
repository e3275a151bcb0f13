import { sql } from 'drizzle-orm';
import {
  boolean,
  check,
  index,
  integer,
  pgTable,
  primaryKey,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';
import type { AnswerDigestMode, Attendance, IndonesianTimeZone, SpecEventKey } from '@kabar/shared';
import { guests } from '../guests/guests.schema';
import { invitations } from '../invitations/invitations.schema';
import { users } from '../users/users.schema';

/**
 * An invitation's events (issue 27, decision 025). The two of step 2 carry `spec_key` and mirror
 * the step 2 fields of the invitation's content on every save (the content stays the source the
 * spec's calls read); the others are the couple's own and are edited here.
 */
export const weddingEvents = pgTable(
  'invitation_events',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    invitationId: uuid('invitation_id')
      .notNull()
      .references(() => invitations.id, { onDelete: 'cascade' }),
    specKey: text('spec_key').$type<SpecEventKey>(),
    position: integer('position').notNull(),
    title: text('title').notNull(),
    /** The local day `YYYY-MM-DD` and times `HH:MM` in `time_zone`; empty until filled in. */
    date: text('date').notNull().default(''),
    startTime: text('start_time').notNull().default(''),
    endTime: text('end_time'),
    timeZone: text('time_zone').$type<IndonesianTimeZone>().notNull().default('WIB'),
    venue: text('venue').notNull().default(''),
    address: text('address').notNull().default(''),
    mapUrl: text('map_url'),
    isPublic: boolean('is_public').notNull().default(true),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    index('invitation_events_invitation_idx').on(table.invitationId, table.position),
    // NULLs never collide: any number of the couple's own events, one of each step 2 event.
    uniqueIndex('invitation_events_spec_unique').on(table.invitationId, table.specKey),
  ],
);

/** A time slot of a split event; `capacity` in people, null for no limit. */
export const eventSessions = pgTable(
  'event_sessions',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    eventId: uuid('event_id')
      .notNull()
      .references(() => weddingEvents.id, { onDelete: 'cascade' }),
    position: integer('position').notNull(),
    title: text('title').notNull(),
    startTime: text('start_time').notNull(),
    endTime: text('end_time').notNull(),
    capacity: integer('capacity'),
  },
  (table) => [
    index('event_sessions_event_idx').on(table.eventId, table.position),
    check(
      'event_sessions_capacity_positive',
      sql`${table.capacity} is null or ${table.capacity} > 0`,
    ),
  ],
);

/** Who is invited to what: one row per guest and event, with their session when it is split. */
export const guestEvents = pgTable(
  'guest_events',
  {
    guestId: uuid('guest_id')
      .notNull()
      .references(() => guests.id, { onDelete: 'cascade' }),
    eventId: uuid('event_id')
      .notNull()
      .references(() => weddingEvents.id, { onDelete: 'cascade' }),
    sessionId: uuid('session_id').references(() => eventSessions.id, { onDelete: 'set null' }),
  },
  (table) => [
    primaryKey({ columns: [table.guestId, table.eventId] }),
    index('guest_events_event_idx').on(table.eventId, table.sessionId),
  ],
);

/**
 * A guest's answer for one event they are invited to. `session_id` is the session the seats were
 * taken in, so a session's confirmed count is one indexed sum.
 */
export const eventAnswers = pgTable(
  'event_answers',
  {
    guestId: uuid('guest_id')
      .notNull()
      .references(() => guests.id, { onDelete: 'cascade' }),
    eventId: uuid('event_id')
      .notNull()
      .references(() => weddingEvents.id, { onDelete: 'cascade' }),
    sessionId: uuid('session_id').references(() => eventSessions.id, { onDelete: 'set null' }),
    attendance: text('attendance').$type<Attendance>().notNull(),
    guests: integer('guests').notNull(),
    /** True when the couple recorded it by hand (after the deadline, or for a phone call). */
    byCouple: boolean('by_couple').notNull().default(false),
    answeredAt: timestamp('answered_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    primaryKey({ columns: [table.guestId, table.eventId] }),
    index('event_answers_session_idx').on(table.sessionId, table.attendance),
    index('event_answers_event_idx').on(table.eventId, table.answeredAt),
  ],
);

/**
 * The couple's answer settings, one row per invitation (absent: no deadline, no dated rounds,
 * no digest). Kept apart from `invitations` so the page's cache key does not move with them.
 */
export const rsvpSettings = pgTable('rsvp_settings', {
  invitationId: uuid('invitation_id')
    .primaryKey()
    .references(() => invitations.id, { onDelete: 'cascade' }),
  deadline: timestamp('deadline', { withTimezone: true }),
  /** "belum menjawab": this many days before the deadline; null when off. */
  unansweredReminderDays: integer('unanswered_reminder_days'),
  /** "sampai jumpa besok": the day before each event, to guests attending it. */
  dayBeforeReminder: boolean('day_before_reminder').notNull().default(false),
  /** The digest email of new answers and wishes: never, daily at `digest_hour` WIB, or at once. */
  digestMode: text('digest_mode').$type<AnswerDigestMode>().notNull().default('off'),
  digestHour: integer('digest_hour').notNull().default(19),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
});

/**
 * Dated WhatsApp rounds already sent, per guest: `round` is `unanswered` or `day-before:{eventId}`,
 * so each message goes once and the queue shows only what is still due.
 */
export const reminderMarks = pgTable(
  'reminder_marks',
  {
    guestId: uuid('guest_id')
      .notNull()
      .references(() => guests.id, { onDelete: 'cascade' }),
    round: text('round').notNull(),
    sentAt: timestamp('sent_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [primaryKey({ columns: [table.guestId, table.round] })],
);

/**
 * Per person and invitation, what they have seen of the answers and wishes: `read_at` for the
 * dashboard's unread counts, `digested_at` for the digest email (only what came after it).
 */
export const answerWatermarks = pgTable(
  'answer_watermarks',
  {
    invitationId: uuid('invitation_id')
      .notNull()
      .references(() => invitations.id, { onDelete: 'cascade' }),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    readAt: timestamp('read_at', { withTimezone: true }).notNull().defaultNow(),
    digestedAt: timestamp('digested_at', { withTimezone: true }).notNull().defaultNow(),
    /** The person turned the digest off for themselves (decision 045); the others still get it. */
    digestOff: boolean('digest_off').notNull().default(false),
  },
  (table) => [primaryKey({ columns: [table.invitationId, table.userId] })],
);

export type RsvpSettings = typeof rsvpSettings.$inferSelect;
export type InvitationEvent = typeof weddingEvents.$inferSelect;
export type EventSession = typeof eventSessions.$inferSelect;
export type GuestEvent = typeof guestEvents.$inferSelect;
export type EventAnswerRow = typeof eventAnswers.$inferSelect;
