import { pgTable, text, timestamp } from 'drizzle-orm/pg-core';

/**
 * Messages by a key the sender chose (a receipt's order id, a reset request's id): claimed by the
 * job sending it, then marked delivered once the mail server took it. A job may run twice
 * (at-least-once), even at once on two instances; only the claim holder sends, and a later run
 * finds the message delivered. A claim whose holder died lapses and the next run takes it.
 */
export const deliveredMessages = pgTable('delivered_messages', {
  key: text('key').primaryKey(),
  claimedUntil: timestamp('claimed_until', { withTimezone: true }).notNull(),
  deliveredAt: timestamp('delivered_at', { withTimezone: true }),
});
