import { and, desc, eq, ilike, inArray, isNull, or } from 'drizzle-orm';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { ADMIN_MESSAGES, type AdminOrder } from '@kabar/shared';
import type { Db } from '../../db/client';
import { AppError, NotFoundError } from '../../http/errors';
import { enqueueMail } from '../../jobs/mail-jobs';
import { recordAudit } from '../audit/record-audit';
import { hasCustomDomainPlan } from '../domains/domain-state';
import { customDomains } from '../domains/domains.schema';
import { invitations } from '../invitations/invitations.schema';
import { applyPaymentOutcome } from '../orders/apply-payment-outcome';
import { renderOrderReceipt } from '../orders/order-receipt';
import { orders, type Order } from '../orders/orders.schema';
import { PaymentProviderError } from '../orders/payment-provider';
import { users } from '../users/users.schema';
import { likeText, phoneFromSearch } from './search-text';

const SEARCH_LIMIT = 50;
export const ORDER_NOT_FOUND = 'Pesanan tidak ditemukan.';

export function toAdminOrder(order: Order): AdminOrder {
  return {
    id: order.id,
    user_id: order.userId,
    buyer_email: order.buyerEmail,
    buyer_name: order.buyerName,
    item_name: order.itemName,
    subtotal: order.subtotal,
    discount: order.discount,
    total: order.total,
    voucher_code: order.voucherCode,
    provider: order.provider,
    status: order.status,
    created_at: order.createdAt.toISOString(),
    paid_at: order.paidAt?.toISOString() ?? null,
    refunded_at: order.refundedAt?.toISOString() ?? null,
    refund_reason: order.refundReason,
  };
}

/** Orders by id, buyer's or account's email, or the account's phone; the newest when no text. */
export async function searchOrders(db: Db, text: string): Promise<Order[]> {
  const phone = phoneFromSearch(text);
  const matches = text
    ? or(
        ilike(orders.id, likeText(text)),
        ilike(orders.buyerEmail, likeText(text)),
        ilike(users.email, likeText(text)),
        phone ? eq(users.phone, phone) : undefined,
      )
    : undefined;
  const rows = await db
    .select({ order: orders })
    .from(orders)
    .leftJoin(users, eq(users.id, orders.userId))
    .where(matches)
    .orderBy(desc(orders.createdAt))
    .limit(SEARCH_LIMIT);
  return rows.map((row) => row.order);
}

export async function findOrderOr404(db: Db, id: string): Promise<Order> {
  const [order] = await db.select().from(orders).where(eq(orders.id, id));
  if (!order) throw new NotFoundError(ORDER_NOT_FOUND);
  return order;
}

/**
 * Refunds a paid order: the status and the entitlements it gave go back in one transaction (the
 * provider's refund path, applyPaymentOutcome), with the reason and the audit entry. A custom
 * domain the couple no longer has the plan for enters its notice period at once.
 */
export async function refundOrder(
  app: FastifyInstance,
  request: FastifyRequest,
  orderId: string,
  reason: string,
): Promise<Order> {
  const now = new Date();
  const current = await findOrderOr404(app.db, orderId);
  if (current.status !== 'paid') throw new AppError(422, ADMIN_MESSAGES.refundNotPaid);
  await refundThroughProvider(app, current, reason);
  const refunded = await app.db.transaction(async (tx) => {
    const [order] = await tx.select().from(orders).where(eq(orders.id, orderId)).for('update');
    if (!order) throw new NotFoundError(ORDER_NOT_FOUND);
    if (order.status !== 'paid') throw new AppError(422, ADMIN_MESSAGES.refundNotPaid);
    const { order: moved } = await applyPaymentOutcome(tx, {
      order,
      outcome: 'refunded',
      providerStatus: order.provider === 'none' ? (order.providerStatus ?? 'refund') : 'refund',
      now,
    });
    const [row] = await tx
      .update(orders)
      .set({ refundedAt: now, refundReason: reason })
      .where(eq(orders.id, orderId))
      .returning();
    await recordAudit(tx, request, {
      action: 'order.refunded',
      recordType: 'order',
      recordId: orderId,
      before: { status: order.status },
      after: { status: moved.status, reason },
    });
    if (row!.userId) await startDomainNotice(tx, row!.userId, now);
    return row!;
  });
  return refunded;
}

/**
 * The money goes back through the provider that took it (its refund API), before the order's
 * transaction: a provider call never holds a database connection (the embedded PGlite has only
 * one). The refund key is the order's, so two operators at once, or a retry after a lost answer,
 * make the same one refund. A free order moved no money. A refusal changes nothing.
 */
async function refundThroughProvider(app: FastifyInstance, order: Order, reason: string) {
  if (order.provider === 'none' || order.total === 0) return;
  if (order.provider !== app.payments.name) {
    throw new AppError(422, ADMIN_MESSAGES.refundOtherProvider(order.provider));
  }
  try {
    await app.payments.refund(order.id, {
      refundKey: `${order.id}-refund`,
      amount: order.total,
      reason,
    });
  } catch (error) {
    if (!(error instanceof PaymentProviderError)) throw error;
    throw new AppError(502, `${ADMIN_MESSAGES.refundRefused} ${error.message}`);
  }
}

/** Starts the notice of the couple's custom domains when their plan no longer covers them. */
async function startDomainNotice(tx: Db, userId: string, now: Date) {
  const [user] = await tx.select({ plan: users.plan }).from(users).where(eq(users.id, userId));
  if (!user || hasCustomDomainPlan(user.plan)) return;
  const owned = tx
    .select({ id: invitations.id })
    .from(invitations)
    .where(eq(invitations.userId, userId));
  await tx
    .update(customDomains)
    .set({ planLostAt: now })
    .where(and(inArray(customDomains.invitationId, owned), isNull(customDomains.planLostAt)));
}

/** Sends the receipt again, as a new mail (the first one's key would make this a no-op). */
export async function resendReceipt(app: FastifyInstance, request: FastifyRequest, id: string) {
  const order = await findOrderOr404(app.db, id);
  if (order.status !== 'paid') throw new AppError(422, ADMIN_MESSAGES.receiptNotPaid);
  await enqueueMail(
    app,
    `receipt:${order.id}:again:${Date.now()}`,
    renderOrderReceipt(order, app.config.site),
  );
  await recordAudit(app.db, request, {
    action: 'order.receipt_resent',
    recordType: 'order',
    recordId: order.id,
    after: { to: order.buyerEmail },
  });
}
