import { boolean, index, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { users } from '../modules/users/users.schema';

/**
 * One sign-in: a family of refresh tokens that replace each other. Revoking the session ends every
 * token in it (logout, reuse detection, password change or reset).
 */
export const authSessions = pgTable(
  'auth_sessions',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    /** "Ingat saya": a persistent cookie and the longer fixed lifetime. */
    remember: boolean('remember').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    /** Fixed at sign-in; refreshing never extends it (docs/security.md #13). */
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    revokedAt: timestamp('revoked_at', { withTimezone: true }),
    revokedReason: text('revoked_reason'),
  },
  (table) => [index('auth_sessions_user_idx').on(table.userId)],
);

/** Opaque refresh tokens, stored only as SHA-256 of 256 random bits. */
export const refreshTokens = pgTable(
  'refresh_tokens',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    sessionId: uuid('session_id')
      .notNull()
      .references(() => authSessions.id, { onDelete: 'cascade' }),
    tokenHash: text('token_hash').notNull().unique(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    /** Set when this token was exchanged for its successor. */
    replacedAt: timestamp('replaced_at', { withTimezone: true }),
    replacedBy: uuid('replaced_by'),
  },
  (table) => [index('refresh_tokens_session_idx').on(table.sessionId)],
);

export type AuthSession = typeof authSessions.$inferSelect;
export type RefreshTokenRow = typeof refreshTokens.$inferSelect;
