import { describe, expect, it } from 'vitest';
import { EVENT_MESSAGES, type EventsPage } from '@kabar/shared';
import { createTestInvitation } from '../../test/test-invitations';
import { createReceptionCouple } from '../../test/test-reception-couple';
import { useTestApp } from '../../test/test-app';
import { authHeaders, createTestUser } from '../../test/test-users';
import { guests } from '../guests/guests.schema';

const ctx = useTestApp();

describe('each guest’s page shows only their events (issue 27)', () => {
  it('open link: public events; personal links: the guest’s events, session time, countdown and calendar', async () => {
    const { invitation, headers, call } = await createReceptionCouple(ctx);
    const api = async (method: 'POST' | 'PUT', path: string, payload: object) =>
      (await call(method, path, payload)).json() as { data: EventsPage; meta: { msg: string } };
    const [budi, ani] = await ctx.database.db
      .insert(guests)
      .values(
        ['Pak Budi', 'Bu Ani'].map((name, i) => ({
          invitationId: invitation.id,
          name,
          token: `pg${i}${invitation.id.replace(/-/g, '').slice(0, 13)}`,
        })),
      )
      .returning();
    const added = await api('POST', '/events', {
      title: 'Ngunduh Mantu',
      date: '2030-07-06',
      startTime: '10:00',
      endTime: '13:00',
      venue: 'Rumah Keluarga Pria',
      address: 'Jl. Solo 3, Klaten',
      isPublic: false,
    });
    const [ibadah, resepsi, ngunduh] = added.data.events;
    const split = await api('PUT', `/events/${resepsi!.id}/sessions`, {
      sessions: [
        { title: 'Sesi 1', startTime: '11:00', endTime: '13:00' },
        { title: 'Sesi 2', startTime: '13:00', endTime: '15:00' },
      ],
    });
    const sesi2 = split.data.events[1]!.sessions[1]!;
    await api('POST', '/event-assignments', {
      eventId: resepsi!.id,
      sessionId: sesi2.id,
      invited: true,
      guestIds: [ani!.id],
    });
    await api('POST', '/event-assignments', {
      eventId: ibadah!.id,
      invited: false,
      guestIds: [ani!.id],
    });
    await api('POST', '/event-assignments', {
      eventId: ngunduh!.id,
      invited: false,
      guestIds: [budi!.id],
    });

    const page = async (query = '') => (await ctx.app.inject(`/${invitation.slug}${query}`)).body;
    const open = await page();
    expect(open).toContain('Akad Nikah');
    expect(open).not.toContain('Ngunduh Mantu');

    const budiPage = await page(`?g=${budi!.token}`);
    expect(budiPage).toContain('Akad Nikah');
    expect(budiPage).toContain('Sesi 1: Pukul 11.00 - 13.00 WITA');
    expect(budiPage).not.toContain('Sesi 2');
    expect(budiPage).not.toContain('Ngunduh Mantu');
    expect(budiPage).toContain('data-target="2030-06-15T00:00:00.000Z"');

    const aniPage = await page(`?g=${ani!.token}`);
    expect(aniPage).not.toContain('Akad Nikah');
    expect(aniPage).toContain('Sesi 2: Pukul 13.00 - 15.00 WITA');
    expect(aniPage).toContain('Ngunduh Mantu');
    expect(aniPage).toContain('data-target="2030-06-15T05:00:00.000Z"');

    const ics = (await ctx.app.inject(`/${invitation.slug}/kalender.ics?g=${ani!.token}`)).body;
    expect(ics).toContain('DTSTART:20300615T050000Z');
    expect(ics).toContain('DTEND:20300615T070000Z');
    expect(ics).toContain('Ngunduh Mantu');
    expect(ics).not.toContain('Akad Nikah');

    const deadline = await ctx.app.inject({
      method: 'PUT',
      url: `/api/invitations/${invitation.id}/rsvp-deadline`,
      headers,
      payload: { deadline: '2030-06-01T10:00:00+07:00' },
    });
    expect(deadline.statusCode).toBe(200);
  });

  it('states on the form that the RSVP closed, and when', async () => {
    const user = await createTestUser(ctx.database.db, { plan: 'vip' });
    const invitation = await createTestInvitation(ctx.database.db, user.id);
    const headers = await authHeaders(ctx, user);
    const past = await ctx.app.inject({
      method: 'PUT',
      url: `/api/invitations/${invitation.id}/rsvp-deadline`,
      headers,
      payload: { deadline: '2026-01-01T12:00:00+07:00' },
    });
    expect(past.statusCode).toBe(200);
    const html = (await ctx.app.inject(`/${invitation.slug}`)).body;
    expect(html).toContain(EVENT_MESSAGES.rsvpClosed('1 Jan 2026, 12.00 WIB'));
  });
});

describe('the demo at /demo-keraton-emas', () => {
  it('shows the reception’s "Sesi 1" and "Sesi 2", the private ngunduh mantu only to its guest, and each demo guest their own', async () => {
    const open = (await ctx.app.inject('/demo-keraton-emas')).body;
    expect(open).toContain('Sesi 1: Pukul 19.00 - 20.30 WIB');
    expect(open).toContain('Sesi 2: Pukul 20.30 - 22.00 WIB');
    expect(open).not.toContain('Ngunduh Mantu');
    const dimas = (await ctx.app.inject('/demo-keraton-emas?g=demoNgunduh00003')).body;
    expect(dimas).toContain('Ngunduh Mantu');
    const ratna = (await ctx.app.inject('/demo-keraton-emas?g=demoSesiDua00002')).body;
    expect(ratna).toContain('Sesi 2: Pukul 20.30 - 22.00 WIB');
    expect(ratna).not.toContain('Sesi 1');
    expect(ratna).not.toContain('Ngunduh Mantu');
  });
});
