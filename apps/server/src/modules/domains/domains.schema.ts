import { sql } from 'drizzle-orm';
import { check, index, pgTable, text, timestamp, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { invitations } from '../invitations/invitations.schema';

/**
 * A couple's own hostname for one invitation (VIP, decision 013). `hostname` is stored normalised
 * (lower-case punycode). Several invitations may claim a name while unverified, so a claim nobody
 * proves never blocks the owner (issue 25); only one may hold it verified, and verifying removes
 * the others (`verifyClaim`).
 */
export const customDomains = pgTable(
  'custom_domains',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    invitationId: uuid('invitation_id')
      .notNull()
      .references(() => invitations.id, { onDelete: 'cascade' }),
    hostname: text('hostname').notNull(),
    /** The value of the `_kabar-verify` TXT record that proves the couple controls the domain. */
    verifyToken: text('verify_token').notNull(),
    status: text('status', { enum: ['pending', 'verified', 'failed'] })
      .notNull()
      .default('pending'),
    /** Why it failed, or what a pending check still misses. */
    reason: text('reason'),
    /** JSON of the last check's per-record findings, for the dashboard's list. */
    found: text('found'),
    checkedAt: timestamp('checked_at', { withTimezone: true }),
    verifiedAt: timestamp('verified_at', { withTimezone: true }),
    /** Set by the first request that reached us over HTTPS on this name. */
    certificateSeenAt: timestamp('certificate_seen_at', { withTimezone: true }),
    recordsMissingSince: timestamp('records_missing_since', { withTimezone: true }),
    planLostAt: timestamp('plan_lost_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    uniqueIndex('custom_domains_verified_hostname_key')
      .on(table.hostname)
      .where(sql`${table.status} = 'verified'`),
    index('custom_domains_hostname_idx').on(table.hostname),
    uniqueIndex('custom_domains_invitation_key').on(table.invitationId),
    check('custom_domains_status_check', sql`${table.status} in ('pending', 'verified', 'failed')`),
  ],
);

export type CustomDomain = typeof customDomains.$inferSelect;
