import {
  boolean,
  index,
  integer,
  jsonb,
  pgTable,
  text,
  timestamp,
  uuid,
} from 'drizzle-orm/pg-core';
import type { GuestPhotoStatus } from '@kabar/shared';
import { guests } from '../guests/guests.schema';
import { invitations } from '../invitations/invitations.schema';
import type { StoredVariant } from '../media/media.schema';

/**
 * A photo a guest sent to the invitation's album: only our re-encoded WebP variants are kept,
 * never their file (docs/security.md #47). The sender's name is copied in, so the photo keeps who
 * sent it when the guest leaves the list.
 */
export const guestPhotos = pgTable(
  'guest_photos',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    invitationId: uuid('invitation_id')
      .notNull()
      .references(() => invitations.id, { onDelete: 'cascade' }),
    guestId: uuid('guest_id').references(() => guests.id, { onDelete: 'set null' }),
    senderName: text('sender_name').notNull(),
    status: text('status').$type<GuestPhotoStatus>().notNull(),
    /** Guests' reports; each address reports within its own rate limit. */
    reports: integer('reports').notNull().default(0),
    width: integer('width').notNull(),
    height: integer('height').notNull(),
    variants: jsonb('variants').$type<StoredVariant[]>().notNull(),
    originalBytes: integer('original_bytes').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [index('guest_photos_invitation_idx').on(table.invitationId, table.createdAt)],
);

export type GuestPhoto = typeof guestPhotos.$inferSelect;

/** The couple's choices for the album: approval, the thank-you note, the live wall's link. */
export const invitationAlbums = pgTable('invitation_albums', {
  invitationId: uuid('invitation_id')
    .primaryKey()
    .references(() => invitations.id, { onDelete: 'cascade' }),
  approvalRequired: boolean('approval_required').notNull().default(false),
  thankYouNote: text('thank_you_note').notNull().default(''),
  /** The live wall's secret; a new one revokes the old, null means no wall link. */
  wallToken: text('wall_token').unique(),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
});

export type InvitationAlbum = typeof invitationAlbums.$inferSelect;
