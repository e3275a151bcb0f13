import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import {
  parseGuestImport,
  EVENT_MESSAGES,
  eventFormField,
  type EventAnswerStats,
  type EventsPage,
  type GuestEvents,
} from '@kabar/shared';
import { createReceptionCouple } from '../../test/test-reception-couple';
import { useTestApp } from '../../test/test-app';
import { authHeaders, createTestMember } from '../../test/test-users';
import { guests } from '../guests/guests.schema';

const ctx = useTestApp();

/**
 * A reception 11.00-15.00 WITA split into Sesi 1 (room for 2) and Sesi 2, an akad before it, and
 * two guests invited for two people each.
 */
async function splitWedding() {
  const { invitation, call } = await createReceptionCouple(ctx);
  const [budi, ani] = await ctx.database.db
    .insert(guests)
    .values(
      ['Pak Budi', 'Bu Ani'].map((name, i) => ({
        invitationId: invitation.id,
        name,
        token: `er${i}${invitation.id.replace(/-/g, '').slice(0, 13)}`,
        invitedCount: 2,
        side: i === 0 ? ('groom' as const) : ('bride' as const),
      })),
    )
    .returning();
  const listed = (await call('GET', '/events')).json() as { data: EventsPage };
  const [akad, resepsi] = listed.data.events;
  const split = await call('PUT', `/events/${resepsi!.id}/sessions`, {
    sessions: [
      { title: 'Sesi 1', startTime: '11:00', endTime: '13:00', capacity: 2 },
      { title: 'Sesi 2', startTime: '13:00', endTime: '15:00', capacity: null },
    ],
  });
  const [sesi1, sesi2] = (split.json() as { data: EventsPage }).data.events[1]!.sessions;
  return {
    invitation,
    call,
    budi: budi!,
    ani: ani!,
    akad: akad!,
    resepsi: resepsi!,
    sesi1: sesi1!,
    sesi2: sesi2!,
  };
}

describe('the guest form chooses a guest’s events and session (issue 27)', () => {
  it('sets the events whole, refuses another invitation’s session and an empty choice', async () => {
    const { call, ani, akad, resepsi, sesi2 } = await splitWedding();
    const set = await call('PUT', `/guests/${ani.id}/events`, {
      invites: [{ eventId: resepsi.id, sessionId: sesi2.id }],
    });
    expect(set.statusCode).toBe(200);
    expect((set.json() as { data: GuestEvents }).data).toEqual([
      { eventId: resepsi.id, sessionId: sesi2.id, answer: null },
    ]);

    const empty = await call('PUT', `/guests/${ani.id}/events`, { invites: [] });
    expect(empty.statusCode).toBe(422);
    expect(JSON.stringify(empty.json())).toContain(EVENT_MESSAGES.noEventLeft);
    const wrongSession = await call('PUT', `/guests/${ani.id}/events`, {
      invites: [{ eventId: akad.id, sessionId: sesi2.id }],
    });
    expect(wrongSession.statusCode).toBe(422);
    expect(wrongSession.json().meta.msg).toBe(EVENT_MESSAGES.sessionNotInEvent);
    const still = (await call('GET', `/guests/${ani.id}/events`)).json() as { data: GuestEvents };
    expect(still.data.map((invite) => invite.sessionId)).toEqual([sesi2.id]);
  });
});

