import { sql } from 'drizzle-orm';
import {
  boolean,
  check,
  integer,
  jsonb,
  pgTable,
  serial,
  text,
  timestamp,
} from 'drizzle-orm/pg-core';
import type { PurchasablePlanId, VoucherKind } from '@kabar/shared';

/**
 * Discount codes. Uses are not counted in a column: an order holds its voucher while it is paid or
 * still payable, so an abandoned checkout gives its use back when it expires (see redeem-voucher).
 */
export const vouchers = pgTable(
  'vouchers',
  {
    id: serial('id').primaryKey(),
    /** Upper case, at most 20 characters (checked here as well as by the shared schema). */
    code: text('code').notNull().unique(),
    kind: text('kind').$type<VoucherKind>().notNull(),
    /** Whole rupiah for `fixed`, 1-100 for `percent`. */
    amount: integer('amount').notNull(),
    /** Upper bound of a percentage discount, in rupiah; null for none. */
    maxDiscount: integer('max_discount'),
    validFrom: timestamp('valid_from', { withTimezone: true }),
    validUntil: timestamp('valid_until', { withTimezone: true }),
    /** How many orders may use it in total; null for no limit. */
    usageLimit: integer('usage_limit'),
    isActive: boolean('is_active').notNull().default(true),
    /** Shown as the hint in the checkout's voucher dialog. */
    isFeatured: boolean('is_featured').notNull().default(false),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    /** The plans it discounts; null for every plan (and, with themeIds null too, everything). */
    planIds: jsonb('plan_ids').$type<PurchasablePlanId[]>(),
    /** The themes it discounts; null for every theme. */
    themeIds: jsonb('theme_ids').$type<number[]>(),
  },
  (table) => [
    check(
      'vouchers_code_format',
      sql`${table.code} = upper(${table.code}) and length(${table.code}) between 1 and 20`,
    ),
    check('vouchers_kind', sql`${table.kind} in ('fixed', 'percent')`),
    check(
      'vouchers_amount',
      sql`${table.amount} > 0 and (${table.kind} = 'fixed' or ${table.amount} <= 100)`,
    ),
    check('vouchers_usage_limit', sql`${table.usageLimit} is null or ${table.usageLimit} >= 0`),
  ],
);

export type Voucher = typeof vouchers.$inferSelect;
