import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { ADMIN_MESSAGES } from '@kabar/shared';
import { createTestOperator } from '../../test/test-operators';
import { authHeaders, createTestUser } from '../../test/test-users';
import { useTestApp } from '../../test/test-app';
import { getEntitlements } from '../entitlements/entitlements.queries';
import { orders } from '../orders/orders.schema';
import { countVoucherUses } from '../orders/usable-vouchers';
import { vouchers } from '../vouchers/vouchers.schema';
import { createMidtransProvider } from './midtrans-provider';
import { startMidtransStandIn } from '../../test/midtrans-stand-in';
import {
  eventually,
  useMidtransStandIn,
  useNotificationEndpoint,
  useSmtpCapture,
} from '../../test/payment-test-support';

const SERVER_KEY = 'SB-Mid-server-kabar-uji-1';
const env: Record<string, string> = { PUBLIC_URL: 'https://kabar.example' };
const midtrans = useMidtransStandIn(SERVER_KEY, env);
const mail = useSmtpCapture(env);
const ctx = useTestApp({ env });
const notifications = useNotificationEndpoint(ctx);

async function startOrder(payload: Record<string, unknown> = {}) {
  const user = await createTestUser(ctx.database.db);
  const res = await ctx.app.inject({
    method: 'POST',
    url: '/api/orders',
    headers: await authHeaders(ctx, user),
    payload: {
      item: { type: 'plan', id: 'vip' },
      voucher_code: 'DISKON30',
      email: user.email,
      name: user.name,
      payment_method: 'va_bca',
      ...payload,
    },
  });
  expect(res.statusCode).toBe(201);
  return { user, order: res.json().data as { order_id: string; pay_url: string; total: number } };
}

async function stored(orderId: string) {
  const [row] = await ctx.database.db.select().from(orders).where(eq(orders.id, orderId));
  return row!;
}

const receiptsFor = (email: string) => mail.filter((m) => m.to.includes(email));

describe('Snap create-transaction', () => {
  it('sends the server key, an integer gross amount and lines that add up to it', async () => {
    const { user, order } = await startOrder();
    const request = midtrans.snap.requests.at(-1)!;
    expect(request.authorization).toBe(`Basic ${Buffer.from(`${SERVER_KEY}:`).toString('base64')}`);
    expect(request.body.transaction_details).toEqual({
      order_id: order.order_id,
      gross_amount: 20000,
    });
    expect(request.body.item_details).toEqual([
      { id: 'vip', price: 50000, quantity: 1, name: 'Paket VIP' },
      { id: 'VOUCHER-DISKON30', price: -30000, quantity: 1, name: 'Voucher DISKON30' },
    ]);
    expect(request.body.customer_details).toEqual({ first_name: user.name, email: user.email });
    expect(request.body.enabled_payments).toEqual(['bca_va']);
    expect(request.body.callbacks).toEqual({
      finish: `https://kabar.example/checkout/finish/${order.order_id}`,
    });
    expect(order.pay_url).toMatch(new RegExp(`^${midtrans.snap.url}/snap/v4/redirection/`));
  });
});

