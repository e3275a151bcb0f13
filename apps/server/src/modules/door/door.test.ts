import { randomUUID } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import {
  DOOR_MESSAGES,
  type ControlRoomDto,
  type GuestDto,
  type ScreenGreetingsDto,
} from '@kabar/shared';
import { authHeaders, createTestMember } from '../../test/test-users';
import { useTestApp } from '../../test/test-app';
import { createTestCouple } from '../../test/test-couple';

const ctx = useTestApp();

/** A couple with three guests (a VIP of the groom's side at table 1), a desk and a screen link. */
async function wedding() {
  const { user, invitation } = await createTestCouple(ctx.database.db);
  const headers = await authHeaders(ctx, user);
  const base = `/api/invitations/${invitation.id}`;
  const add = async (payload: object): Promise<GuestDto> =>
    (await ctx.app.inject({ method: 'POST', url: `${base}/guests`, headers, payload })).json().data;
  const pak = await add({
    name: 'Pak Harto',
    phone: '081234567890',
    side: 'groom',
    invitedCount: 2,
    notes: 'rahasia',
    category: 'vip',
    table: 'Meja 1',
  });
  const siti = await add({ name: 'Siti', phone: '081311112222', side: 'bride', invitedCount: 3 });
  const bu = await add({ name: 'Bu Ani', side: 'bride', category: 'vvip', table: 'Meja Utama' });
  const post = (url: string, payload: object) =>
    ctx.app.inject({ method: 'POST', url: `${base}${url}`, headers, payload });
  const desk = (await post('/checkin-links', { label: 'Meja 1' })).json().data.code as string;
  const screenLink = await post('/screen-links', { label: 'TV pelaminan' });
  expect(screenLink.statusCode).toBe(201);
  const screen = screenLink.json().data as { id: string; code: string };
  return { user, invitation, headers, base, pak, siti, bu, desk, screen, post };
}

const scan = (desk: string, overrides: object) =>
  ctx.app.inject({
    method: 'POST',
    url: `/api/checkin/${desk}/arrivals`,
    payload: {
      arrivals: [
        { scanId: randomUUID(), people: 1, scannedAt: new Date().toISOString(), ...overrides },
      ],
    },
  });
const act = (desk: string, actions: object[]) =>
  ctx.app.inject({ method: 'POST', url: `/api/checkin/${desk}/actions`, payload: { actions } });
const walkIn = (overrides: object = {}) => ({
  kind: 'walk_in',
  scanId: randomUUID(),
  name: 'Om Tamu Dadakan',
  people: 2,
  side: 'groom',
  at: new Date().toISOString(),
  ...overrides,
});
const souvenir = (guestId: string) => ({
  kind: 'souvenir',
  scanId: randomUUID(),
  guestId,
  at: new Date().toISOString(),
});

describe('guest category and table', () => {
  it('are kept on the guest, shown to the desk, and left alone by an edit that omits them', async () => {
    const { base, headers, pak, desk } = await wedding();
    expect(pak).toMatchObject({ category: 'vip', table: 'Meja 1', souvenirAt: null });
    const listed = (await ctx.app.inject(`/api/checkin/${desk}`)).json().data;
    expect(listed.guests.find((g: { id: string }) => g.id === pak.id)).toMatchObject({
      category: 'vip',
      table: 'Meja 1',
      souvenirGiven: false,
    });
    expect(listed.categoryLabels).toEqual({ vvip: 'VVIP', vip: 'VIP', reguler: 'Reguler' });
    const edited = await ctx.app.inject({
      method: 'PATCH',
      url: `${base}/guests/${pak.id}`,
      headers,
      payload: { name: 'Pak Harto S.', phone: '081234567890', invitedCount: 2 },
    });
    expect(edited.json().data).toMatchObject({ category: 'vip', table: 'Meja 1' });
    const bad = await ctx.app.inject({
      method: 'POST',
      url: `${base}/guests`,
      headers,
      payload: { name: 'X', category: 'raja' },
    });
    expect(bad.statusCode).toBe(422);
    expect(bad.json().data.errors.category).toBe('Pilih kategori VVIP, VIP atau Reguler.');
  });

  it('may be renamed, and import and export use the couple’s names', async () => {
    const { base, headers } = await wedding();
    const renamed = await ctx.app.inject({
      method: 'PUT',
      url: `${base}/door-settings`,
      headers,
      payload: {
        categoryLabels: { vvip: 'Keluarga Inti', vip: 'Tamu Kehormatan', reguler: 'Umum' },
        souvenirStock: 100,
      },
    });
    expect(renamed.statusCode).toBe(200);
    const imported = await ctx.app.inject({
      method: 'POST',
      url: `${base}/guests/import`,
      headers,
      payload: {
        rows: [
          {
            line: 2,
            name: 'Pak Camat',
            phone: '081277778888',
            category: 'Tamu Kehormatan',
            table: 'A3',
          },
          { line: 3, name: 'Pak Lurah', phone: '081277779999', category: 'raja' },
        ],
      },
    });
    expect(imported.statusCode).toBe(200);
    expect(imported.json().data.created).toBe(1);
    const csv = (await ctx.app.inject({ url: `${base}/guests/export`, headers })).body;
    const header = csv.split('\n')[0]!;
    expect(header).toContain('Kategori,Meja,Suvenir');
    expect(csv).toMatch(/Pak Camat,.*Tamu Kehormatan,A3,/);
  });
});

