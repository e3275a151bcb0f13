import { integer, pgTable, text, timestamp } from 'drizzle-orm/pg-core';
import type { PaymentMethodId, SandboxTransactionStatus } from '@kabar/shared';

export type { SandboxTransactionStatus };

/**
 * The sandbox provider's own ledger, kept apart from orders as a real provider's would be: the pay
 * page shows it, and only a signed notification carries its outcome back to the order.
 */
export const sandboxTransactions = pgTable('sandbox_transactions', {
  orderId: text('order_id').primaryKey(),
  grossAmount: integer('gross_amount').notNull(),
  method: text('method').$type<PaymentMethodId>().notNull(),
  itemName: text('item_name').notNull(),
  /** Virtual account or transfer number; null for QRIS and e-wallets. */
  accountNumber: text('account_number'),
  finishUrl: text('finish_url').notNull(),
  status: text('status').$type<SandboxTransactionStatus>().notNull().default('pending'),
  expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
});
