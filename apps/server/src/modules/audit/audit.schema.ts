import { bigserial, index, jsonb, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';

/**
 * Every operator action, append-only: a trigger (migration 0015) refuses UPDATE, DELETE and
 * TRUNCATE, so nothing in the console or the code can rewrite it. The actor is not a foreign key:
 * the record outlives an operator's account.
 */
export const auditEvents = pgTable(
  'audit_events',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    /** Null for the command line (`npm run admin`), which acts without an account. */
    actorId: uuid('actor_id'),
    actorEmail: text('actor_email').notNull(),
    action: text('action').notNull(),
    recordType: text('record_type').notNull(),
    recordId: text('record_id').notNull(),
    before: jsonb('before'),
    after: jsonb('after'),
    address: text('address').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [index('audit_events_created_idx').on(table.createdAt.desc())],
);

export type AuditEvent = typeof auditEvents.$inferSelect;
