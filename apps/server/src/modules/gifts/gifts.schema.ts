import { index, integer, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import type { GiftKind, GiftStatus } from '@kabar/shared';
import { invitations } from '../invitations/invitations.schema';
import { guests } from '../guests/guests.schema';

/**
 * The family's record of envelopes and gifts. The giver's name is copied in, so the record
 * survives the guest being removed from the list.
 */
export const gifts = pgTable(
  'gifts',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    invitationId: uuid('invitation_id')
      .notNull()
      .references(() => invitations.id, { onDelete: 'cascade' }),
    guestId: uuid('guest_id').references(() => guests.id, { onDelete: 'set null' }),
    fromName: text('from_name').notNull(),
    kind: text('kind').$type<GiftKind>().notNull(),
    /** Whole rupiah; null when only a description was noted (a gift, an unopened envelope). */
    amount: integer('amount'),
    description: text('description').notNull().default(''),
    receivedAt: timestamp('received_at', { withTimezone: true }).notNull().defaultNow(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    /** What the couple noted is confirmed; a guest's "Sudah kirim" waits for their check. */
    status: text('status').$type<GiftStatus>().notNull().default('confirmed'),
  },
  (table) => [index('gifts_invitation_idx').on(table.invitationId)],
);

/**
 * The digital envelope beyond the form's accounts: the QRIS (its decoded payload only, never the
 * couple's image) and the gift address, which only personal links show (security rule 69).
 */
export const invitationGiftSettings = pgTable('invitation_gift_settings', {
  invitationId: uuid('invitation_id')
    .primaryKey()
    .references(() => invitations.id, { onDelete: 'cascade' }),
  qrisPayload: text('qris_payload'),
  qrisMerchant: text('qris_merchant'),
  giftAddress: text('gift_address').notNull().default(''),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
});

export type Gift = typeof gifts.$inferSelect;
