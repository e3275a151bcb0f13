import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { RATE_LIMITS } from '../../auth/rate-limit';
import { uniqueIp } from '../../test/auth-helpers';
import { authHeaders, createTestUser } from '../../test/test-users';
import { useTestApp } from '../../test/test-app';
import { orders } from './orders.schema';
import { useSmtpCapture } from '../../test/payment-test-support';
import { vouchers } from '../vouchers/vouchers.schema';

const env: Record<string, string> = {};
useSmtpCapture(env);
const ctx = useTestApp({ env });

async function check(code: unknown, item: unknown = { type: 'plan', id: 'premium' }) {
  const user = await createTestUser(ctx.database.db);
  return ctx.app.inject({
    method: 'POST',
    url: '/api/vouchers/check',
    headers: await authHeaders(ctx, user),
    payload: { code, item },
  });
}

const HOUR = 60 * 60 * 1000;

describe('POST /api/vouchers/check', () => {
  it('applies the seeded DISKON30 in any case, for Rp 30.000', async () => {
    const res = await check('diskon30', { type: 'plan', id: 'vip' });
    expect(res.statusCode).toBe(200);
    expect(res.json().data).toEqual({
      code: 'DISKON30',
      subtotal: 50000,
      discount: 30000,
      total: 20000,
    });
    const premium = await check(' Diskon30 ');
    expect(premium.json().data).toMatchObject({ discount: 30000, total: 0 });
  });

  it('answers the spec messages for empty, unknown and too long codes', async () => {
    const empty = await check('');
    expect(empty.statusCode).toBe(422);
    expect(empty.json().data.errors.code).toBe('Kode voucher harus diisi');
    expect(empty.json().meta.msg).toBe('Kode voucher harus diisi');
    const unknown = await check('DISKON31');
    expect(unknown.statusCode).toBe(422);
    expect(unknown.json().meta.msg).toBe('Kode voucher tidak valid');
    const long = await check('D'.repeat(21));
    expect(long.statusCode).toBe(422);
    expect(long.json().data.errors.code).toBe('Kode voucher maksimal 20 karakter');
    const twenty = await check('D'.repeat(20));
    expect(twenty.json().meta.msg).toBe('Kode voucher tidak valid');
  });

  it('refuses expired, not yet valid and inactive vouchers as invalid', async () => {
    const now = Date.now();
    await ctx.database.db.insert(vouchers).values([
      { code: 'LEWAT', kind: 'fixed', amount: 5000, validUntil: new Date(now - HOUR) },
      { code: 'NANTI', kind: 'fixed', amount: 5000, validFrom: new Date(now + HOUR) },
      { code: 'MATI', kind: 'fixed', amount: 5000, isActive: false },
      {
        code: 'SEKARANG',
        kind: 'fixed',
        amount: 5000,
        validFrom: new Date(now - HOUR),
        validUntil: new Date(now + HOUR),
      },
    ]);
    for (const code of ['LEWAT', 'NANTI', 'MATI']) {
      const res = await check(code.toLowerCase());
      expect(res.statusCode, code).toBe(422);
      expect(res.json().meta.msg).toBe('Kode voucher tidak valid');
    }
    expect((await check('sekarang')).json().data.discount).toBe(5000);
  });

  it('needs a signed-in couple and a real item', async () => {
    const anonymous = await ctx.app.inject({
      method: 'POST',
      url: '/api/vouchers/check',
      payload: { code: 'DISKON30', item: { type: 'plan', id: 'premium' } },
    });
    expect(anonymous.statusCode).toBe(401);
    expect((await check('DISKON30', { type: 'theme', id: 999999 })).statusCode).toBe(404);
    expect((await check('DISKON30', { type: 'plan', id: 'basic' })).statusCode).toBe(422);
  });
});

