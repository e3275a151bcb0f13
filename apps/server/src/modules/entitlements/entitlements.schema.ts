import { integer, pgTable, primaryKey, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { themes } from '../themes/themes.schema';
import { users } from '../users/users.schema';

/** Single themes a couple bought. Written only when a payment is verified (payments issue). */
export const themePurchases = pgTable(
  'theme_purchases',
  {
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    themeId: integer('theme_id')
      .notNull()
      .references(() => themes.id),
    /** The order that paid for it, once orders exist; text so this table does not depend on them. */
    orderRef: text('order_ref'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [primaryKey({ columns: [table.userId, table.themeId] })],
);