describe('HTTP notifications', () => {
  it('a bad or missing signature changes nothing', async () => {
    const { user, order } = await startOrder();
    const forged = await midtrans.snap.notify(notifications.url, order.order_id, 'settlement', {
      signature_key: 'f'.repeat(128),
    });
    expect(forged.status).toBe(403);
    const missing = await midtrans.snap.notify(notifications.url, order.order_id, 'settlement', {
      signature_key: undefined,
    });
    expect(missing.status).toBe(403);
    expect((await stored(order.order_id)).status).toBe('awaiting_payment');
    expect((await getEntitlements(ctx.database.db, user.id)).plan).toBe('basic');
    expect(receiptsFor(user.email)).toHaveLength(0);
  });

  it('a signed notification for another amount changes nothing', async () => {
    const { user, order } = await startOrder();
    const res = await midtrans.snap.notify(notifications.url, order.order_id, 'settlement', {
      gross_amount: '1000.00',
    });
    expect(res.status).toBe(400);
    expect((await stored(order.order_id)).status).toBe('awaiting_payment');
    expect((await getEntitlements(ctx.database.db, user.id)).plan).toBe('basic');
  });

  it('the same settlement five times grants once, spends the voucher once, mails once', async () => {
    const { user, order } = await startOrder();
    for (let i = 0; i < 5; i++) {
      const res = await midtrans.snap.notify(notifications.url, order.order_id, 'settlement');
      expect(res.status).toBe(200);
    }
    const row = await stored(order.order_id);
    expect(row.status).toBe('paid');
    expect(row.providerStatus).toBe('settlement');
    expect((await getEntitlements(ctx.database.db, user.id)).plan).toBe('vip');
    const [diskon] = await ctx.database.db
      .select()
      .from(vouchers)
      .where(eq(vouchers.code, 'DISKON30'));
    const paidWithVoucher = await ctx.database.db
      .select()
      .from(orders)
      .where(eq(orders.userId, user.id));
    expect(
      paidWithVoucher.filter((o) => o.voucherId === diskon!.id && o.status === 'paid'),
    ).toHaveLength(1);
    await eventually(() => expect(receiptsFor(user.email)).toHaveLength(1));
    await new Promise((resolve) => setTimeout(resolve, 200));
    expect(receiptsFor(user.email)).toHaveLength(1);
  });

  it('five concurrent settlements grant once', async () => {
    const { user, order } = await startOrder({
      item: { type: 'plan', id: 'premium' },
      voucher_code: '',
    });
    const results = await Promise.all(
      Array.from({ length: 5 }, () =>
        midtrans.snap.notify(notifications.url, order.order_id, 'settlement'),
      ),
    );
    expect(results.map((r) => r.status)).toEqual([200, 200, 200, 200, 200]);
    expect((await stored(order.order_id)).status).toBe('paid');
    await eventually(() => expect(receiptsFor(user.email)).toHaveLength(1));
    await new Promise((resolve) => setTimeout(resolve, 200));
    expect(receiptsFor(user.email)).toHaveLength(1);
  });

  it('a late pending after settlement changes nothing', async () => {
    const { user, order } = await startOrder();
    expect(
      (await midtrans.snap.notify(notifications.url, order.order_id, 'settlement')).status,
    ).toBe(200);
    const late = await midtrans.snap.notify(notifications.url, order.order_id, 'pending');
    expect(late.status).toBe(200);
    const row = await stored(order.order_id);
    expect(row.status).toBe('paid');
    expect(row.providerStatus).toBe('settlement');
    expect((await getEntitlements(ctx.database.db, user.id)).plan).toBe('vip');
    expect((await midtrans.snap.notify(notifications.url, order.order_id, 'expire')).status).toBe(
      200,
    );
    expect((await stored(order.order_id)).status).toBe('paid');
  });

  it('a declined payment may still settle; an expired one may not', async () => {
    const declined = await startOrder();
    await midtrans.snap.notify(notifications.url, declined.order.order_id, 'deny');
    expect((await stored(declined.order.order_id)).status).toBe('failed');
    await midtrans.snap.notify(notifications.url, declined.order.order_id, 'settlement');
    expect((await stored(declined.order.order_id)).status).toBe('paid');

    const expired = await startOrder();
    await midtrans.snap.notify(notifications.url, expired.order.order_id, 'expire');
    expect((await stored(expired.order.order_id)).status).toBe('expired');
    await midtrans.snap.notify(notifications.url, expired.order.order_id, 'settlement');
    expect((await stored(expired.order.order_id)).status).toBe('expired');
    expect((await getEntitlements(ctx.database.db, expired.user.id)).plan).toBe('basic');
  });

  it('docs/security.md #20: a capture under challenge is in review; accepted, it pays', async () => {
    const { user, order } = await startOrder();
    await midtrans.snap.notify(notifications.url, order.order_id, 'capture', {
      fraud_status: 'challenge',
    });
    expect((await stored(order.order_id)).status).toBe('review');
    expect((await getEntitlements(ctx.database.db, user.id)).plan).toBe('basic');
    const list = await ctx.app.inject({
      url: '/api/orders',
      headers: await authHeaders(ctx, user),
    });
    expect(list.json().data[0]).toMatchObject({ status: 'review', pay_url: null });
    await midtrans.snap.notify(notifications.url, order.order_id, 'capture', {
      fraud_status: 'accept',
    });
    expect((await stored(order.order_id)).status).toBe('paid');
    expect((await getEntitlements(ctx.database.db, user.id)).plan).toBe('vip');
  });

  it('a capture in review that is denied fails and grants nothing', async () => {
    const { user, order } = await startOrder();
    await midtrans.snap.notify(notifications.url, order.order_id, 'capture', {
      fraud_status: 'challenge',
    });
    await midtrans.snap.notify(notifications.url, order.order_id, 'deny', { fraud_status: 'deny' });
    expect((await stored(order.order_id)).status).toBe('failed');
    expect((await getEntitlements(ctx.database.db, user.id)).plan).toBe('basic');
  });

  it('issue 17: a signed notification the status API does not confirm changes nothing', async () => {
    const { user, order } = await startOrder();
    // Signed correctly, but Midtrans itself never saw this transaction settle.
    const claimed = await midtrans.snap.notify(
      notifications.url,
      order.order_id,
      'settlement',
      {},
      { record: false },
    );
    expect(claimed.status).toBe(200);
    expect((await stored(order.order_id)).status).toBe('awaiting_payment');
    expect((await getEntitlements(ctx.database.db, user.id)).plan).toBe('basic');

    await midtrans.snap.notify(notifications.url, order.order_id, 'settlement');
    expect((await stored(order.order_id)).status).toBe('paid');
    // A replayed settlement notification relabelled as a refund revokes nothing.
    await midtrans.snap.notify(notifications.url, order.order_id, 'refund', {}, { record: false });
    expect((await stored(order.order_id)).status).toBe('paid');
    expect((await getEntitlements(ctx.database.db, user.id)).plan).toBe('vip');
    expect(midtrans.snap.statusRequests.at(-1)).toEqual({
      orderId: order.order_id,
      authorization: `Basic ${Buffer.from(`${SERVER_KEY}:`).toString('base64')}`,
    });
  });

  it('a refund takes the plan back and releases nothing twice', async () => {
    const { user, order } = await startOrder();
    await midtrans.snap.notify(notifications.url, order.order_id, 'settlement');
    expect((await getEntitlements(ctx.database.db, user.id)).plan).toBe('vip');
    await midtrans.snap.notify(notifications.url, order.order_id, 'refund');
    expect((await stored(order.order_id)).status).toBe('refunded');
    expect((await getEntitlements(ctx.database.db, user.id)).plan).toBe('basic');
    await midtrans.snap.notify(notifications.url, order.order_id, 'settlement');
    expect((await stored(order.order_id)).status).toBe('refunded');
  });

  it('an unknown order answers 404', async () => {
    const res = await midtrans.snap.notify(
      notifications.url,
      'KBR-000000-TIDAKADA00',
      'settlement',
      {
        gross_amount: '1000.00',
      },
    );
    expect(res.status).toBe(404);
  });

  it('answers well within 5 seconds', async () => {
    const { order } = await startOrder();
    const started = Date.now();
    await midtrans.snap.notify(notifications.url, order.order_id, 'settlement');
    expect(Date.now() - started).toBeLessThan(5000);
  });
});

