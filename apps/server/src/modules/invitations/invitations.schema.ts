import {
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  text,
  timestamp,
  uuid,
} from 'drizzle-orm/pg-core';
import type {
  InvitationContent,
  InvitationPhoto,
  InvitationSectionId,
  InvitationStatus,
} from '@kabar/shared';
import { DEFAULT_SECTION_ORDER } from '@kabar/shared';
import { themes } from '../themes/themes.schema';
import { users } from '../users/users.schema';

/**
 * A couple's invitation: the wedding itself (the step 1-3 values, photos, section order, link,
 * status) and, as one field, the theme it is shown in. Switching the theme keeps everything
 * (decision 015); guests, answers, gifts and check-in hang off the invitation, not the theme.
 */
export const invitations = pgTable(
  'invitations',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    themeId: integer('theme_id')
      .notNull()
      .references(() => themes.id),
    /** Lowercase letters, digits and hyphens, 3-40 characters; unique; null until chosen. */
    slug: text('slug').unique(),
    content: jsonb('content').$type<InvitationContent>().notNull().default({}),
    sectionOrder: jsonb('section_order')
      .$type<InvitationSectionId[]>()
      .notNull()
      .default(DEFAULT_SECTION_ORDER),
    photos: jsonb('photos').$type<InvitationPhoto[]>().notNull().default([]),
    status: text('status').$type<InvitationStatus>().notNull().default('draft'),
    /** Bumped on every change, so rendered pages can be cached per version. */
    version: integer('version').notNull().default(1),
    publishedAt: timestamp('published_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [index('invitations_user_idx').on(table.userId)],
);

export type Invitation = typeof invitations.$inferSelect;

/**
 * A theme's configuration while the couple is still filling it in, per step, so they can continue
 * on another device. Kept apart from invitations so a half-filled form is never an invitation.
 */
export const invitationDrafts = pgTable(
  'invitation_drafts',
  {
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    themeId: integer('theme_id')
      .notNull()
      .references(() => themes.id),
    step1: jsonb('step1').$type<InvitationContent>().notNull().default({}),
    step2: jsonb('step2').$type<InvitationContent>().notNull().default({}),
    step3: jsonb('step3').$type<InvitationContent>().notNull().default({}),
    /** Ids of the couple's uploaded photos (media module), in gallery order. */
    photoIds: jsonb('photo_ids').$type<string[]>().notNull().default([]),
    sectionOrder: jsonb('section_order').$type<InvitationSectionId[]>(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [primaryKey({ columns: [table.userId, table.themeId] })],
);

export type InvitationDraftRow = typeof invitationDrafts.$inferSelect;
