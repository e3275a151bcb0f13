import { describe, expect, it } from 'vitest';
import { EVENT_MESSAGES, type EventsPage, type GuestEvents } from '@kabar/shared';
import { createReceptionCouple } from '../../test/test-reception-couple';
import { useTestApp } from '../../test/test-app';
import { authHeaders, createTestMember } from '../../test/test-users';
import { guests } from '../guests/guests.schema';
import { answerEvents } from './event-answers';

const ctx = useTestApp();

/** A couple whose reception (11.00-15.00 WITA on 2030-06-15) has guests on its list. */
async function weddingWithGuests(names: string[], sides: ('bride' | 'groom')[] = []) {
  const { user, invitation, headers } = await createReceptionCouple(ctx);
  const list = await ctx.database.db
    .insert(guests)
    .values(
      names.map((name, i) => ({
        invitationId: invitation.id,
        name,
        token: `tok${i}${invitation.id.replace(/-/g, '').slice(0, 14)}`,
        invitedCount: 2,
        side: sides[i] ?? null,
      })),
    )
    .returning();
  const api = async (method: 'GET' | 'POST' | 'PUT' | 'DELETE', path: string, payload?: object) => {
    const res = await ctx.app.inject({
      method,
      url: `/api/invitations/${invitation.id}${path}`,
      headers,
      ...(payload ? { payload } : {}),
    });
    return {
      status: res.statusCode,
      body: res.json() as { data: EventsPage; meta: { msg: string } },
    };
  };
  const page = async () => (await api('GET', '/events')).body.data;
  return { user, invitation, headers, list, api, page };
}

const split = [
  { title: 'Sesi 1', startTime: '11:00', endTime: '13:00', capacity: 3 },
  { title: 'Sesi 2', startTime: '13:00', endTime: '15:00', capacity: null },
];

