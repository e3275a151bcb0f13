import { sql } from 'drizzle-orm';
import { index, integer, pgTable, text, timestamp, uniqueIndex, uuid } from 'drizzle-orm/pg-core';

export const CODE_PURPOSES = ['register', 'google', 'password_reset', 'password_change'] as const;
export type CodePurpose = (typeof CODE_PURPOSES)[number];

/**
 * Six-digit codes for phone verification and password reset (docs/security.md #5-8). Only an HMAC
 * of the code is kept; a code is bound to its target (a phone, or a user id for resets) and
 * purpose.
 */
export const oneTimeCodes = pgTable(
  'one_time_codes',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    purpose: text('purpose').$type<CodePurpose>().notNull(),
    target: text('target').notNull(),
    codeHash: text('code_hash').notNull(),
    /** Counted in SQL before each comparison; the sixth attempt fails even with the right code. */
    attempts: integer('attempts').notNull().default(0),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    consumedAt: timestamp('consumed_at', { withTimezone: true }),
    /** A resend replaces the previous code. */
    supersededAt: timestamp('superseded_at', { withTimezone: true }),
  },
  (table) => [
    index('one_time_codes_target_idx').on(table.target, table.purpose, table.createdAt),
    // At most one live code per target and purpose, even when two sends race.
    uniqueIndex('one_time_codes_live_unique')
      .on(table.target, table.purpose)
      .where(sql`${table.consumedAt} is null and ${table.supersededAt} is null`),
  ],
);

export type OneTimeCode = typeof oneTimeCodes.$inferSelect;
