import { pgTable, text, timestamp } from 'drizzle-orm/pg-core';

/**
 * Messages already handed to the mail server, by a key the sender chose (a receipt's order id, a
 * reset request's id). A job may run twice (at-least-once); the second run finds its key here.
 */
export const deliveredMessages = pgTable('delivered_messages', {
  key: text('key').primaryKey(),
  deliveredAt: timestamp('delivered_at', { withTimezone: true }).notNull().defaultNow(),
});
