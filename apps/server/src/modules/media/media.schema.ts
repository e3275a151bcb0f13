import { index, integer, jsonb, pgTable, timestamp, uuid } from 'drizzle-orm/pg-core';
import { users } from '../users/users.schema';

export interface StoredVariant {
  width: number;
  height: number;
  /** Where the storage keeps it; the public address comes from the storage, not the row. */
  key: string;
}

/** A photo a couple uploaded: only our re-encoded WebP variants are kept, never their file. */
export const uploadedPhotos = pgTable(
  'uploaded_photos',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    width: integer('width').notNull(),
    height: integer('height').notNull(),
    variants: jsonb('variants').$type<StoredVariant[]>().notNull(),
    /** Size of what the couple sent, for quotas and support questions. */
    originalBytes: integer('original_bytes').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [index('uploaded_photos_user_idx').on(table.userId)],
);

export type UploadedPhoto = typeof uploadedPhotos.$inferSelect;
export type NewUploadedPhoto = typeof uploadedPhotos.$inferInsert;