describe('the status API', () => {
  it('reads the transaction with the server key; another key is refused', async () => {
    const { order } = await startOrder();
    const provider = createMidtransProvider({
      serverKey: SERVER_KEY,
      snapUrl: midtrans.snap.url,
      finishUrl: (id) => id,
    });
    expect(await provider.fetchStatus(order.order_id)).toBeNull();
    await midtrans.snap.notify(notifications.url, order.order_id, 'pending');
    expect(await provider.fetchStatus(order.order_id)).toEqual({
      transactionStatus: 'pending',
      fraudStatus: 'accept',
      grossAmount: '20000.00',
    });
    const stranger = createMidtransProvider({
      serverKey: 'SB-Mid-server-lain',
      snapUrl: midtrans.snap.url,
      finishUrl: (id) => id,
    });
    await expect(stranger.fetchStatus(order.order_id)).rejects.toThrow(/401/);
  });
});

describe('when Snap refuses', () => {
  it('answers 502, closes the order and gives the voucher use back', async () => {
    const [limited] = await ctx.database.db
      .insert(vouchers)
      .values({ code: 'SATUKALI', kind: 'fixed', amount: 5000, usageLimit: 1 })
      .returning();
    const user = await createTestUser(ctx.database.db);
    // A Snap that knows another server key answers 401, as Snap does for a wrong key.
    const otherSnap = await startMidtransStandIn('SB-Mid-server-lain');
    const refusing = createMidtransProvider({
      serverKey: SERVER_KEY,
      snapUrl: otherSnap.url,
      finishUrl: (id) => id,
    });
    const ownCreate = ctx.app.payments.createTransaction;
    Object.assign(ctx.app.payments, { createTransaction: refusing.createTransaction });
    try {
      const res = await ctx.app.inject({
        method: 'POST',
        url: '/api/orders',
        headers: await authHeaders(ctx, user),
        payload: {
          item: { type: 'plan', id: 'premium' },
          voucher_code: 'SATUKALI',
          email: user.email,
          name: user.name,
          payment_method: 'qris',
        },
      });
      expect(res.statusCode).toBe(502);
      expect(res.json().meta.msg).toBe(
        'Layanan pembayaran sedang tidak dapat dihubungi. Silakan coba lagi.',
      );
      expect(otherSnap.requests).toHaveLength(1);
    } finally {
      Object.assign(ctx.app.payments, { createTransaction: ownCreate });
      await otherSnap.close();
    }
    const rows = await ctx.database.db.select().from(orders).where(eq(orders.userId, user.id));
    expect(rows.map((r) => r.status)).toEqual(['failed']);
    expect(await countVoucherUses(ctx.database.db, limited!.id, new Date())).toBe(0);
  });
});