describe('a personal link answers per event (issue 27)', () => {
  it('asks per invited event with the session’s time, stores each, shows the session on the pass, and counts per session', async () => {
    const { invitation, call, budi, ani, akad, resepsi, sesi1 } = await splitWedding();
    const page = (await ctx.app.inject(`/${invitation.slug}?g=${budi.token}`)).body;
    expect(page).toContain(`name="${eventFormField.attendance(akad.id)}"`);
    expect(page).toContain(`name="${eventFormField.guests(resepsi.id)}"`);
    expect(page).toContain('Sesi 1: Pukul 11.00 - 13.00 WITA');
    expect(page).toMatch(
      /<p class="pass-session">Resepsi · [^<]*Sesi 1: Pukul 11.00 - 13.00 WITA<\/p>/,
    );

    const answer = (token: string, resepsiAnswer: string, people: number) =>
      ctx.app.inject({
        method: 'POST',
        url: `/${invitation.slug}/rsvp`,
        headers: { accept: 'application/json' },
        payload: {
          g: token,
          [eventFormField.attendance(akad.id)]: 'tidak_hadir',
          [eventFormField.guests(akad.id)]: '1',
          [eventFormField.attendance(resepsi.id)]: resepsiAnswer,
          [eventFormField.guests(resepsi.id)]: String(people),
          message: 'Selamat',
        },
      });
    const first = await answer(budi.token, 'hadir', 2);
    expect(first.statusCode).toBe(200);
    expect(first.json().data.pass).toContain('Sesi 1');
    const mine = (await call('GET', `/guests/${budi.id}/events`)).json() as { data: GuestEvents };
    expect(
      mine.data.map((invite) => [invite.eventId, invite.answer?.attendance, invite.answer?.guests]),
    ).toEqual([
      [akad.id, 'tidak_hadir', 0],
      [resepsi.id, 'hadir', 2],
    ]);

    // Sesi 1 holds 2 and Budi's two took it: Ani's "hadir" there is refused, nothing stored.
    const full = await answer(ani.token, 'hadir', 1);
    expect(full.statusCode).toBe(409);
    expect(full.json().meta.msg).toBe(EVENT_MESSAGES.sessionFull('Sesi 1'));
    const aniEvents = (await call('GET', `/guests/${ani.id}/events`)).json() as {
      data: GuestEvents;
    };
    expect(aniEvents.data.every((invite) => invite.answer === null)).toBe(true);

    const missing = await ctx.app.inject({
      method: 'POST',
      url: `/${invitation.slug}/rsvp`,
      payload: { g: ani.token, [eventFormField.attendance(akad.id)]: 'hadir' },
    });
    expect(missing.statusCode).toBe(303);
    expect(missing.headers.location).toContain('galat=attendance');

    const stats = (await call('GET', '/event-answers')).json() as { data: EventAnswerStats };
    const reception = stats.data.find((event) => event.eventId === resepsi.id)!;
    expect(reception.total).toMatchObject({ invitedGuests: 2, hadir: 1, people: 2, pending: 1 });
    expect(reception.sessions[0]).toMatchObject({
      sessionId: sesi1.id,
      capacity: 2,
      hadir: 1,
      people: 2,
      pending: 1,
    });
    expect(stats.data[0]!.total).toMatchObject({ tidak_hadir: 1, pending: 1 });

    const csv = await call('GET', `/events/${resepsi.id}/answers/export`);
    expect(csv.statusCode).toBe(200);
    expect(csv.headers['content-disposition']).toBe(
      `attachment; filename="resepsi-${invitation.slug}.csv"`,
    );
    const lines = csv.body
      .replace(/^\uFEFF/, '')
      .trim()
      .split(/\r?\n/);
    expect(lines[0]).toBe('Nama,Sesi,Kehadiran,Jumlah Orang,Dijawab,Dicatat oleh');
    expect(lines.slice(1).map((line) => line.split(',').slice(0, 4).join(','))).toEqual([
      'Bu Ani,Sesi 1,Belum menjawab,0',
      'Pak Budi,Sesi 1,Hadir,2',
    ]);
  });
});

