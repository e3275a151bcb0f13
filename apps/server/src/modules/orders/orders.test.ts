import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { orderDtoSchema } from '@kabar/shared';
import { authHeaders, createTestUser } from '../../test/test-users';
import { useTestApp } from '../../test/test-app';
import { getEntitlements } from '../entitlements/entitlements.queries';
import { eventually, useSmtpCapture } from '../../test/payment-test-support';
import { themes } from '../themes/themes.schema';
import { users } from '../users/users.schema';
import { orders } from './orders.schema';

const env: Record<string, string> = {};
const mail = useSmtpCapture(env);
const ctx = useTestApp({ env });

async function themeId(code: string): Promise<number> {
  const [row] = await ctx.database.db.select().from(themes).where(eq(themes.code, code));
  return row!.id;
}

async function buyer(plan: 'basic' | 'premium' | 'vip' = 'basic') {
  const user = await createTestUser(ctx.database.db, { plan });
  return { user, headers: await authHeaders(ctx, user) };
}

function order(headers: Record<string, string>, payload: Record<string, unknown>) {
  return ctx.app.inject({
    method: 'POST',
    url: '/api/orders',
    headers,
    payload: {
      email: 'rina@example.test',
      name: 'Rina Lestari',
      payment_method: 'qris',
      ...payload,
    },
  });
}

describe('POST /api/orders', () => {
  it('prices a plan on the server, whatever the browser sends', async () => {
    const { headers } = await buyer();
    const res = await order(headers, {
      item: { type: 'plan', id: 'premium' },
      price: 1,
      total: 1,
      discount: 29999,
    });
    expect(res.statusCode).toBe(201);
    // The shared schema the route declares, strict here: no field beyond it reaches the client.
    const data = orderDtoSchema.strict().parse(res.json().data);
    expect(data).toMatchObject({
      item: { type: 'plan', id: 'premium', name: 'Paket Premium' },
      subtotal: 30000,
      discount: 0,
      total: 30000,
      status: 'awaiting_payment',
      voucher_code: null,
      payment_method: 'qris',
    });
    expect(data.order_id).toMatch(/^KBR-\d{6}-[0-9A-Z]{10}$/);
    expect(data.order_id.length).toBeLessThanOrEqual(50);
    expect(data.pay_url).toBe(`/pay/${data.order_id}`);
  });

  it('takes DISKON30 off VIP and keeps the amounts whole rupiah', async () => {
    const { headers } = await buyer();
    const res = await order(headers, {
      item: { type: 'plan', id: 'vip' },
      voucher_code: 'diskon30',
    });
    expect(res.json().data).toMatchObject({
      subtotal: 50000,
      discount: 30000,
      total: 20000,
      voucher_code: 'DISKON30',
    });
  });

  it('completes a zero total at once: paid, plan granted, receipt sent, no payment page', async () => {
    const { user, headers } = await buyer();
    const res = await order(headers, {
      item: { type: 'plan', id: 'premium' },
      voucher_code: 'DISKON30',
      email: 'zero@example.test',
      note: 'Terima kasih',
    });
    expect(res.statusCode).toBe(201);
    const data = res.json().data;
    expect(data).toMatchObject({ total: 0, status: 'paid', pay_url: null, note: 'Terima kasih' });
    expect(data.paid_at).not.toBeNull();
    expect((await getEntitlements(ctx.database.db, user.id)).plan).toBe('premium');
    await eventually(() =>
      expect(mail.filter((m) => m.to.includes('zero@example.test'))).toHaveLength(1),
    );
    const receipt = mail.find((m) => m.to.includes('zero@example.test'))!.raw;
    expect(receipt).toContain(`Subject: Kwitansi pembayaran Kabar - ${data.order_id}`);
    expect(receipt).toContain('text/html');
    expect(receipt).toContain('text/plain');
    expect(receipt).toContain('Paket Premium');
  });

  it('refuses a plan the couple already has, or a lower one', async () => {
    const { headers } = await buyer('vip');
    const res = await order(headers, { item: { type: 'plan', id: 'premium' } });
    expect(res.statusCode).toBe(409);
    expect(res.json().meta.msg).toBe('Paket Premium atau yang lebih tinggi sudah aktif di akunmu.');
  });

  it('gives the spec messages for a bad form', async () => {
    const { headers } = await buyer();
    const res = await ctx.app.inject({
      method: 'POST',
      url: '/api/orders',
      headers,
      payload: { item: { type: 'plan', id: 'premium' }, email: 'x', name: '' },
    });
    expect(res.statusCode).toBe(422);
    expect(res.json().data.errors).toEqual({
      email: 'Format email tidak valid',
      name: 'Nama harus diisi',
      payment_method: 'Pilih metode pembayaran',
    });
  });

  it('needs a signed-in couple', async () => {
    const res = await ctx.app.inject({ method: 'POST', url: '/api/orders', payload: {} });
    expect(res.statusCode).toBe(401);
  });
});

