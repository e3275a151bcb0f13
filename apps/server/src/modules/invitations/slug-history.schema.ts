import { index, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { invitations } from './invitations.schema';

/**
 * Links an invitation held before its couple chose another. Guests keep the old link in their
 * chats, so it answers with a redirect to the current one and is not given to another couple for
 * as long as the invitation exists (decision 017); deleting the invitation frees it.
 */
export const invitationSlugHistory = pgTable(
  'invitation_slug_history',
  {
    slug: text('slug').primaryKey(),
    invitationId: uuid('invitation_id')
      .notNull()
      .references(() => invitations.id, { onDelete: 'cascade' }),
    retiredAt: timestamp('retired_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [index('invitation_slug_history_invitation_idx').on(table.invitationId)],
);
