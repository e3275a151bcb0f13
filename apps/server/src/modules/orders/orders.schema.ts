import { sql } from 'drizzle-orm';
import { check, index, integer, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import type { OrderStatus, PaymentMethodId, PurchasablePlanId } from '@kabar/shared';
import { themes } from '../themes/themes.schema';
import { users } from '../users/users.schema';
import { vouchers } from '../vouchers/vouchers.schema';

/**
 * One purchase. Amounts are whole rupiah computed on the server; the status only moves forward
 * (order-status.ts). The id is also the provider's order_id (A-Z, 0-9 and '-', under 50 chars).
 */
export const orders = pgTable(
  'orders',
  {
    id: text('id').primaryKey(),
    /** Null once the buyer's account is erased: the order stays, without them, for tax records. */
    userId: uuid('user_id').references(() => users.id, { onDelete: 'set null' }),
    buyerEmail: text('buyer_email').notNull(),
    buyerName: text('buyer_name').notNull(),
    note: text('note'),
    itemType: text('item_type').$type<'plan' | 'theme'>().notNull(),
    planId: text('plan_id').$type<PurchasablePlanId>(),
    themeId: integer('theme_id').references(() => themes.id),
    /** The item's name when bought, so history reads the same after a rename. */
    itemName: text('item_name').notNull(),
    subtotal: integer('subtotal').notNull(),
    discount: integer('discount').notNull().default(0),
    total: integer('total').notNull(),
    voucherId: integer('voucher_id').references(() => vouchers.id),
    voucherCode: text('voucher_code'),
    paymentMethod: text('payment_method').$type<PaymentMethodId>().notNull(),
    /** 'sandbox' or 'midtrans'; 'none' when the total was zero. */
    provider: text('provider').notNull(),
    providerRef: text('provider_ref'),
    payUrl: text('pay_url'),
    /** The provider's last transaction_status, as received. */
    providerStatus: text('provider_status'),
    status: text('status').$type<OrderStatus>().notNull().default('awaiting_payment'),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    paidAt: timestamp('paid_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
    /** Set by an operator's refund (the console), with the reason they gave. */
    refundedAt: timestamp('refunded_at', { withTimezone: true }),
    refundReason: text('refund_reason'),
  },
  (table) => [
    index('orders_user_created_idx').on(table.userId, table.createdAt),
    index('orders_voucher_status_idx').on(table.voucherId, table.status),
    check(
      'orders_amounts',
      sql`${table.subtotal} >= 0 and ${table.discount} >= 0 and ${table.total} = ${table.subtotal} - ${table.discount} and ${table.total} >= 0`,
    ),
    check(
      'orders_item',
      sql`(${table.itemType} = 'plan' and ${table.planId} is not null) or (${table.itemType} = 'theme' and ${table.themeId} is not null)`,
    ),
    check(
      'orders_status',
      sql`${table.status} in ('awaiting_payment', 'review', 'paid', 'failed', 'expired', 'refunded')`,
    ),
  ],
);

export type Order = typeof orders.$inferSelect;
