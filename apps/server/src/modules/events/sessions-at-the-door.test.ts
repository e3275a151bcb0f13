import { describe, expect, it } from 'vitest';
import {
  parseCsv,
  parseGuestImport,
  type CheckinDeskDto,
  type ControlRoomDto,
  type EventsPage,
  type GuestDto,
  type ScreenGreetingsDto,
} from '@kabar/shared';
import { createTestInvitation } from '../../test/test-invitations';
import { createReceptionCouple } from '../../test/test-reception-couple';
import { useTestApp } from '../../test/test-app';
import { authHeaders, createTestMember, createTestUser } from '../../test/test-users';

const ctx = useTestApp();

/**
 * A couple whose reception (11.00-15.00 WITA on 2030-06-15) is split into Sesi 1 and Sesi 2, with
 * an ngunduh mantu of their own, a desk link and a greeting screen.
 */
async function splitWedding() {
  const { invitation, headers, base, call } = await createReceptionCouple(ctx);
  const page = async () => (await call('GET', '/events')).json().data as EventsPage;
  const resepsi = (await page()).events.find((event) => event.specKey === 'resepsi')!;
  expect(
    (
      await call('PUT', `/events/${resepsi.id}/sessions`, {
        sessions: [
          { title: 'Sesi 1', startTime: '11:00', endTime: '13:00', capacity: null },
          { title: 'Sesi 2', startTime: '13:00', endTime: '15:00', capacity: null },
        ],
      })
    ).statusCode,
  ).toBe(200);
  expect(
    (
      await call('POST', '/events', {
        title: 'Ngunduh Mantu',
        date: '2030-07-06',
        startTime: '10:00',
        endTime: '13:00',
        timeZone: 'WIB',
        isPublic: false,
      })
    ).statusCode,
  ).toBe(200);
  const importRows = async (text: string) =>
    call('POST', '/guests/import', { rows: parseGuestImport(text) });
  const guests = async () => (await call('GET', '/guests')).json().data.guests as GuestDto[];
  const desk = (await call('POST', '/checkin-links', { label: 'Meja 1' })).json().data
    .code as string;
  const screen = (await call('POST', '/screen-links', { label: 'TV' })).json().data.code as string;
  return { invitation, headers, base, call, page, importRows, guests, desk, screen };
}

const sessionTitles = (events: EventsPage['events']) =>
  events.flatMap((event) =>
    event.sessions.map((session) => [session.title, session.invited] as const),
  );

describe('the "Acara" column of the guest spreadsheet (issue 27)', () => {
  it('imports events and sessions per guest, refuses unknown ones, and reads its export back unchanged', async () => {
    const { call, page, importRows, guests } = await splitWedding();
    const imported = await importRows(
      [
        'Nama,HP,Jumlah,Acara',
        'Pak Budi,081234567890,2,Akad Nikah; Resepsi (Sesi 2)',
        'Bu Ani,081311112222,3,Resepsi: sesi 1; Ngunduh Mantu',
        'Om Joko,081399998888,1,',
        'Tante Sri,081300001111,1,Pengajian',
      ].join('\n'),
    );
    expect(imported.statusCode).toBe(200);
    expect(imported.json().data).toMatchObject({ created: 3, updated: 0 });
    expect(imported.json().data.skipped[0].problems[0]).toContain('Acara "Pengajian"');

    const events = (await page()).events;
    // Pak Budi (2) in Sesi 2; Bu Ani (3) in Sesi 1; Om Joko (1) by default in the first session.
    expect(sessionTitles(events)).toEqual([
      ['Sesi 1', 4],
      ['Sesi 2', 2],
    ]);
    expect(events.find((event) => event.title === 'Ngunduh Mantu')!.invited).toBe(3 + 1);

    const exported = await call('GET', '/guests/export');
    const [header, ...rows] = parseCsv(exported.body.replace(/^\uFEFF/, ''));
    const column = (name: string) => header!.indexOf(name);
    const budi = rows.find((row) => row[0] === 'Pak Budi')!;
    expect(budi[column('Acara')]).toBe('Akad Nikah; Resepsi (Sesi 2)');
    expect(budi[column('Acara: Resepsi')]).toBe('Sesi 2');
    expect(budi[column('Acara: Ngunduh Mantu')]).toBe('');

    const again = await importRows(exported.body);
    expect(again.json().data).toMatchObject({ created: 0, updated: 0 });

    // A guest on the list moves to the session the row names.
    const moved = await importRows('Nama,HP,Acara\nPak Budi,081234567890,Resepsi (Sesi 1)');
    expect(moved.json().data).toMatchObject({ created: 0, updated: 1 });
    expect(sessionTitles((await page()).events)).toEqual([
      ['Sesi 1', 6],
      ['Sesi 2', 0],
    ]);
    expect((await guests()).length).toBe(3);
  });
});