describe('bulk edit of category, table and language', () => {
  it('sets several guests at once, within a side manager’s side only', async () => {
    const { base, headers, invitation, pak, siti, bu } = await wedding();
    const manager = await createTestMember(ctx.database.db, invitation.id, 'side_manager', 'bride');
    const res = await ctx.app.inject({
      method: 'POST',
      url: `${base}/guests/seating`,
      headers: await authHeaders(ctx, manager),
      payload: { guestIds: [pak.id, siti.id, bu.id], table: 'Meja 7' },
    });
    expect(res.json().data).toEqual({ updated: 2 });
    const list = (await ctx.app.inject({ url: `${base}/guests`, headers })).json().data;
    const tables = Object.fromEntries(
      list.guests.map((g: GuestDto) => [g.name, [g.category, g.table]]),
    );
    expect(tables).toMatchObject({
      'Pak Harto': ['vip', 'Meja 1'],
      Siti: ['reguler', 'Meja 7'],
      'Bu Ani': ['vvip', 'Meja 7'],
    });
  });

  it('sets the language of several guests at once (issue 30), and refuses an unknown one', async () => {
    const { base, headers, pak, siti } = await wedding();
    const seat = (payload: object) =>
      ctx.app.inject({ method: 'POST', url: `${base}/guests/seating`, headers, payload });
    const res = await seat({ guestIds: [pak.id, siti.id], language: 'en' });
    expect(res.json().data).toEqual({ updated: 2 });
    const list = (await ctx.app.inject({ url: `${base}/guests`, headers })).json().data;
    const languages = Object.fromEntries(list.guests.map((g: GuestDto) => [g.name, g.language]));
    expect(languages).toMatchObject({ 'Pak Harto': 'en', Siti: 'en', 'Bu Ani': 'id' });
    const unknown = await seat({ guestIds: [pak.id], language: 'fr' });
    expect(unknown.statusCode).toBe(422);
    expect(unknown.json().data.errors.language).toBe('Pilih bahasa Indonesia atau Inggris.');
    const nothing = await seat({ guestIds: [pak.id] });
    expect(nothing.statusCode).toBe(422);
  });
});