describe('the refund API (an operator’s refund moves the money back)', () => {
  it('refunds the settled amount once, with the order’s refund key; the order and plan follow', async () => {
    const operator = await createTestOperator(ctx);
    const { user, order } = await startOrder();
    await midtrans.snap.notify(notifications.url, order.order_id, 'settlement');
    expect((await stored(order.order_id)).status).toBe('paid');
    expect((await getEntitlements(ctx.database.db, user.id)).plan).toBe('vip');
    const refund = () =>
      ctx.app.inject({
        method: 'POST',
        url: `/api/admin/orders/${order.order_id}/refund`,
        headers: operator.headers,
        payload: { reason: 'Acara dibatalkan' },
      });
    const res = await refund();
    expect(res.statusCode).toBe(200);
    expect(midtrans.snap.refunds.filter((r) => r.orderId === order.order_id)).toEqual([
      {
        orderId: order.order_id,
        refundKey: `${order.order_id}-refund`,
        amount: 20000,
        reason: 'Acara dibatalkan',
      },
    ]);
    expect(await stored(order.order_id)).toMatchObject({
      status: 'refunded',
      providerStatus: 'refund',
    });
    expect((await getEntitlements(ctx.database.db, user.id)).plan).toBe('basic');
    expect((await refund()).statusCode).toBe(422);
  });

  it('a refund Midtrans refuses changes nothing and says so', async () => {
    const operator = await createTestOperator(ctx);
    const { order } = await startOrder();
    // Paid in our books, but Midtrans never settled it: it refuses the refund.
    await ctx.database.db
      .update(orders)
      .set({ status: 'paid', paidAt: new Date() })
      .where(eq(orders.id, order.order_id));
    const res = await ctx.app.inject({
      method: 'POST',
      url: `/api/admin/orders/${order.order_id}/refund`,
      headers: operator.headers,
      payload: { reason: 'Acara dibatalkan' },
    });
    expect(res.statusCode).toBe(502);
    expect(res.json().meta.msg).toContain(ADMIN_MESSAGES.refundRefused);
    expect(res.json().meta.msg).toContain('412');
    expect((await stored(order.order_id)).status).toBe('paid');
  });
});
