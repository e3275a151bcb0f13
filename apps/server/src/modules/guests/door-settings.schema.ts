import { integer, jsonb, pgTable, timestamp, uuid } from 'drizzle-orm/pg-core';
import type { GuestCategoryLabels } from '@kabar/shared';
import { invitations } from '../invitations/invitations.schema';

/** The couple's settings for the wedding day; absent until they change a default. */
export const doorSettings = pgTable('door_settings', {
  invitationId: uuid('invitation_id')
    .primaryKey()
    .references(() => invitations.id, { onDelete: 'cascade' }),
  categoryLabels: jsonb('category_labels').$type<GuestCategoryLabels>(),
  souvenirStock: integer('souvenir_stock'),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
});
