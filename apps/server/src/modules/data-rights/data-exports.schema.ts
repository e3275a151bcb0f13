import { index, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { users } from '../users/users.schema';

export type DataExportStatus = 'building' | 'ready' | 'failed';

/**
 * A couple's archive of all their data (decision 043): built by a job into the storage under
 * `exports/<user>/`, fetched only through the mailed link until `expires_at` (docs/security.md #75).
 * Only the link token's SHA-256 is kept.
 */
export const dataExports = pgTable(
  'data_exports',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    status: text('status').$type<DataExportStatus>().notNull().default('building'),
    tokenHash: text('token_hash').unique(),
    storageKey: text('storage_key'),
    expiresAt: timestamp('expires_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [index('data_exports_user_idx').on(table.userId, table.createdAt)],
);

export type DataExport = typeof dataExports.$inferSelect;
