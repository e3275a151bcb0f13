import { eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { ADMIN_MESSAGES, DATA_RIGHTS_MESSAGES } from '@kabar/shared';
import { useTestApp } from '../../test/test-app';
import { createTestOperator } from '../../test/test-operators';
import { eventually, useSmtpCapture } from '../../test/payment-test-support';
import { createTestCouple } from '../../test/test-couple';
import { authHeaders, createTestUser } from '../../test/test-users';
import { guestPhotos } from '../album/album.schema';
import { auditEvents } from '../audit/audit.schema';
import { orders } from '../orders/orders.schema';
import { planPrices } from '../plans/plan-prices.schema';
import { wishes } from '../rsvps/rsvps.schema';
import { users } from '../users/users.schema';
import { vouchers } from '../vouchers/vouchers.schema';

const env: Record<string, string> = {};
const mail = useSmtpCapture(env);
const ctx = useTestApp({ env });
const db = () => ctx.database.db;
let operator: Record<string, string>;

beforeAll(async () => {
  operator = (await createTestOperator(ctx)).headers;
});

const admin = (method: 'GET' | 'POST' | 'PUT', url: string, payload?: object) =>
  ctx.app.inject({ method, url: `/api/admin${url}`, headers: operator, payload });

/** A couple who bought VIP through the sandbox, as in the checkout. */
async function paidCouple() {
  const user = await createTestUser(db());
  const headers = await authHeaders(ctx, user);
  const created = await ctx.app.inject({
    method: 'POST',
    url: '/api/orders',
    headers,
    payload: {
      email: user.email,
      name: user.name,
      payment_method: 'qris',
      item: { type: 'plan', id: 'vip' },
    },
  });
  const orderId = created.json().data.order_id as string;
  await ctx.app.inject({ method: 'POST', url: `/api/payments/sandbox/${orderId}/pay`, headers });
  return { user, headers, orderId };
}

async function lastAudit(action: string) {
  const rows = await db().select().from(auditEvents).where(eq(auditEvents.action, action));
  return rows.at(-1);
}

describe('prices in the database', () => {
  it('change from the console; the pages and new orders see them, earlier orders keep theirs', async () => {
    const { orderId } = await paidCouple();
    const negative = await admin('PUT', '/plans/premium/price', { price: -1 });
    expect(negative.statusCode).toBe(422);
    expect(negative.json().meta.msg).toBe(ADMIN_MESSAGES.priceNegative);

    const changed = await admin('PUT', '/plans/vip/price', { price: 75000 });
    expect(changed.statusCode).toBe(200);
    const plans = (await ctx.app.inject({ url: '/api/plans' })).json().data;
    expect(plans).toContainEqual({ id: 'vip', name: 'VIP', price: 75000 });
    const quote = await ctx.app.inject({
      method: 'POST',
      url: '/api/orders/quote',
      payload: { item: { type: 'plan', id: 'vip' } },
    });
    expect(quote.json().data.price).toBe(75000);
    const [old] = await db().select().from(orders).where(eq(orders.id, orderId));
    expect(old!.total).toBe(50000);
    expect(await lastAudit('plan.price_changed')).toMatchObject({
      recordId: 'vip',
      before: { price: 50000 },
      after: { price: 75000 },
    });
    await db().update(planPrices).set({ price: 50000 }).where(eq(planPrices.planId, 'vip'));
  });

  it('hide a theme and change its price', async () => {
    const catalogue = (await admin('GET', '/catalogue')).json().data;
    const theme = catalogue.themes.find((t: { price: number }) => t.price > 0);
    const saved = await admin('PUT', `/themes/${theme.id}`, { price: 45000, visible: false });
    expect(saved.json().data).toMatchObject({ id: theme.id, price: 45000, visible: false });
    const listed = (await ctx.app.inject({ url: '/api/themes' })).json().data;
    expect(listed.some((t: { theme_id: number }) => t.theme_id === theme.id)).toBe(false);
    await admin('PUT', `/themes/${theme.id}`, { price: theme.price, visible: true });
  });
});

describe('vouchers', () => {
  const terms = { kind: 'fixed', amount: 10000, plan_ids: ['vip'], theme_ids: [] };

  it('are created, edited and disabled; a taken code or a discount above the price is refused', async () => {
    const created = await admin('POST', '/vouchers', { code: 'hemat10', ...terms, usage_limit: 5 });
    expect(created.statusCode).toBe(201);
    expect(created.json().data).toMatchObject({ code: 'HEMAT10', uses: 0, plan_ids: ['vip'] });
    const count = async () => (await db().select().from(vouchers)).length;
    const before = await count();
    const taken = await admin('POST', '/vouchers', { code: 'HEMAT10', ...terms });
    expect(taken.statusCode).toBe(422);
    expect(taken.json().meta.msg).toBe(ADMIN_MESSAGES.voucherCodeTaken);
    const above = await admin('POST', '/vouchers', { code: 'GRATIS', ...terms, amount: 60000 });
    expect(above.json().meta.msg).toBe(ADMIN_MESSAGES.voucherAbovePrice);
    expect(await count()).toBe(before);

    // Scoped to VIP: a Premium checkout does not take it.
    const couple = await authHeaders(ctx, await createTestUser(db()));
    const check = (id: string) =>
      ctx.app.inject({
        method: 'POST',
        url: '/api/vouchers/check',
        headers: couple,
        payload: { code: 'HEMAT10', item: { type: 'plan', id } },
      });
    expect((await check('vip')).json().data.discount).toBe(10000);
    expect((await check('premium')).statusCode).toBe(422);

    const id = created.json().data.id;
    const disabled = await admin('PUT', `/vouchers/${id}`, {
      code: 'HEMAT10',
      ...terms,
      active: false,
    });
    expect(disabled.json().data.active).toBe(false);
    expect((await check('vip')).statusCode).toBe(422);
    expect(await lastAudit('voucher.disabled')).toMatchObject({ recordId: String(id) });
  });
});

describe('orders', () => {
  it('are found by email, checked with the provider, refunded (the plan drops back) and receipted again', async () => {
    const { user, orderId } = await paidCouple();
    const found = (await admin('GET', `/orders?q=${encodeURIComponent(user.email)}`)).json().data;
    expect(found.map((o: { id: string }) => o.id)).toEqual([orderId]);
    const byPhone = (await admin('GET', `/orders?q=0${user.phone!.slice(2)}`)).json().data;
    expect(byPhone[0].id).toBe(orderId);

    const detail = (await admin('GET', `/orders/${orderId}`)).json().data;
    expect(detail.provider_status.transaction_status).toBe('settlement');

    const short = await admin('POST', `/orders/${orderId}/refund`, { reason: 'x' });
    expect(short.statusCode).toBe(422);
    const refunded = await admin('POST', `/orders/${orderId}/refund`, {
      reason: 'Pasangan membatalkan acara',
    });
    expect(refunded.statusCode).toBe(200);
    expect(refunded.json().data).toMatchObject({ status: 'refunded' });
    const [after] = await db().select().from(users).where(eq(users.id, user.id));
    expect(after!.plan).toBe('basic');
    const again = await admin('POST', `/orders/${orderId}/refund`, { reason: 'Kedua kalinya' });
    expect(again.statusCode).toBe(422);
    expect(again.json().meta.msg).toBe(ADMIN_MESSAGES.refundNotPaid);
    expect((await admin('POST', `/orders/${orderId}/receipt`)).statusCode).toBe(422);
    expect(await lastAudit('order.refunded')).toMatchObject({
      recordId: orderId,
      after: { status: 'refunded', reason: 'Pasangan membatalkan acara' },
    });
  });

  it('resend a paid receipt as a new mail', async () => {
    const { user, orderId } = await paidCouple();
    await eventually(() => expect(mail.filter((m) => m.to.includes(user.email))).toHaveLength(1));
    expect((await admin('POST', `/orders/${orderId}/receipt`)).statusCode).toBe(200);
    await eventually(() => expect(mail.filter((m) => m.to.includes(user.email))).toHaveLength(2));
  });
});

describe('users', () => {
  it('are found, disabled (invitation unavailable) and enabled again', async () => {
    const { user: owner, invitation } = await createTestCouple(db());
    const page = async () => (await ctx.app.inject({ url: `/${invitation.slug}` })).statusCode;
    expect(await page()).toBe(200);
    await admin('POST', `/users/${owner.id}/disable`);
    expect(await page()).toBe(404);
    await admin('POST', `/users/${owner.id}/enable`);
    expect(await page()).toBe(200);
    const { user } = await paidCouple();
    const found = (await admin('GET', `/users?q=${encodeURIComponent(user.email)}`)).json().data;
    expect(found).toHaveLength(1);
    const detail = (await admin('GET', `/users/${user.id}`)).json().data;
    expect(detail.orders).toHaveLength(1);
    expect(detail.user.plan).toBe('vip');

    const disabled = await admin('POST', `/users/${user.id}/disable`);
    expect(disabled.json().data.status).toBe('disabled');
    expect(await lastAudit('user.disabled')).toMatchObject({
      before: { status: 'active' },
      after: { status: 'disabled' },
    });
    const enabled = await admin('POST', `/users/${user.id}/enable`);
    expect(enabled.json().data.status).toBe('active');
    expect((await admin('POST', `/users/${user.id}/revoke-sessions`)).statusCode).toBe(200);
  });
});

describe('user delete (the same path as the couple’s own deletion, decision 043)', () => {
  it('erases the account at once when its email is typed; orders stay without the buyer', async () => {
    const { user, orderId } = await paidCouple();
    const wrong = await admin('POST', `/users/${user.id}/delete`, { email: 'orang@lain.test' });
    expect(wrong.statusCode).toBe(422);
    expect(wrong.json().meta.msg).toBe(DATA_RIGHTS_MESSAGES.operatorEmailMismatch);
    const deleted = await admin('POST', `/users/${user.id}/delete`, {
      email: user.email.toUpperCase(),
    });
    expect(deleted.statusCode).toBe(200);
    expect(await db().select().from(users).where(eq(users.id, user.id))).toEqual([]);
    const [order] = await db().select().from(orders).where(eq(orders.id, orderId));
    expect(order).toMatchObject({ userId: null, buyerEmail: '', status: 'paid' });
    const entry = await lastAudit('user.deleted');
    expect(entry).toMatchObject({ recordId: user.id, before: { plan: 'vip' } });
    expect(JSON.stringify(entry)).not.toContain(user.email);
    expect(
      (await admin('POST', `/users/${user.id}/delete`, { email: user.email })).statusCode,
    ).toBe(404);
  });
});

describe('moderation', () => {
  it('reported wishes and photos wait in one queue; hidden leaves every page, kept stays', async () => {
    const { invitation } = await createTestCouple(db());
    const [rude, fine] = await db()
      .insert(wishes)
      .values([
        {
          invitationId: invitation.id,
          name: 'Iseng',
          message: 'Kata-kata kasar',
          fingerprint: 'a1',
        },
        { invitationId: invitation.id, name: 'Ani', message: 'Selamat ya', fingerprint: 'a2' },
      ])
      .returning();
    const [photo] = await db()
      .insert(guestPhotos)
      .values({
        invitationId: invitation.id,
        senderName: 'Budi',
        status: 'shown',
        width: 10,
        height: 10,
        originalBytes: 1,
        variants: [{ width: 10, height: 10, key: 'guest-photos/x/480.webp' }],
      })
      .returning();
    const report = (wishId: string) =>
      ctx.app.inject({
        method: 'POST',
        url: `/api/guest-book/${invitation.slug}/wishes/${wishId}/report`,
      });
    expect((await report(rude!.id)).statusCode).toBe(200);
    expect((await report(rude!.id)).statusCode).toBe(200);
    expect((await report(fine!.id)).statusCode).toBe(200);
    await db().update(guestPhotos).set({ reports: 1 }).where(eq(guestPhotos.id, photo!.id));

    const queue = (await admin('GET', '/moderation')).json().data as {
      id: string;
      kind: string;
      reports: number;
    }[];
    const ours = queue.filter((item) => [rude!.id, fine!.id, photo!.id].includes(item.id));
    expect(ours[0]).toMatchObject({ kind: 'wish', id: rude!.id, reports: 2 });
    expect(
      ours
        .slice(1)
        .map((item) => item.id)
        .sort(),
    ).toEqual([fine!.id, photo!.id].sort());

    expect(
      (await admin('POST', `/moderation/wish/${rude!.id}`, { decision: 'hide' })).statusCode,
    ).toBe(200);
    expect(
      (await admin('POST', `/moderation/wish/${fine!.id}`, { decision: 'keep' })).statusCode,
    ).toBe(200);
    expect(
      (await admin('POST', `/moderation/photo/${photo!.id}`, { decision: 'hide' })).statusCode,
    ).toBe(200);
    const [hidden] = await db().select().from(wishes).where(eq(wishes.id, rude!.id));
    const [kept] = await db().select().from(wishes).where(eq(wishes.id, fine!.id));
    const [gone] = await db().select().from(guestPhotos).where(eq(guestPhotos.id, photo!.id));
    expect([hidden!.hidden, kept!.hidden, kept!.reports, gone!.status]).toEqual([
      true,
      false,
      0,
      'hidden',
    ]);
    const after = (await admin('GET', '/moderation')).json().data as { id: string }[];
    expect(after.filter((item) => [rude!.id, fine!.id, photo!.id].includes(item.id))).toEqual([]);
    expect(
      (await admin('POST', `/moderation/wish/${fine!.id}`, { decision: 'hide' })).statusCode,
    ).toBe(404);
    expect((await report(rude!.id)).statusCode).toBe(404);
    expect(await lastAudit('moderation.wish_hidden')).toMatchObject({ recordId: rude!.id });
    expect(await lastAudit('moderation.photo_hidden')).toMatchObject({ recordId: photo!.id });
  });
});

describe('overview and audit trail', () => {
  it('show the last 30 days and every action, newest first', async () => {
    const overview = (await admin('GET', '/overview')).json().data;
    expect(overview.days).toHaveLength(30);
    expect(overview.days.at(-1).paid_orders).toBeGreaterThan(0);
    expect(overview.provider.name).toBe('sandbox');
    const trail = (await admin('GET', '/audit')).json().data.events;
    expect(trail.length).toBeGreaterThan(3);
    expect(trail[0].id).toBeGreaterThan(trail[1].id);
  });
});
