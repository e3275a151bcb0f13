import { describe, expect, it } from 'vitest';
import { GIFT_MESSAGES, parseCsv, type GiftDto, type GuestDto } from '@kabar/shared';
import { authHeaders } from '../../test/test-users';
import { useTestApp } from '../../test/test-app';
import { createTestCouple } from '../../test/test-couple';

const ctx = useTestApp();

async function ledger() {
  const { user, invitation } = await createTestCouple(ctx.database.db);
  const headers = await authHeaders(ctx, user);
  const base = `/api/invitations/${invitation.id}`;
  const call = (method: 'GET' | 'POST' | 'PATCH' | 'DELETE', url: string, payload?: object) =>
    ctx.app.inject({ method, url: `${base}${url}`, headers, payload });
  const guest: GuestDto = (await call('POST', '/guests', { name: 'Pak Harjo' })).json().data;
  return { invitation, headers, base, call, guest };
}

describe('the gift ledger', () => {
  it('records envelopes and gifts with totals, and exports them', async () => {
    const { call, guest, invitation } = await ledger();
    const envelope = await call('POST', '/gifts', {
      guestId: guest.id,
      kind: 'amplop',
      amount: 'Rp 250.000',
    });
    expect(envelope.statusCode).toBe(201);
    expect(envelope.json().data).toMatchObject({ fromName: 'Pak Harjo', amount: 250000 });
    await call('POST', '/gifts', {
      fromName: 'Teman kantor',
      kind: 'kado',
      description: 'Rice cooker',
    });
    await call('POST', '/gifts', { fromName: 'Om Budi', kind: 'transfer', amount: 500000 });

    const res = await call('GET', '/gifts');
    expect(res.json().data.totals).toEqual({
      count: 3,
      amount: 750000,
      byKind: {
        amplop: { count: 1, amount: 250000 },
        kado: { count: 1, amount: 0 },
        transfer: { count: 1, amount: 500000 },
      },
    });

    const csv = await call('GET', '/gifts/export');
    expect(csv.headers['content-disposition']).toBe(
      `attachment; filename="hadiah-${invitation.slug}.csv"`,
    );
    const table = parseCsv(csv.body);
    expect(table[0]).toEqual(['Nama', 'Jenis', 'Nominal (Rp)', 'Keterangan', 'Diterima']);
    expect(table.slice(1).map((r) => r.slice(0, 4))).toEqual(
      expect.arrayContaining([
        ['Pak Harjo', 'Amplop', '250000', ''],
        ['Teman kantor', 'Kado', '', 'Rice cooker'],
      ]),
    );
    expect(table.at(-1)!.slice(0, 3)).toEqual(['Total', '', '750000']);
  });

  it('edits and deletes a record, and keeps it when the guest is removed', async () => {
    const { call, guest } = await ledger();
    const gift: GiftDto = (
      await call('POST', '/gifts', { guestId: guest.id, kind: 'amplop', amount: 100000 })
    ).json().data;
    const edited = await call('PATCH', `/gifts/${gift.id}`, {
      guestId: guest.id,
      kind: 'amplop',
      amount: '150.000',
      description: 'Dibuka keluarga',
    });
    expect(edited.json().data).toMatchObject({ amount: 150000, description: 'Dibuka keluarga' });
    await call('DELETE', `/guests/${guest.id}`);
    const [kept] = (await call('GET', '/gifts')).json().data.gifts;
    expect(kept).toMatchObject({ guestId: null, fromName: 'Pak Harjo', amount: 150000 });
    expect((await call('DELETE', `/gifts/${gift.id}`)).statusCode).toBe(200);
    expect((await call('GET', '/gifts')).json().data.gifts).toEqual([]);
  });

  it('refuses empty records and guests of another invitation', async () => {
    const { call } = await ledger();
    const other = await ledger();
    const empty = await call('POST', '/gifts', { fromName: 'X', kind: 'kado' });
    expect(empty.statusCode).toBe(422);
    expect(empty.json().data.errors).toEqual({ amount: GIFT_MESSAGES.empty });
    const foreign = await call('POST', '/gifts', {
      guestId: other.guest.id,
      kind: 'amplop',
      amount: 1,
    });
    expect(foreign.statusCode).toBe(422);
  });

  it("is the couple's alone: another couple gets 404, the check-in link never sees it", async () => {
    const { call, base, headers } = await ledger();
    const gift: GiftDto = (
      await call('POST', '/gifts', { fromName: 'Tante Sri', kind: 'amplop', amount: 300000 })
    ).json().data;
    const stranger = await ledger();
    for (const [method, url] of [
      ['GET', '/gifts'],
      ['GET', '/gifts/export'],
      ['PATCH', `/gifts/${gift.id}`],
      ['DELETE', `/gifts/${gift.id}`],
    ] as const) {
      const res = await ctx.app.inject({
        method,
        url: `${base}${url}`,
        headers: stranger.headers,
        payload: method === 'PATCH' ? { fromName: 'X', kind: 'kado', description: 'x' } : undefined,
      });
      expect(res.statusCode).toBe(404);
    }
    const link = await ctx.app.inject({
      method: 'POST',
      url: `${base}/checkin-links`,
      headers,
      payload: { label: 'Meja 1' },
    });
    const helper = await ctx.app.inject(`/api/checkin/${link.json().data.code}`);
    expect(helper.statusCode).toBe(200);
    expect(helper.body).not.toContain('Tante Sri');
    expect(helper.body).not.toContain('300000');
  });
});
