import { sql } from 'drizzle-orm';
import { pgTable, text, timestamp, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import type { PlanId } from '@kabar/shared';

export const USER_STATUSES = ['pending_phone', 'active', 'disabled'] as const;
export type UserStatus = (typeof USER_STATUSES)[number];

export const users = pgTable(
  'users',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    name: text('name').notNull(),
    email: text('email').notNull(),
    /** Normalised `628...`; null only while a Google registration still waits for its phone. */
    phone: text('phone').unique(),
    /** argon2id; null for accounts created through Google. */
    passwordHash: text('password_hash'),
    googleSub: text('google_sub').unique(),
    bio: text('bio').notNull().default(''),
    status: text('status').$type<UserStatus>().notNull().default('pending_phone'),
    registrationSource: text('registration_source').notNull().default('Lainnya'),
    /** The plan bought; only a verified payment (or a zero total) raises it. */
    plan: text('plan').$type<PlanId>().notNull().default('basic'),
    phoneVerifiedAt: timestamp('phone_verified_at', { withTimezone: true }),
    /** Set by the link in the sign-up email, or by Google vouching for the address. */
    emailVerifiedAt: timestamp('email_verified_at', { withTimezone: true }),
    /**
     * Set when the couple asks to delete the account: everything of theirs is erased at this time
     * unless they sign in before it (decision 043).
     */
    deletionDueAt: timestamp('deletion_due_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [uniqueIndex('users_email_lower_unique').on(sql`lower(${table.email})`)],
);

export type User = typeof users.$inferSelect;
export type NewUser = typeof users.$inferInsert;
