import { eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { businessMetrics } from '../../observability/metrics';
import { freePort } from '../../test/server-process';
import { authHeaders, createTestUser } from '../../test/test-users';
import { useTestApp } from '../../test/test-app';
import { getEntitlements } from '../entitlements/entitlements.queries';
import {
  eventually,
  useMidtransStandIn,
  useNotificationEndpoint,
  useSmtpCapture,
} from '../../test/payment-test-support';
import { orders } from '../orders/orders.schema';
import { RECONCILE_AFTER_MINUTES, reconcilePendingOrders } from './reconcile-pending-orders';

const SERVER_KEY = 'SB-Mid-server-kabar-rekonsiliasi';
const env: Record<string, string> = {};
const midtrans = useMidtransStandIn(SERVER_KEY, env);
const mail = useSmtpCapture(env);
const ctx = useTestApp({ env });
const notifications = useNotificationEndpoint(ctx);
/** Where a notification goes to be lost: nothing listens there. */
let nowhere: string;
beforeAll(async () => {
  nowhere = `http://127.0.0.1:${await freePort()}/api/payments/notification`;
});

async function startOrder() {
  const user = await createTestUser(ctx.database.db);
  const res = await ctx.app.inject({
    method: 'POST',
    url: '/api/orders',
    headers: await authHeaders(ctx, user),
    payload: {
      item: { type: 'plan', id: 'vip' },
      email: user.email,
      name: user.name,
      payment_method: 'qris',
    },
  });
  expect(res.statusCode).toBe(201);
  return { user, orderId: (res.json().data as { order_id: string }).order_id };
}

/** The provider records the status, but its notification never reaches us. */
async function lostNotification(orderId: string, status: string) {
  await expect(midtrans.snap.notify(nowhere, orderId, status)).rejects.toThrow();
}

async function statusOf(orderId: string) {
  const [row] = await ctx.database.db.select().from(orders).where(eq(orders.id, orderId));
  return row!.status;
}

const later = () => new Date(Date.now() + (RECONCILE_AFTER_MINUTES + 1) * 60 * 1000);
const paidCount = async () => (await businessMetrics.ordersPaid.get()).values[0]?.value ?? 0;
const receiptsFor = (email: string) => mail.filter((m) => m.to.includes(email));

describe('nightly reconciliation with the provider', () => {
  it('pays an order whose notification was lost, once, even when the notification comes too', async () => {
    const { user, orderId } = await startOrder();
    await lostNotification(orderId, 'settlement');
    expect(await statusOf(orderId)).toBe('awaiting_payment');
    const paidBefore = await paidCount();

    const report = await reconcilePendingOrders(ctx.app, later());
    expect(report.changed).toBeGreaterThanOrEqual(1);
    expect(await statusOf(orderId)).toBe('paid');
    expect((await getEntitlements(ctx.database.db, user.id)).plan).toBe('vip');

    // The provider's own retry arrives after all, and the next night's run asks again.
    expect((await midtrans.snap.notify(notifications.url, orderId, 'settlement')).status).toBe(200);
    await reconcilePendingOrders(ctx.app, later());
    expect(await paidCount()).toBe(paidBefore + 1);
    await eventually(() => expect(receiptsFor(user.email)).toHaveLength(1), 10_000);
    await new Promise((resolve) => setTimeout(resolve, 1500));
    expect(receiptsFor(user.email)).toHaveLength(1);
  });

  it('leaves young orders, unknown transactions and still-pending ones open; closes expired ones', async () => {
    const young = await startOrder();
    await lostNotification(young.orderId, 'settlement');
    const unknown = await startOrder();
    const pending = await startOrder();
    await lostNotification(pending.orderId, 'pending');
    const expired = await startOrder();
    await lostNotification(expired.orderId, 'expire');

    await reconcilePendingOrders(ctx.app, new Date());
    expect(await statusOf(young.orderId)).toBe('awaiting_payment');

    await reconcilePendingOrders(ctx.app, later());
    expect(await statusOf(young.orderId)).toBe('paid');
    expect(await statusOf(unknown.orderId)).toBe('awaiting_payment');
    expect(await statusOf(pending.orderId)).toBe('awaiting_payment');
    expect(await statusOf(expired.orderId)).toBe('expired');
    expect((await getEntitlements(ctx.database.db, expired.user.id)).plan).toBe('basic');
  });

  it('skips orders it cannot ask about, and says so', async () => {
    const { orderId } = await startOrder();
    await lostNotification(orderId, 'settlement');
    const original = ctx.app.payments.fetchStatus;
    const { PaymentProviderError } = await import('../orders/payment-provider');
    ctx.app.payments.fetchStatus = () => Promise.reject(new PaymentProviderError('down'));
    try {
      const report = await reconcilePendingOrders(ctx.app, later());
      expect(report.unreachable).toBe(report.asked);
      expect(await statusOf(orderId)).toBe('awaiting_payment');
    } finally {
      ctx.app.payments.fetchStatus = original;
    }
  });
});
