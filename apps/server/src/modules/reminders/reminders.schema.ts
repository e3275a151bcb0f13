import { pgTable, primaryKey, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import type { DatedRoundKind, GuestLanguage } from '@kabar/shared';
import { invitations } from '../invitations/invitations.schema';

/**
 * The couple's own words for a dated round (issue 27 item 5, issue 29 item 6); absent rows use
 * each language's defaults in `packages/shared/src/reminder-rounds.ts`.
 */
export const roundTemplates = pgTable(
  'round_templates',
  {
    invitationId: uuid('invitation_id')
      .notNull()
      .references(() => invitations.id, { onDelete: 'cascade' }),
    kind: text('kind').$type<DatedRoundKind>().notNull(),
    /** Issue 30: one row per language; English guests get the English words. */
    language: text('language').$type<GuestLanguage>().notNull().default('id'),
    template: text('template').notNull(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [primaryKey({ columns: [table.invitationId, table.kind, table.language] })],
);
