import QRCode from 'qrcode';
import sharp from 'sharp';
import { describe, expect, it } from 'vitest';
import {
  buildQrisPayload,
  decodeQris,
  GIFT_SENT_MESSAGES,
  parseEmvFields,
  QRIS_MESSAGES,
  type GiftDto,
  type GuestDto,
} from '@kabar/shared';
import { useTestApp } from '../../test/test-app';
import { createTestInvitation } from '../../test/test-invitations';
import { authHeaders, createTestUser } from '../../test/test-users';
import { multipartBody } from '../../test/upload-fixtures';

const ctx = useTestApp();

async function vipCouple() {
  const user = await createTestUser(ctx.database.db, { plan: 'vip' });
  const invitation = await createTestInvitation(ctx.database.db, user.id);
  return { invitation, headers: await authHeaders(ctx, user), slug: invitation.slug! };
}

/** A screenshot of a QR code, as a couple saves it from their bank's app. */
async function qrImage(text: string): Promise<Buffer> {
  return sharp(await QRCode.toBuffer(text, { margin: 4, scale: 8 }))
    .extend({ top: 200, bottom: 300, left: 40, right: 40, background: '#ffffff' })
    .jpeg()
    .toBuffer();
}

function uploadQris(invitationId: string, headers: Record<string, string>, image: Buffer) {
  const body = multipartBody(image, 'qris.jpg', 'image/jpeg');
  return ctx.app.inject({
    method: 'PUT',
    url: `/api/invitations/${invitationId}/gifts/qris`,
    payload: body.payload,
    headers: { ...body.headers, ...headers },
  });
}

describe('the digital envelope', () => {
  it('reads the couple’s QRIS from their image, refuses anything else, and writes a guest’s amount in', async () => {
    const { invitation, headers, slug } = await vipCouple();
    const notQris = await uploadQris(invitation.id, headers, await qrImage('https://contoh.id'));
    expect(notQris.statusCode).toBe(422);
    expect(notQris.json().meta.msg).toBe(QRIS_MESSAGES.notQris);
    const payload = buildQrisPayload('NADIA RAKA', 'JAKARTA');
    const broken = `${payload.slice(0, -4)}0000`;
    const badCrc = await uploadQris(invitation.id, headers, await qrImage(broken));
    expect(badCrc.json().meta.msg).toBe(QRIS_MESSAGES.badCrc);

    const saved = await uploadQris(invitation.id, headers, await qrImage(payload));
    expect(saved.statusCode).toBe(200);
    expect(saved.json().data).toEqual({ merchantName: 'NADIA RAKA' });

    const res = await ctx.app.inject({
      method: 'POST',
      url: `/api/gifts/${slug}/qris`,
      payload: { amount: '150000' },
    });
    expect(res.statusCode).toBe(200);
    const { payload: withAmount, svg } = res.json().data;
    expect(svg).toContain('<svg');
    const decoded = decodeQris(withAmount);
    expect('qris' in decoded && decoded.qris.merchantName).toBe('NADIA RAKA');
    expect(parseEmvFields(withAmount)!.find((f) => f.id === '54')?.value).toBe('150000');
  });

  it('puts a guest’s “Sudah kirim” in the ledger as waiting; the couple confirms it', async () => {
    const { invitation, headers, slug } = await vipCouple();
    const guest: GuestDto = (
      await ctx.app.inject({
        method: 'POST',
        url: `/api/invitations/${invitation.id}/guests`,
        headers,
        payload: { name: 'Budi Santoso', invitedCount: 2 },
      })
    ).json().data;
    const sent = await ctx.app.inject({
      method: 'POST',
      url: `/api/gifts/${slug}/sent`,
      payload: { g: guest.token, amount: 'Rp 200.000', note: 'Selamat!' },
    });
    expect(sent.statusCode).toBe(201);
    expect(sent.json().meta.msg).toBe(GIFT_SENT_MESSAGES.saved);
    const ledger = async () =>
      (await ctx.app.inject({ url: `/api/invitations/${invitation.id}/gifts`, headers })).json()
        .data as { gifts: GiftDto[]; totals: { amount: number } };
    const before = await ledger();
    expect(before.gifts[0]).toMatchObject({
      status: 'waiting',
      fromName: 'Budi Santoso',
      guestId: guest.id,
      amount: 200000,
      kind: 'transfer',
    });
    expect(before.totals.amount).toBe(0);
    const confirmed = await ctx.app.inject({
      method: 'PATCH',
      url: `/api/invitations/${invitation.id}/gifts/${before.gifts[0]!.id}/status`,
      headers,
      payload: { status: 'confirmed' },
    });
    expect(confirmed.json().data.status).toBe('confirmed');
    expect((await ledger()).totals.amount).toBe(200000);
  });

  it('is closed where the envelope is off', async () => {
    const user = await createTestUser(ctx.database.db, { plan: 'basic' });
    const invitation = await createTestInvitation(ctx.database.db, user.id);
    const res = await ctx.app.inject({
      method: 'POST',
      url: `/api/gifts/${invitation.slug}/sent`,
      payload: { name: 'Ani', amount: 1000 },
    });
    expect(res.statusCode).toBe(404);
    expect(res.json().meta.msg).toBe(GIFT_SENT_MESSAGES.closed);
  });
});