describe('sessions at the door (issues 27 and 28)', () => {
  it('gives the desk every session and each guest’s, and counts arrivals per session', async () => {
    const { call, importRows, guests, desk } = await splitWedding();
    await importRows(
      [
        'Nama,HP,Jumlah,Pihak,Acara',
        'Pak Budi,081234567890,2,Pria,Resepsi (Sesi 2)',
        'Bu Ani,081311112222,3,Wanita,Resepsi (Sesi 1)',
      ].join('\n'),
    );
    const [budi, ani] = (await guests()).sort((a, b) => a.name.localeCompare(b.name)).reverse();
    expect(budi!.name).toBe('Pak Budi');

    const listed = (await ctx.app.inject(`/api/checkin/${desk}`)).json().data as CheckinDeskDto;
    expect(listed.sessions.map((s) => [s.eventTitle, s.title, s.startTime, s.timeZone])).toEqual([
      ['Resepsi', 'Sesi 1', '11:00', 'WITA'],
      ['Resepsi', 'Sesi 2', '13:00', 'WITA'],
    ]);
    const [sesi1, sesi2] = listed.sessions;
    expect(listed.guests.find((g) => g.id === budi!.id)!.sessionIds).toEqual([sesi2!.id]);
    expect(listed.guests.find((g) => g.id === ani!.id)!.sessionIds).toEqual([sesi1!.id]);

    await call('PUT', `/guests/${ani!.id}/check-in`, { people: 2 });
    const room = (await call('GET', '/control-room')).json().data as ControlRoomDto;
    expect(
      room.sessions.map((s) => [s.title, s.invitedGuests, s.arrivedGuests, s.arrivedPeople]),
    ).toEqual([
      ['Sesi 1', 1, 1, 2],
      ['Sesi 2', 1, 0, 0],
    ]);
  });

  it('gives a desk without split events no sessions, and guests none to warn about', async () => {
    const user = await createTestUser(ctx.database.db, { plan: 'vip' });
    const invitation = await createTestInvitation(ctx.database.db, user.id);
    const headers = await authHeaders(ctx, user);
    const base = `/api/invitations/${invitation.id}`;
    await ctx.app.inject({
      method: 'POST',
      url: `${base}/guests`,
      headers,
      payload: { name: 'A' },
    });
    const code = (
      await ctx.app.inject({
        method: 'POST',
        url: `${base}/checkin-links`,
        headers,
        payload: { label: 'Meja' },
      })
    ).json().data.code;
    const listed = (await ctx.app.inject(`/api/checkin/${code}`)).json().data as CheckinDeskDto;
    expect(listed.sessions).toEqual([]);
    expect(listed.guests[0]!.sessionIds).toBeUndefined();
    const room = await ctx.app.inject({ url: `${base}/control-room`, headers });
    expect(room.json().data.sessions).toEqual([]);
  });
});

describe('a check-in the couple records in the dashboard (issue 28)', () => {
  it('is greeted on the greeting screen once, like a scan', async () => {
    const { call, guests, screen } = await splitWedding();
    await call('POST', '/guests', { name: 'Pak Camat', category: 'vip', table: 'Meja 3' });
    const [camat] = await guests();
    const first = await call('PUT', `/guests/${camat!.id}/check-in`, { people: 2 });
    expect(first.statusCode).toBe(200);
    // Correcting the headcount is not a second arrival.
    await call('PUT', `/guests/${camat!.id}/check-in`, { people: 3 });
    const feed = (await ctx.app.inject(`/api/screen/${screen}/greetings?after=0`)).json()
      .data as ScreenGreetingsDto;
    expect(feed.greetings.map((g) => [g.kind, g.name, g.table])).toEqual([
      ['guest', 'Pak Camat', 'Meja 3'],
    ]);
  });
});

describe('security #63 and #64: the bulk edit and the Acara column stay within what a person manages', () => {
  it('#63: gives a side manager their side’s guests’ events only, and moves only theirs', async () => {
    const { invitation, base, call, page, importRows, guests } = await splitWedding();
    await importRows(
      ['Nama,HP,Pihak', 'Pak Budi,081234567890,Pria', 'Bu Ani,081311112222,Wanita'].join('\n'),
    );
    const list = await guests();
    const budi = list.find((guest) => guest.name === 'Pak Budi')!;
    const ani = list.find((guest) => guest.name === 'Bu Ani')!;
    const manager = await createTestMember(ctx.database.db, invitation.id, 'side_manager', 'bride');
    const theirs = await authHeaders(ctx, manager);
    const seen = await ctx.app.inject({ url: `${base}/guest-events`, headers: theirs });
    expect(seen.statusCode).toBe(200);
    expect(Object.keys(seen.json().data)).toEqual([ani.id]);
    const all = (await call('GET', '/guest-events')).json().data;
    expect(Object.keys(all).sort()).toEqual([budi.id, ani.id].sort());

    const resepsi = (await page()).events.find((event) => event.specKey === 'resepsi')!;
    const moved = await ctx.app.inject({
      method: 'POST',
      url: `${base}/event-assignments`,
      headers: theirs,
      payload: {
        eventId: resepsi.id,
        sessionId: resepsi.sessions[1]!.id,
        invited: true,
        guestIds: [budi.id, ani.id],
      },
    });
    expect(moved.json().meta.msg).toBe('1 tamu diperbarui.');
    expect(sessionTitles((await page()).events)).toEqual([
      ['Sesi 1', 1],
      ['Sesi 2', 1],
    ]);
  });

  it('#64: an Acara cell names only the invitation’s own events; a row naming another is not saved at all', async () => {
    const { importRows, guests } = await splitWedding();
    const other = await splitWedding();
    const foreign = (await other.page()).events.find((event) => event.title === 'Ngunduh Mantu')!;
    const res = await importRows(`Nama,HP,Acara\nPak Budi,081234567890,${foreign.id}`);
    expect(res.json().data).toMatchObject({ created: 0, updated: 0 });
    expect(res.json().data.skipped[0].problems[0]).toContain('tidak dikenal');
    expect(await guests()).toEqual([]);
  });
});