describe('walk-ins and souvenirs at the desk', () => {
  it('admits a walk-in once however often the queue sends it, counted apart', async () => {
    const { desk, base, headers } = await wedding();
    const admitted = walkIn();
    const first = await act(desk, [admitted]);
    expect(first.statusCode).toBe(200);
    expect(first.json().data.results).toEqual([
      { scanId: admitted.scanId, kind: 'walk_in', status: 'recorded', name: 'Om Tamu Dadakan' },
    ]);
    const again = await act(desk, [admitted]);
    expect(again.json().data.results).toEqual(first.json().data.results);
    const room: ControlRoomDto = (
      await ctx.app.inject({ url: `${base}/control-room`, headers })
    ).json().data;
    expect(room.walkIns).toEqual({ count: 1, people: 2 });
    expect(room.sides.find((s) => s.side === 'groom')).toMatchObject({
      arrivedPeople: 0,
      walkInPeople: 2,
    });
    expect(room.latest[0]).toMatchObject({ kind: 'walk_in', name: 'Om Tamu Dadakan' });
    const csv = (await ctx.app.inject({ url: `${base}/walk-ins/export`, headers })).body;
    expect(csv).toContain('Om Tamu Dadakan,Pria,2,');
    expect(csv).toContain('Tamu tidak terdaftar');
  });

  it('gives a souvenir once, only to an arrived guest, and counts the stock left', async () => {
    const { desk, pak, siti, base, headers } = await wedding();
    await ctx.app.inject({
      method: 'PUT',
      url: `${base}/door-settings`,
      headers,
      payload: {
        categoryLabels: { vvip: 'VVIP', vip: 'VIP', reguler: 'Reguler' },
        souvenirStock: 10,
      },
    });
    const early = await act(desk, [souvenir(siti.id)]);
    expect(early.json().data.results[0]).toMatchObject({ status: 'not_arrived', name: 'Siti' });
    await scan(desk, { token: pak.token, people: 2 });
    const given = await act(desk, [souvenir(pak.id)]);
    expect(given.json().data.results[0].status).toBe('recorded');
    expect(given.json().data.souvenirs).toEqual({ stock: 10, given: 1, left: 9 });
    const twice = await act(desk, [souvenir(pak.id)]);
    expect(twice.json().data.results[0].status).toBe('already_recorded');
    expect(twice.json().data.souvenirs.left).toBe(9);
    const foreign = await act(desk, [souvenir(randomUUID())]);
    expect(foreign.json().data.results[0]).toMatchObject({ status: 'unknown_guest', name: null });
  });

  it('merges a walk-in into a listed guest, who then counts as arrived', async () => {
    const { desk, base, headers, siti } = await wedding();
    await act(desk, [walkIn({ name: 'Siti A.', side: 'bride', people: 3 })]);
    const [listed] = (await ctx.app.inject({ url: `${base}/walk-ins`, headers })).json().data;
    const merged = await ctx.app.inject({
      method: 'POST',
      url: `${base}/walk-ins/${listed.id}/merge`,
      headers,
      payload: { guestId: siti.id },
    });
    expect(merged.statusCode).toBe(200);
    expect(merged.json().data[0].mergedInto).toEqual({ id: siti.id, name: 'Siti' });
    const room: ControlRoomDto = (
      await ctx.app.inject({ url: `${base}/control-room`, headers })
    ).json().data;
    expect(room.walkIns).toEqual({ count: 0, people: 0 });
    expect(room.sides.find((s) => s.side === 'bride')).toMatchObject({ arrivedPeople: 3 });
    const twice = await ctx.app.inject({
      method: 'POST',
      url: `${base}/walk-ins/${listed.id}/merge`,
      headers,
      payload: { guestId: siti.id },
    });
    expect(twice.statusCode).toBe(409);
    expect(twice.json().meta.msg).toBe(DOOR_MESSAGES.walkInMerged);
  });
});