describe('security rules 60-62 (issue 27, the couple’s events screens)', () => {
  it('rule 60: the guest form sets events of this invitation only, within a side manager’s side', async () => {
    const { invitation, call, budi, ani, resepsi } = await splitWedding();
    const other = await splitWedding();
    const foreign = await call('PUT', `/guests/${ani.id}/events`, {
      invites: [{ eventId: other.resepsi.id, sessionId: other.sesi1.id }],
    });
    expect(foreign.statusCode).toBe(422);
    expect(foreign.json().meta.msg).toBe(EVENT_MESSAGES.notFound);
    const manager = await createTestMember(ctx.database.db, invitation.id, 'side_manager', 'groom');
    const headers = await authHeaders(ctx, manager);
    const put = (guestId: string) =>
      ctx.app.inject({
        method: 'PUT',
        url: `/api/invitations/${invitation.id}/guests/${guestId}/events`,
        headers,
        payload: { invites: [{ eventId: resepsi.id }] },
      });
    expect((await put(budi.id)).statusCode).toBe(200);
    expect((await put(ani.id)).statusCode).toBe(404);
  });

  it('rule 61: a personal form answers only the guest’s own events; another event’s field stores nothing', async () => {
    const { invitation, call, ani, akad, resepsi, sesi2 } = await splitWedding();
    await call('PUT', `/guests/${ani.id}/events`, {
      invites: [{ eventId: resepsi.id, sessionId: sesi2.id }],
    });
    const res = await ctx.app.inject({
      method: 'POST',
      url: `/${invitation.slug}/rsvp`,
      headers: { accept: 'application/json' },
      payload: {
        g: ani.token,
        [eventFormField.attendance(resepsi.id)]: 'hadir',
        [eventFormField.guests(resepsi.id)]: '1',
        [eventFormField.attendance(akad.id)]: 'hadir',
        [eventFormField.guests(akad.id)]: '2',
      },
    });
    expect(res.statusCode).toBe(200);
    const stored = (await call('GET', `/guests/${ani.id}/events`)).json() as { data: GuestEvents };
    expect(stored.data.map((invite) => [invite.eventId, invite.answer?.attendance])).toEqual([
      [resepsi.id, 'hadir'],
    ]);
  });

  it('rule 62: the per-event figures and CSV count only a side manager’s side', async () => {
    const { invitation, resepsi } = await splitWedding();
    const manager = await createTestMember(ctx.database.db, invitation.id, 'side_manager', 'bride');
    const headers = await authHeaders(ctx, manager);
    const get = (path: string) =>
      ctx.app.inject({ url: `/api/invitations/${invitation.id}${path}`, headers });
    const stats = (await get('/event-answers')).json() as { data: EventAnswerStats };
    expect(stats.data.find((event) => event.eventId === resepsi.id)?.total.invitedGuests).toBe(1);
    const csv = (await get(`/events/${resepsi.id}/answers/export`)).body;
    expect(csv).toContain('Bu Ani');
    expect(csv).not.toContain('Pak Budi');
  });
});

describe('guests who said "hadir" move to another session only where they fit (issue 27)', () => {
  it('the guest form, the bulk edit and the import refuse a move into a full session, and change nothing', async () => {
    const { call, budi, ani, akad, resepsi, sesi1, sesi2 } = await splitWedding();
    await ctx.database.db
      .update(guests)
      .set({ phone: '6281234567890' })
      .where(eq(guests.id, budi.id));
    const record = (guestId: string) =>
      call('PUT', `/guests/${guestId}/event-answers`, {
        answers: [
          { eventId: akad.id, attendance: 'tidak_hadir', guests: 1 },
          { eventId: resepsi.id, attendance: 'hadir', guests: 2 },
        ],
      });
    // Budi's two seats in Sesi 2 (no limit); Ani's two fill Sesi 1 (room for 2).
    expect(
      (
        await call('PUT', `/guests/${budi.id}/events`, {
          invites: [
            { eventId: akad.id, sessionId: null },
            { eventId: resepsi.id, sessionId: sesi2.id },
          ],
        })
      ).statusCode,
    ).toBe(200);
    expect((await record(budi.id)).statusCode).toBe(200);
    expect((await record(ani.id)).statusCode).toBe(200);
    const refusal = EVENT_MESSAGES.sessionOverfilled('Sesi 1', 2, 4);

    const byForm = await call('PUT', `/guests/${budi.id}/events`, {
      invites: [{ eventId: resepsi.id, sessionId: sesi1.id }],
    });
    const byBulk = await call('POST', '/event-assignments', {
      eventId: resepsi.id,
      sessionId: sesi1.id,
      invited: true,
      guestIds: [budi.id],
    });
    const byImport = await call('POST', '/guests/import', {
      rows: parseGuestImport('Nama,HP,Acara\nPak Budi,081234567890,Resepsi (Sesi 1)'),
    });
    for (const refused of [byForm, byBulk, byImport]) {
      expect(refused.statusCode).toBe(409);
      expect(refused.json().meta.msg).toBe(refusal);
    }
    const mine = (await call('GET', `/guests/${budi.id}/events`)).json() as { data: GuestEvents };
    expect(mine.data.map((invite) => [invite.eventId, invite.sessionId])).toEqual([
      [akad.id, null],
      [resepsi.id, sesi2.id],
    ]);
    const stats = (await call('GET', '/event-answers')).json() as { data: EventAnswerStats };
    const seats = stats.data.find((event) => event.eventId === resepsi.id)!.sessions;
    expect(seats.map((session) => [session.sessionId, session.people])).toEqual([
      [sesi1.id, 2],
      [sesi2.id, 2],
    ]);

    // Into a session with room they move, seats and all.
    const fits = await call('PUT', `/guests/${ani.id}/events`, {
      invites: [{ eventId: resepsi.id, sessionId: sesi2.id }],
    });
    expect(fits.statusCode).toBe(200);
  });
});
