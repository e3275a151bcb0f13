import {
  boolean,
  integer,
  jsonb,
  numeric,
  pgTable,
  serial,
  text,
  timestamp,
} from 'drizzle-orm/pg-core';
import type { FormConfig } from '@kabar/shared';

export const themeTypes = pgTable('theme_types', {
  id: serial('id').primaryKey(),
  name: text('name').notNull().unique(),
});

export const themes = pgTable('themes', {
  id: serial('id').primaryKey(),
  /** Stable key the seed upserts by, so seeding twice changes nothing. */
  code: text('code').notNull().unique(),
  name: text('name').notNull(),
  description: text('description').notNull(),
  price: numeric('price', { precision: 12, scale: 2 }).notNull(),
  photoPath: text('photo_path').notNull(),
  themeTypeId: integer('theme_type_id')
    .notNull()
    .references(() => themeTypes.id),
  websiteUrl: text('website_url'),
  isActive: boolean('is_active').notNull().default(true),
  sortOrder: integer('sort_order').notNull().default(0),
  formConfig: jsonb('form_config').$type<FormConfig>().notNull(),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
});
