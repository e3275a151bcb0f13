import { and, eq } from 'drizzle-orm';
import type { FastifyBaseLogger, FastifyInstance } from 'fastify';
import type { z } from 'zod';
import { orderAmounts, type createOrderSchema, type SiteConfig } from '@kabar/shared';
import type { Db } from '../../db/client';
import { AppError } from '../../http/errors';
import { grantOrderEntitlements } from './order-entitlements';
import type { PaymentProvider } from './payment-provider';
import { findUsableVoucher } from './usable-vouchers';
import { newOrderId } from './order-id';
import { PAYMENT_WINDOW_MS } from './order-status';
import { orders, type Order } from './orders.schema';
import { resolveOrderItem } from './resolve-order-item';
import { sendOrderReceipt } from './send-order-receipt';
import { businessMetrics } from '../../observability/metrics';

export interface CreateOrderDeps {
  db: Db;
  provider: PaymentProvider;
  jobs: FastifyInstance['jobs'];
  site: SiteConfig;
  log: FastifyBaseLogger;
  now?: Date;
}

const PROVIDER_UNREACHABLE = 'Layanan pembayaran sedang tidak dapat dihubungi. Silakan coba lagi.';

/**
 * Starts an order at the server's price. The voucher is checked and its use counted under a row
 * lock in the same transaction that inserts the order, so a limit holds under concurrent
 * checkouts. A zero total is paid at once, entitlements granted in that transaction; otherwise
 * the provider opens a transaction and the order carries the address to pay at.
 */
export async function createOrder(
  deps: CreateOrderDeps,
  userId: string,
  input: z.output<typeof createOrderSchema>,
): Promise<Order> {
  const now = deps.now ?? new Date();
  const item = await resolveOrderItem(deps.db, userId, input.item);
  if (item.alreadyOwned) {
    throw new AppError(
      409,
      item.type === 'plan'
        ? `${item.name} atau yang lebih tinggi sudah aktif di akunmu.`
        : `${item.name} sudah bisa kamu pakai.`,
    );
  }
  if (item.price > 0 && !deps.provider.methods.includes(input.payment_method)) {
    throw new AppError(422, 'Metode pembayaran ini belum tersedia.', {
      errors: { payment_method: 'Metode pembayaran ini belum tersedia.' },
    });
  }

  const order = await deps.db.transaction(async (tx) => {
    const voucher = input.voucher_code
      ? await findUsableVoucher(tx, input.voucher_code, {
          now,
          field: 'voucher_code',
          item,
          lock: true,
        })
      : null;
    const { subtotal, discount, total } = orderAmounts(item.price, voucher);
    const free = total === 0;
    const [row] = await tx
      .insert(orders)
      .values({
        id: newOrderId(now),
        userId,
        buyerEmail: input.email,
        buyerName: input.name,
        note: input.note || null,
        itemType: item.type,
        planId: item.planId,
        themeId: item.themeId,
        itemName: item.name,
        subtotal,
        discount,
        total,
        voucherId: voucher?.id ?? null,
        voucherCode: voucher?.code ?? null,
        paymentMethod: input.payment_method,
        provider: free ? 'none' : deps.provider.name,
        status: free ? 'paid' : 'awaiting_payment',
        paidAt: free ? now : null,
        expiresAt: new Date(now.getTime() + PAYMENT_WINDOW_MS),
        createdAt: now,
        updatedAt: now,
      })
      .returning();
    if (free) await grantOrderEntitlements(tx, row!);
    return row!;
  });

  if (order.status === 'paid') {
    businessMetrics.ordersPaid.inc();
    await sendOrderReceipt(deps, order);
    return order;
  }

  try {
    const created = await deps.provider.createTransaction({
      orderId: order.id,
      grossAmount: order.total,
      method: order.paymentMethod,
      item: {
        id: order.planId ?? `THEME-${order.themeId}`,
        name: order.itemName,
        price: order.subtotal,
      },
      discount: order.voucherCode ? { code: order.voucherCode, amount: order.discount } : null,
      customer: { name: order.buyerName, email: order.buyerEmail },
      expiresAt: order.expiresAt,
    });
    const [updated] = await deps.db
      .update(orders)
      .set({ providerRef: created.reference, payUrl: created.payUrl, updatedAt: new Date() })
      .where(eq(orders.id, order.id))
      .returning();
    return updated!;
  } catch (error) {
    deps.log.error({ err: error, orderId: order.id }, 'payment provider refused the transaction');
    // Closed at once, so the voucher use it held goes back.
    await deps.db
      .update(orders)
      .set({ status: 'failed', expiresAt: now, updatedAt: new Date() })
      .where(and(eq(orders.id, order.id), eq(orders.status, 'awaiting_payment')));
    throw new AppError(502, PROVIDER_UNREACHABLE);
  }
}