describe('POST /api/themes/:id/purchase', () => {
  it('starts an order at the theme price', async () => {
    const { headers } = await buyer();
    const id = await themeId('keraton-emas');
    const res = await ctx.app.inject({
      method: 'POST',
      url: `/api/themes/${id}/purchase`,
      headers,
      payload: { email: 'rina@example.test', name: 'Rina', payment_method: 'va_bni' },
    });
    expect(res.statusCode).toBe(201);
    expect(res.json().data).toMatchObject({
      item: { type: 'theme', id, name: 'Tema Keraton Emas' },
      subtotal: 50000,
      total: 50000,
      payment_method: 'va_bni',
    });
  });

  it('refuses a theme the plan already covers, a free one, and an unknown one', async () => {
    const { headers } = await buyer('premium');
    const purchase = (id: number) =>
      ctx.app.inject({
        method: 'POST',
        url: `/api/themes/${id}/purchase`,
        headers,
        payload: { email: 'rina@example.test', name: 'Rina', payment_method: 'qris' },
      });
    expect((await purchase(await themeId('kebaya-rose'))).statusCode).toBe(409);
    expect((await purchase(await themeId('melati-putih'))).statusCode).toBe(409);
    expect((await purchase(987654)).statusCode).toBe(404);
  });

  it('grants a zero-total theme to the buyer only', async () => {
    const { user, headers } = await buyer();
    const id = await themeId('samudra-biru');
    const res = await ctx.app.inject({
      method: 'POST',
      url: `/api/themes/${id}/purchase`,
      headers,
      payload: {
        email: 'rina@example.test',
        name: 'Rina',
        payment_method: 'qris',
        voucher_code: 'DISKON30',
      },
    });
    expect(res.json().data).toMatchObject({
      subtotal: 25000,
      discount: 25000,
      total: 0,
      status: 'paid',
    });
    const plan = await ctx.app.inject({ url: '/api/user/plan', headers });
    expect(plan.json().data).toEqual({
      plan: 'basic',
      plan_name: 'Basic',
      purchased_theme_ids: [id],
    });
    expect((await getEntitlements(ctx.database.db, user.id)).purchasedThemeIds.has(id)).toBe(true);
  });
});

describe('reading orders', () => {
  it("answers one's own orders and 404 for another user's", async () => {
    const owner = await buyer();
    const other = await buyer();
    const created = (await order(owner.headers, { item: { type: 'plan', id: 'vip' } })).json().data;
    const mine = await ctx.app.inject({
      url: `/api/orders/${created.order_id}`,
      headers: owner.headers,
    });
    expect(mine.statusCode).toBe(200);
    expect(mine.json().data.order_id).toBe(created.order_id);
    const theirs = await ctx.app.inject({
      url: `/api/orders/${created.order_id}`,
      headers: other.headers,
    });
    expect(theirs.statusCode).toBe(404);
    expect(theirs.json().meta.msg).toBe('Pesanan tidak ditemukan.');
    expect(
      (await ctx.app.inject({ url: '/api/orders/bad id!', headers: owner.headers })).statusCode,
    ).toBe(404);
    const list = await ctx.app.inject({ url: '/api/orders', headers: other.headers });
    expect(list.json().data).toEqual([]);
    const ownList = await ctx.app.inject({ url: '/api/orders', headers: owner.headers });
    expect(ownList.json().data.map((o: { order_id: string }) => o.order_id)).toEqual([
      created.order_id,
    ]);
  });

  it('shows an order whose payment window passed as expired', async () => {
    const { headers } = await buyer();
    const created = (await order(headers, { item: { type: 'plan', id: 'vip' } })).json().data;
    await ctx.database.db
      .update(orders)
      .set({ expiresAt: new Date(Date.now() - 1000) })
      .where(eq(orders.id, created.order_id));
    const res = await ctx.app.inject({ url: `/api/orders/${created.order_id}`, headers });
    expect(res.json().data).toMatchObject({ status: 'expired', pay_url: null });
  });
});

describe('POST /api/orders/quote', () => {
  it('gives the server price, ownership, methods and the voucher hint', async () => {
    const { headers } = await buyer('premium');
    const quote = async (item: unknown) =>
      (
        await ctx.app.inject({
          method: 'POST',
          url: '/api/orders/quote',
          headers,
          payload: { item },
        })
      ).json().data;
    expect(await quote({ type: 'plan', id: 'vip' })).toMatchObject({
      item: { type: 'plan', id: 'vip', name: 'Paket VIP' },
      price: 50000,
      already_owned: false,
      suggested_voucher: { code: 'DISKON30', discount: 30000 },
    });
    const premium = await quote({ type: 'plan', id: 'premium' });
    expect(premium.already_owned).toBe(true);
    expect(premium.payment_methods).toEqual(
      expect.arrayContaining([
        'qris',
        'va_bca',
        'va_mandiri',
        'va_bni',
        'va_bri',
        'bank_transfer',
        'gopay',
        'ovo',
        'dana',
        'shopeepay',
      ]),
    );
    expect(await quote({ type: 'theme', id: await themeId('lembayung') })).toMatchObject({
      price: 12000,
      already_owned: true,
      suggested_voucher: { discount: 12000 },
    });
  });
});

describe('the public checkout', () => {
  it('quotes a signed-out visitor the server price with nothing owned, and orders still need a session', async () => {
    const quote = await ctx.app.inject({
      method: 'POST',
      url: '/api/orders/quote',
      payload: { item: { type: 'plan', id: 'premium' } },
    });
    expect(quote.statusCode).toBe(200);
    expect(quote.json().data).toMatchObject({ price: 30000, already_owned: false });
    const order = await ctx.app.inject({
      method: 'POST',
      url: '/api/orders',
      payload: { item: { type: 'plan', id: 'premium' } },
    });
    expect(order.statusCode).toBe(401);
  });
});

describe('plan changes come only from orders', () => {
  it('leaves users.plan alone for an unpaid order', async () => {
    const { user, headers } = await buyer();
    await order(headers, { item: { type: 'plan', id: 'vip' } });
    const [row] = await ctx.database.db.select().from(users).where(eq(users.id, user.id));
    expect(row!.plan).toBe('basic');
  });
});