describe('usage limits', () => {
  it('counts an unpaid order while it can still be paid, and gives the use back after', async () => {
    const [voucher] = await ctx.database.db
      .insert(vouchers)
      .values({ code: 'SEKALI', kind: 'fixed', amount: 1000, usageLimit: 1 })
      .returning();
    const buyer = await createTestUser(ctx.database.db);
    const first = await ctx.app.inject({
      method: 'POST',
      url: '/api/orders',
      headers: await authHeaders(ctx, buyer),
      payload: {
        item: { type: 'plan', id: 'premium' },
        voucher_code: 'sekali',
        email: buyer.email,
        name: buyer.name,
        payment_method: 'qris',
      },
    });
    expect(first.statusCode).toBe(201);
    expect(first.json().data).toMatchObject({ subtotal: 30000, discount: 1000, total: 29000 });
    const again = await check('SEKALI');
    expect(again.statusCode).toBe(422);
    expect(again.json().meta.msg).toBe('Kuota voucher sudah habis');

    await ctx.database.db
      .update(orders)
      .set({ expiresAt: new Date(Date.now() - 1000) })
      .where(eq(orders.voucherId, voucher!.id));
    expect((await check('SEKALI')).statusCode).toBe(200);
  });

  it('a voucher limited to N uses, hit by 2N concurrent checkouts, is used at most N times', async () => {
    const N = 4;
    const [voucher] = await ctx.database.db
      .insert(vouchers)
      .values({ code: 'REBUTAN', kind: 'fixed', amount: 2000, usageLimit: N })
      .returning();
    const buyers = await Promise.all(
      Array.from({ length: 2 * N }, () => createTestUser(ctx.database.db)),
    );
    const headers = await Promise.all(buyers.map((buyer) => authHeaders(ctx, buyer)));
    const results = await Promise.all(
      buyers.map((buyer, i) =>
        ctx.app.inject({
          method: 'POST',
          url: '/api/orders',
          headers: headers[i],
          payload: {
            item: { type: 'plan', id: 'vip' },
            voucher_code: 'REBUTAN',
            email: buyer.email,
            name: buyer.name,
            payment_method: 'va_bca',
          },
        }),
      ),
    );
    const statuses = results.map((res) => res.statusCode).sort();
    expect(statuses).toEqual([...Array(N).fill(201), ...Array(N).fill(422)]);
    for (const res of results.filter((r) => r.statusCode === 422)) {
      expect(res.json().meta.msg).toBe('Kuota voucher sudah habis');
    }
    const used = await ctx.database.db
      .select()
      .from(orders)
      .where(eq(orders.voucherId, voucher!.id));
    expect(used).toHaveLength(N);
    expect(used.every((order) => order.total === 48000)).toBe(true);
  });
});

describe('guessing codes (rate limits)', () => {
  const TOO_MANY = 'Terlalu banyak permintaan. Tunggu beberapa saat sebelum mencoba lagi.';
  const guess = async (headers: Record<string, string>, remoteAddress: string, code: string) =>
    ctx.app.inject({
      method: 'POST',
      url: '/api/vouchers/check',
      headers,
      remoteAddress,
      payload: { code, item: { type: 'plan', id: 'premium' } },
    });

  it('limits checks per account, across addresses, with 429 and Retry-After', async () => {
    const headers = await authHeaders(ctx, await createTestUser(ctx.database.db));
    const statuses: number[] = [];
    for (let i = 0; i < RATE_LIMITS.voucherAccount.max + 1; i++) {
      statuses.push((await guess(headers, uniqueIp(), `TEBAK${i}`)).statusCode);
    }
    expect(statuses.slice(0, -1).every((status) => status === 422)).toBe(true);
    const last = await guess(headers, uniqueIp(), 'DISKON30');
    expect(last.statusCode).toBe(429);
    expect(last.json().meta.msg).toBe(TOO_MANY);
    expect(Number(last.headers['retry-after'])).toBeGreaterThan(0);
    // An order with a voucher counts against the same limit.
    const order = await ctx.app.inject({
      method: 'POST',
      url: '/api/orders',
      headers,
      remoteAddress: uniqueIp(),
      payload: {
        item: { type: 'plan', id: 'premium' },
        voucher_code: 'DISKON30',
        email: 'a@example.test',
        name: 'A',
        payment_method: 'qris',
      },
    });
    expect(order.statusCode).toBe(429);
    expect(order.headers['retry-after']).toBeDefined();
  });

  it('limits checks per address, across accounts', async () => {
    const address = uniqueIp();
    let last = 0;
    for (let i = 0; i <= RATE_LIMITS.voucherIp.max; i++) {
      const headers = await authHeaders(ctx, await createTestUser(ctx.database.db));
      last = (await guess(headers, address, `ALAMAT${i}`)).statusCode;
    }
    expect(last).toBe(429);
  });
});
