import QRCode from 'qrcode';
import sharp from 'sharp';
import { describe, expect, it } from 'vitest';
import {
  buildQrisPayload,
  decodeQris,
  GIFT_ADDRESS_MAX,
  GIFT_ADDRESS_MESSAGES,
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

async function vipCouple(content?: Record<string, string | boolean>) {
  const user = await createTestUser(ctx.database.db, { plan: 'vip' });
  const invitation = await createTestInvitation(ctx.database.db, user.id, { content });
  return { invitation, headers: await authHeaders(ctx, user), slug: invitation.slug! };
}

async function addGuest(invitationId: string, headers: Record<string, string>): Promise<GuestDto> {
  const res = await ctx.app.inject({
    method: 'POST',
    url: `/api/invitations/${invitationId}/guests`,
    headers,
    payload: { name: 'Budi Santoso', invitedCount: 2 },
  });
  return res.json().data;
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
    const guest = await addGuest(invitation.id, headers);
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

  it('shows guests both accounts, one per side', async () => {
    const { slug } = await vipCouple({
      digital_envelope_enabled: true,
      bank_name_2: 'Mandiri',
      account_number_2: '1400 0123 4567',
      account_holder_name_2: 'Joko Susilo',
    });
    const page = await ctx.app.inject({ url: `/${slug}` });
    expect(page.body).toContain('data-number="140001234567"');
    const view = (await ctx.app.inject({ url: `/api/gifts/${slug}` })).json().data;
    expect(view.accounts).toHaveLength(2);
    expect(view.accounts[1]).toEqual({
      bank: 'Mandiri',
      number: '140001234567',
      holder: 'Joko Susilo',
    });
  });

  // Security rule 69: the gift address reaches a guest's own personal link only.
  it('rule 69: gives the gift address to a personal link only, never the open link', async () => {
    const { invitation, headers, slug } = await vipCouple({ digital_envelope_enabled: true });
    const address = 'Jl. Melati No. 5, RT 02/RW 03, Sleman 55281 (Sinta, 0812-0000-1111)';
    const saved = await ctx.app.inject({
      method: 'PUT',
      url: `/api/invitations/${invitation.id}/gifts/address`,
      headers,
      payload: { address },
    });
    expect(saved.statusCode).toBe(200);
    const tooLong = await ctx.app.inject({
      method: 'PUT',
      url: `/api/invitations/${invitation.id}/gifts/address`,
      headers,
      payload: { address: 'x'.repeat(GIFT_ADDRESS_MAX + 1) },
    });
    expect(tooLong.statusCode).toBe(422);
    expect(tooLong.json().meta.msg).toContain(GIFT_ADDRESS_MESSAGES.tooLong.replace(/\.$/, ''));
    const guest = await addGuest(invitation.id, headers);

    const open = await ctx.app.inject({ url: `/api/gifts/${slug}` });
    expect(open.json().data.address).toBeNull();
    expect(open.body).not.toContain('Melati');
    const guessed = await ctx.app.inject({ url: `/api/gifts/${slug}?g=AAAAAAAAAAAAAAAAAAAAAA` });
    expect(guessed.json().data.address).toBeNull();
    const personal = await ctx.app.inject({ url: `/api/gifts/${slug}?g=${guest.token}` });
    expect(personal.json().data).toMatchObject({ address, guestName: 'Budi Santoso' });
    expect(personal.headers['cache-control']).toBe('private, no-store');
    // Nor does any invitation page carry it.
    for (const url of [`/${slug}`, `/${slug}?g=${guest.token}`]) {
      expect((await ctx.app.inject({ url })).body).not.toContain('Melati');
    }
    const removed = await ctx.app.inject({
      method: 'PUT',
      url: `/api/invitations/${invitation.id}/gifts/address`,
      headers,
      payload: { address: '' },
    });
    expect(removed.json().meta.msg).toBe(GIFT_ADDRESS_MESSAGES.removed);
    const after = await ctx.app.inject({ url: `/api/gifts/${slug}?g=${guest.token}` });
    expect(after.json().data.address).toBeNull();
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
    const english = await ctx.app.inject({ url: `/api/gifts/${invitation.slug}?lang=en` });
    expect(english.json().meta.msg).toBe('This invitation’s digital envelope is not open.');
  });

  it('answers a guest’s “Sudah kirim” in the page’s language (issue 30)', async () => {
    const { slug } = await vipCouple();
    const send = (lang: string, payload: object) =>
      ctx.app.inject({ method: 'POST', url: `/api/gifts/${slug}/sent?lang=${lang}`, payload });
    const nameless = await send('en', { amount: 'Rp 100.000' });
    expect(nameless.statusCode).toBe(422);
    expect(nameless.json().meta.msg).toBe('Write your name so the couple knows who sent it.');
    const sent = await send('en', { name: 'Clara', amount: 'Rp 100.000' });
    expect(sent.statusCode).toBe(201);
    expect(sent.json().meta.msg).toBe('Thank you! The couple will check your gift.');
    expect((await send('id', { name: 'Sari' })).json().meta.msg).toBe(GIFT_SENT_MESSAGES.saved);
  });
});
