import { sql } from 'drizzle-orm';
import { check, integer, pgTable, text, timestamp } from 'drizzle-orm/pg-core';
import type { PlanId } from '@kabar/shared';

/**
 * The plans' current prices, changed from the console without a deploy. The plans themselves
 * (names, tiers, features) stay in packages/shared/src/plans.ts; an order keeps its own price.
 */
export const planPrices = pgTable(
  'plan_prices',
  {
    planId: text('plan_id').$type<PlanId>().primaryKey(),
    /** Whole rupiah. */
    price: integer('price').notNull(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [check('plan_prices_price', sql`${table.price} >= 0`)],
);