describe('the greeting screen', () => {
  it('greets arrivals in order with name and table only, and catches up from its cursor', async () => {
    const { screen, desk, pak } = await wedding();
    const opened = await ctx.app.inject(`/api/screen/${screen.code}`);
    expect(opened.statusCode).toBe(200);
    expect(opened.json().data).toMatchObject({ coupleNames: 'Rina & Dimas', lastId: 0 });
    expect(opened.json().data.look.bg).toMatch(/^#/);
    await scan(desk, { token: pak.token, people: 2 });
    await act(desk, [walkIn()]);
    const res = await ctx.app.inject(`/api/screen/${screen.code}/greetings?after=0`);
    const body: ScreenGreetingsDto = res.json().data;
    expect(body.greetings.map((g) => [g.kind, g.name, g.table])).toEqual([
      ['guest', 'Pak Harto', 'Meja 1'],
      ['walk_in', 'Om Tamu Dadakan', ''],
    ]);
    expect(res.body).not.toContain('62812');
    expect(res.body).not.toContain('rahasia');
    expect(res.body).not.toContain('groom');
    const later = await ctx.app.inject(`/api/screen/${screen.code}/greetings?after=${body.lastId}`);
    expect(later.json().data).toEqual({ greetings: [], lastId: body.lastId });
    // A second scan of the same guest is not greeted twice.
    await scan(desk, { token: pak.token, people: 2 });
    const again = await ctx.app.inject(`/api/screen/${screen.code}/greetings?after=${body.lastId}`);
    expect(again.json().data.greetings).toEqual([]);
  });

  it('refuses an unknown or revoked link in Indonesian, and a desk code is not a screen code', async () => {
    const { screen, desk, base, headers } = await wedding();
    const revoked = await ctx.app.inject({
      method: 'DELETE',
      url: `${base}/screen-links/${screen.id}`,
      headers,
    });
    expect(revoked.json().data.revokedAt).not.toBeNull();
    for (const url of [
      `/api/screen/${screen.code}`,
      `/api/screen/${screen.code}/greetings`,
      `/api/screen/${desk}`,
      `/api/screen/${'x'.repeat(22)}`,
    ]) {
      const res = await ctx.app.inject(url);
      expect(res.statusCode).toBe(403);
      expect(res.json().meta.msg).toBe(DOOR_MESSAGES.screenLinkInvalid);
    }
  });
});

describe('the door prize', () => {
  it('draws among arrived guests not yet drawn, shows the winner, then says nobody is left', async () => {
    const { base, headers, desk, pak, screen } = await wedding();
    const draw = () =>
      ctx.app.inject({
        method: 'POST',
        url: `${base}/door-prize`,
        headers,
        payload: { prize: 'Kulkas' },
      });
    const empty = await draw();
    expect(empty.statusCode).toBe(422);
    expect(empty.json().meta.msg).toBe(DOOR_MESSAGES.nobodyToDraw);
    await scan(desk, { token: pak.token, people: 2 });
    const won = await draw();
    expect(won.statusCode).toBe(201);
    expect(won.json().data).toMatchObject({ guestId: pak.id, name: 'Pak Harto', prize: 'Kulkas' });
    expect((await draw()).json().meta.msg).toBe(DOOR_MESSAGES.nobodyToDraw);
    const log = (await ctx.app.inject({ url: `${base}/door-prize`, headers })).json().data;
    expect(log).toHaveLength(1);
    const shown = (await ctx.app.inject(`/api/screen/${screen.code}/greetings`)).json().data;
    expect(shown.greetings.at(-1)).toMatchObject({
      kind: 'prize',
      name: 'Pak Harto',
      prize: 'Kulkas',
    });
  });
});

describe('the control room', () => {
  it('shows arrivals against the answers, VIPs arrived and awaited, and a side manager their side', async () => {
    const { base, headers, desk, pak, invitation } = await wedding();
    await scan(desk, { token: pak.token, people: 2 });
    const room: ControlRoomDto = (
      await ctx.app.inject({ url: `${base}/control-room`, headers })
    ).json().data;
    expect(room.side).toBeNull();
    expect(room.sides.map((s) => s.side)).toEqual(['bride', 'groom', null]);
    expect(room.sides.find((s) => s.side === null)).toMatchObject({ arrivedPeople: 2 });
    expect(room.vips.arrived.map((g) => [g.name, g.category, g.table])).toEqual([
      ['Pak Harto', 'vip', 'Meja 1'],
    ]);
    expect(room.vips.waiting.map((g) => g.name)).toEqual(['Bu Ani']);
    expect(room.latest[0]).toMatchObject({ name: 'Pak Harto', category: 'vip' });

    const manager = await createTestMember(ctx.database.db, invitation.id, 'side_manager', 'bride');
    const theirs: ControlRoomDto = (
      await ctx.app.inject({
        url: `${base}/control-room`,
        headers: await authHeaders(ctx, manager),
      })
    ).json().data;
    expect(theirs.side).toBe('bride');
    expect(theirs.sides.map((s) => s.side)).toEqual(['bride']);
    expect(theirs.vips.arrived).toEqual([]);
    expect(theirs.vips.waiting.map((g) => g.name)).toEqual(['Bu Ani']);
    expect(theirs.latest).toEqual([]);
  });
});
