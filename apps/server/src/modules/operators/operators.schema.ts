import { integer, pgTable, serial, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { users } from '../users/users.schema';

/**
 * The users who run Kabar. A row is made only by `npm run admin -- grant` (never from the web);
 * the TOTP secret is set up on the operator's first sign-in to the console.
 */
export const operators = pgTable('operators', {
  userId: uuid('user_id')
    .primaryKey()
    .references(() => users.id, { onDelete: 'cascade' }),
  grantedAt: timestamp('granted_at', { withTimezone: true }).notNull().defaultNow(),
  /** Base32; set when setup starts, trusted once a code from it was confirmed. */
  totpSecret: text('totp_secret'),
  totpConfirmedAt: timestamp('totp_confirmed_at', { withTimezone: true }),
  /** The 30-second step of the last code accepted: that code, and any older one, is refused. */
  lastTotpStep: integer('last_totp_step'),
});

/** One-time recovery codes, stored only as SHA-256. */
export const operatorRecoveryCodes = pgTable('operator_recovery_codes', {
  id: serial('id').primaryKey(),
  userId: uuid('user_id')
    .notNull()
    .references(() => operators.userId, { onDelete: 'cascade' }),
  codeHash: text('code_hash').notNull().unique(),
  usedAt: timestamp('used_at', { withTimezone: true }),
});

export type Operator = typeof operators.$inferSelect;