describe('events and sessions', () => {
  it('lists the two step 2 events with their spec details, and adds an ngunduh mantu', async () => {
    const { api, page } = await weddingWithGuests(['Pak Budi']);
    const before = await page();
    expect(before.events.map((event) => [event.specKey, event.title, event.venue])).toEqual([
      ['ibadah', 'Akad Nikah', 'Masjid Raya'],
      ['resepsi', 'Resepsi', 'Gedung Juang'],
    ]);
    expect(before.events[1]).toMatchObject({
      startTime: '11:00',
      endTime: '15:00',
      timeZone: 'WITA',
      invited: 2,
    });

    const added = await api('POST', '/events', {
      title: 'Ngunduh Mantu',
      date: '2030-07-06',
      startTime: '10:00',
      endTime: '13:00',
      timeZone: 'WIB',
      venue: 'Rumah Keluarga Pria',
      address: 'Jl. Solo 3, Klaten',
      mapUrl: 'https://maps.app.goo.gl/abc',
      isPublic: false,
    });
    expect(added.status).toBe(200);
    expect(added.body.data.events.at(-1)).toMatchObject({
      specKey: null,
      title: 'Ngunduh Mantu',
      isPublic: false,
      invited: 0,
    });
  });

  it('refuses overlapping sessions, a session outside its event and a step 2 event’s removal, changing nothing', async () => {
    const { api, page } = await weddingWithGuests(['Pak Budi']);
    const resepsi = (await page()).events[1]!;
    const overlap = await api('PUT', `/events/${resepsi.id}/sessions`, {
      sessions: [split[0], { ...split[1], startTime: '12:30' }],
    });
    expect(overlap).toMatchObject({
      status: 422,
      body: { meta: { msg: EVENT_MESSAGES.sessionsOverlap('Sesi 1', 'Sesi 2') } },
    });
    const outside = await api('PUT', `/events/${resepsi.id}/sessions`, {
      sessions: [split[0], { ...split[1], endTime: '16:00' }],
    });
    expect(outside.body.meta.msg).toBe(EVENT_MESSAGES.sessionOutside('Sesi 2'));
    expect((await page()).events[1]!.sessions).toEqual([]);
    expect((await api('DELETE', `/events/${resepsi.id}`)).body.meta.msg).toBe(
      EVENT_MESSAGES.specEventFixed,
    );
  });

  it('puts guests in sessions by side, and a full session refuses another hadir with its name', async () => {
    const { api, page, list } = await weddingWithGuests(
      ['Pak Budi', 'Bu Ani', 'Mas Joko'],
      ['bride', 'bride', 'groom'],
    );
    const resepsiId = (await page()).events[1]!.id;
    const saved = await api('PUT', `/events/${resepsiId}/sessions`, { sessions: split });
    expect(saved.status).toBe(200);
    const [sesi1, sesi2] = saved.body.data.events[1]!.sessions;
    expect(sesi1!.invited).toBe(6); // new sessions: every guest starts in the first
    const moved = await api('POST', '/event-assignments', {
      eventId: resepsiId,
      sessionId: sesi2!.id,
      invited: true,
      side: 'groom',
    });
    expect(moved.body.meta.msg).toBe('1 tamu diperbarui.');
    expect(moved.body.data.events[1]!.sessions.map((s) => s.invited)).toEqual([4, 2]);

    const [budi, ani] = list;
    await answerEvents(ctx.database.db, budi!.id, [
      { eventId: resepsiId, attendance: 'hadir', guests: 2 },
    ]);
    await expect(
      answerEvents(ctx.database.db, ani!.id, [
        { eventId: resepsiId, attendance: 'hadir', guests: 2 },
      ]),
    ).rejects.toMatchObject({ statusCode: 409, message: EVENT_MESSAGES.sessionFull('Sesi 1') });
    await answerEvents(ctx.database.db, ani!.id, [
      { eventId: resepsiId, attendance: 'hadir', guests: 1 },
    ]);
    const after = (await page()).events[1]!;
    expect(after.sessions.map((s) => s.confirmed)).toEqual([3, 0]);

    const shrink = await api('PUT', `/events/${resepsiId}/sessions`, {
      sessions: [
        { ...split[0], id: sesi1!.id, capacity: 2 },
        { ...split[1], id: sesi2!.id },
      ],
    });
    expect(shrink.body.meta.msg).toBe(EVENT_MESSAGES.capacityBelowConfirmed('Sesi 1', 3));
  });

  it('refuses an answer for an event the guest is not invited to, and never leaves a guest with none', async () => {
    const { api, page, list } = await weddingWithGuests(['Pak Budi']);
    const [ibadah, resepsi] = (await page()).events;
    await api('POST', '/event-assignments', {
      eventId: ibadah!.id,
      invited: false,
      guestIds: [list[0]!.id],
    });
    await expect(
      answerEvents(ctx.database.db, list[0]!.id, [
        { eventId: ibadah!.id, attendance: 'hadir', guests: 1 },
      ]),
    ).rejects.toMatchObject({ statusCode: 422, message: EVENT_MESSAGES.notInvited });
    const last = await api('POST', '/event-assignments', {
      eventId: resepsi!.id,
      invited: false,
      guestIds: [list[0]!.id],
    });
    expect(last).toMatchObject({
      status: 422,
      body: { meta: { msg: 'Setiap tamu harus diundang ke setidaknya satu acara.' } },
    });
  });

  it('takes a deadline only before the first event; after it guests are refused, the couple is not', async () => {
    const { api, list, page } = await weddingWithGuests(['Pak Budi']);
    const late = await api('PUT', '/rsvp-deadline', { deadline: '2030-06-15T00:00:00Z' });
    expect(late).toMatchObject({
      status: 422,
      body: { meta: { msg: EVENT_MESSAGES.deadlineAfterEvent } },
    });
    const ok = await api('PUT', '/rsvp-deadline', { deadline: '2030-06-01T10:00:00+07:00' });
    expect(ok.body.data.deadline).toBe('2030-06-01T03:00:00.000Z');
    const resepsiId = (await page()).events[1]!.id;
    const after = new Date('2030-06-02T00:00:00Z');
    await expect(
      answerEvents(
        ctx.database.db,
        list[0]!.id,
        [{ eventId: resepsiId, attendance: 'hadir', guests: 1 }],
        { now: after },
      ),
    ).rejects.toMatchObject({
      statusCode: 409,
      message: EVENT_MESSAGES.rsvpClosed('1 Jun 2030, 10.00 WIB'),
    });
    const byHand = await api('PUT', `/guests/${list[0]!.id}/event-answers`, {
      answers: [{ eventId: resepsiId, attendance: 'hadir', guests: 2 }],
    });
    expect(byHand.status).toBe(200);
    expect(byHand.body.data).toContainEqual(
      expect.objectContaining({
        eventId: resepsiId,
        answer: expect.objectContaining({ attendance: 'hadir', byCouple: true }),
      }),
    );
  });

  it('docs/security.md #81: records answers by hand per event: capped at the invited count, a full session refused whole, within a side manager’s side', async () => {
    const { invitation, api, page, list } = await weddingWithGuests(
      ['Pak Budi', 'Bu Ani'],
      ['bride', 'bride'],
    );
    const [ibadah, resepsi] = (await page()).events;
    await api('PUT', `/events/${resepsi!.id}/sessions`, { sessions: split });
    const [budi, ani] = list;
    await answerEvents(ctx.database.db, budi!.id, [
      { eventId: resepsi!.id, attendance: 'hadir', guests: 2 },
    ]);
    const record = (answers: object[]) =>
      api('PUT', `/guests/${ani!.id}/event-answers`, { answers }) as unknown as Promise<{
        status: number;
        body: { data: GuestEvents; meta: { msg: string } };
      }>;
    const answersOfAni = async () =>
      ((await api('GET', `/guests/${ani!.id}/events`)).body as unknown as { data: GuestEvents })
        .data;

    const full = await record([
      { eventId: ibadah!.id, attendance: 'tidak_hadir', guests: 0 },
      { eventId: resepsi!.id, attendance: 'hadir', guests: 2 },
    ]);
    expect(full).toMatchObject({
      status: 409,
      body: { meta: { msg: EVENT_MESSAGES.sessionFullByHand('Sesi 1') } },
    });
    // Refused whole: not even the ceremony's answer was kept.
    expect((await answersOfAni()).map((entry) => entry.answer)).toEqual([null, null]);

    const saved = await record([
      { eventId: ibadah!.id, attendance: 'ragu', guests: 5 },
      { eventId: resepsi!.id, attendance: 'hadir', guests: 1 },
    ]);
    expect(saved.status).toBe(200);
    expect(saved.body.meta.msg).toBe('Jawaban disimpan.');
    const byEvent = Object.fromEntries(
      saved.body.data.map((entry) => [
        entry.eventId,
        [entry.answer?.attendance, entry.answer?.guests, entry.answer?.byCouple],
      ]),
    );
    expect(byEvent).toEqual({
      [ibadah!.id]: ['ragu', 2, true],
      [resepsi!.id]: ['hadir', 1, true],
    });

    const manager = await createTestMember(ctx.database.db, invitation.id, 'side_manager', 'groom');
    const otherSide = await ctx.app.inject({
      method: 'PUT',
      url: `/api/invitations/${invitation.id}/guests/${ani!.id}/event-answers`,
      headers: await authHeaders(ctx, manager),
      payload: { answers: [{ eventId: ibadah!.id, attendance: 'tidak_hadir', guests: 0 }] },
    });
    expect(otherSide.statusCode).toBe(404);
    expect((await answersOfAni()).find((e) => e.eventId === ibadah!.id)?.answer?.attendance).toBe(
      'ragu',
    );
  });

  it('lets a side manager assign only their side’s guests', async () => {
    const { invitation, list, page } = await weddingWithGuests(
      ['Pak Budi', 'Mas Joko'],
      ['bride', 'groom'],
    );
    const manager = await createTestMember(ctx.database.db, invitation.id, 'side_manager', 'groom');
    const ngunduh = await ctx.app.inject({
      method: 'POST',
      url: `/api/invitations/${invitation.id}/event-assignments`,
      headers: await authHeaders(ctx, manager),
      payload: {
        eventId: (await page()).events[0]!.id,
        invited: false,
        guestIds: list.map((g) => g.id),
      },
    });
    expect(ngunduh.json().meta.msg).toBe('1 tamu diperbarui.');
  });
});
