import { Writable } from 'node:stream';
import { eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../../app';
import { ConfigError, loadConfig } from '../../config';
import { authHeaders, createTestUser } from '../../test/test-users';
import { testConfig, TEST_JWT_SECRET, useTestApp } from '../../test/test-app';
import { getEntitlements } from '../entitlements/entitlements.queries';
import { orders } from '../orders/orders.schema';
import { sandboxServerKey } from './create-payment-provider';
import { midtransSignature } from './midtrans-signature';
import { eventually, useSmtpCapture } from '../../test/payment-test-support';

const env: Record<string, string> = {};
const mail = useSmtpCapture(env);
const ctx = useTestApp({ env });

// The pay page's notification travels over HTTP to our own endpoint, as a provider's would.
beforeAll(() => ctx.app.listen({ port: 0, host: '127.0.0.1' }));

async function startOrder(method: string, item = { type: 'plan', id: 'vip' }) {
  const user = await createTestUser(ctx.database.db);
  const headers = await authHeaders(ctx, user);
  const res = await ctx.app.inject({
    method: 'POST',
    url: '/api/orders',
    headers,
    payload: { item, email: user.email, name: user.name, payment_method: method },
  });
  expect(res.statusCode).toBe(201);
  return { user, headers, order: res.json().data as { order_id: string; pay_url: string } };
}

async function status(orderId: string) {
  const [row] = await ctx.database.db.select().from(orders).where(eq(orders.id, orderId));
  return row!.status;
}

describe('choosing the provider', () => {
  it('uses the sandbox without a Midtrans key, Midtrans with one', () => {
    expect(loadConfig({}).payments).toEqual({ provider: 'sandbox', midtrans: null });
    expect(loadConfig({ MIDTRANS_SERVER_KEY: 'SB-Mid-server-abc' }).payments).toEqual({
      provider: 'midtrans',
      midtrans: {
        serverKey: 'SB-Mid-server-abc',
        production: false,
        snapUrl: 'https://app.sandbox.midtrans.com',
      },
    });
    expect(
      loadConfig({ MIDTRANS_SERVER_KEY: 'Mid-server-abc', MIDTRANS_PRODUCTION: 'true' }).payments
        .midtrans?.snapUrl,
    ).toBe('https://app.midtrans.com');
    expect(() => loadConfig({ PAYMENT_PROVIDER: 'midtrans' })).toThrow(ConfigError);
  });

  it('warns in the log when production runs on the sandbox', async () => {
    let logged = '';
    const stream = new Writable({
      write(chunk, _encoding, done) {
        logged += chunk;
        done();
      },
    });
    const app = await buildApp({
      config: testConfig({ NODE_ENV: 'production' }),
      database: ctx.database,
      jwtSecret: TEST_JWT_SECRET,
      logger: { level: 'warn', stream },
    });
    await app.close();
    expect(app.payments.name).toBe('sandbox');
    expect(logged).toContain('Pembayaran memakai sandbox');
  });
});

describe('the sandbox pay page', () => {
  it('shows a QRIS code to the buyer only', async () => {
    const { headers, order } = await startOrder('qris');
    expect(order.pay_url).toBe(`/pay/${order.order_id}`);
    const res = await ctx.app.inject({ url: `/api/payments/sandbox/${order.order_id}`, headers });
    expect(res.statusCode).toBe(200);
    const data = res.json().data;
    expect(data).toMatchObject({
      order_id: order.order_id,
      item_name: 'Paket VIP',
      amount: 50000,
      method: 'qris',
      method_label: 'QRIS',
      account_number: null,
      status: 'pending',
      finish_url: `/checkout/finish/${order.order_id}`,
    });
    const svg = Buffer.from(data.qr_image.split(',')[1], 'base64').toString();
    expect(svg).toMatch(/^<svg/);

    const stranger = await authHeaders(ctx, await createTestUser(ctx.database.db));
    for (const req of [
      { url: `/api/payments/sandbox/${order.order_id}`, method: 'GET' as const },
      { url: `/api/payments/sandbox/${order.order_id}/pay`, method: 'POST' as const },
      { url: `/api/payments/sandbox/${order.order_id}/cancel`, method: 'POST' as const },
    ]) {
      expect((await ctx.app.inject({ ...req, headers: stranger })).statusCode).toBe(404);
    }
    expect(await status(order.order_id)).toBe('awaiting_payment');
  });

  it("'Bayar' pays through a signed notification: granted once, receipt once", async () => {
    const { user, headers, order } = await startOrder('gopay');
    const pay = () =>
      ctx.app.inject({
        method: 'POST',
        url: `/api/payments/sandbox/${order.order_id}/pay`,
        headers,
      });
    const res = await pay();
    expect(res.statusCode).toBe(200);
    expect(res.json().data.finish_url).toBe(`/checkout/finish/${order.order_id}`);
    expect(await status(order.order_id)).toBe('paid');
    expect((await getEntitlements(ctx.database.db, user.id)).plan).toBe('vip');
    expect((await pay()).statusCode).toBe(200);
    await eventually(() => expect(mail.filter((m) => m.to.includes(user.email))).toHaveLength(1));
    const cancel = await ctx.app.inject({
      method: 'POST',
      url: `/api/payments/sandbox/${order.order_id}/cancel`,
      headers,
    });
    expect(cancel.statusCode).toBe(409);
    expect(await status(order.order_id)).toBe('paid');
  });

  it("'Batalkan' closes the order; paying afterwards is refused", async () => {
    const { user, headers, order } = await startOrder('va_bca');
    const view = (
      await ctx.app.inject({ url: `/api/payments/sandbox/${order.order_id}`, headers })
    ).json().data;
    expect(view.account_number).toMatch(/^70012\d{11}$/);
    expect(view.qr_image).toBeNull();
    const cancel = await ctx.app.inject({
      method: 'POST',
      url: `/api/payments/sandbox/${order.order_id}/cancel`,
      headers,
    });
    expect(cancel.statusCode).toBe(200);
    expect(await status(order.order_id)).toBe('expired');
    const pay = await ctx.app.inject({
      method: 'POST',
      url: `/api/payments/sandbox/${order.order_id}/pay`,
      headers,
    });
    expect(pay.statusCode).toBe(409);
    expect(await status(order.order_id)).toBe('expired');
    expect((await getEntitlements(ctx.database.db, user.id)).plan).toBe('basic');
  });

  it('a notification signed with anything but the sandbox key changes nothing', async () => {
    const { order } = await startOrder('dana');
    const body = (key: string) => ({
      order_id: order.order_id,
      status_code: '200',
      gross_amount: '50000.00',
      transaction_status: 'settlement',
      fraud_status: 'accept',
      signature_key: midtransSignature(order.order_id, '200', '50000.00', key),
    });
    const forged = await ctx.app.inject({
      method: 'POST',
      url: '/api/payments/notification',
      payload: body('tebakan'),
    });
    expect(forged.statusCode).toBe(403);
    expect(await status(order.order_id)).toBe('awaiting_payment');
    // Signed with the sandbox key, but its ledger says the transaction is still pending.
    const unconfirmed = await ctx.app.inject({
      method: 'POST',
      url: '/api/payments/notification',
      payload: body(sandboxServerKey(TEST_JWT_SECRET)),
    });
    expect(unconfirmed.statusCode).toBe(200);
    expect(await status(order.order_id)).toBe('awaiting_payment');
  });
});
