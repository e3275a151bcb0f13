import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import type { DatedRounds, EventsPage } from '@kabar/shared';
import { createTestInvitation } from '../../test/test-invitations';
import { useTestApp } from '../../test/test-app';
import { authHeaders, createTestMember, createTestUser } from '../../test/test-users';
import { answerEvents } from '../events/event-answers';
import { rsvpSettings } from '../events/events.schema';
import { gifts } from '../gifts/gifts.schema';
import { guests } from '../guests/guests.schema';
import { invitations } from '../invitations/invitations.schema';
import { addWish } from '../rsvps/rsvps.queries';
import { datedRounds } from './dated-rounds';
import { NOT_DUE } from './reminders.routes';

const ctx = useTestApp();
const DAY = 86_400_000;

/**
 * A wedding on 2030-06-15 (reception 11.00-15.00 WITA, split in two sessions) with guests:
 * Budi (sent, no answer), Ani (hadir in Sesi 2), Citra (no phone), Dewi (groom's side, sent).
 */
async function wedding() {
  const db = ctx.database.db;
  const user = await createTestUser(db, { plan: 'vip' });
  const invitation = await createTestInvitation(db, user.id, {
    content: {
      waktu_selesai_resepsi_pernikahan: '15:00',
      sampai_selesai_resepsi_pernikahan: false,
    },
  });
  const headers = await authHeaders(ctx, user);
  const stem = invitation.id.replace(/-/g, '').slice(0, 12);
  const [budi, ani, citra, dewi] = await db
    .insert(guests)
    .values(
      [
        { name: 'Pak Budi', phone: '6281200000001', sentAt: new Date(), side: 'bride' as const },
        { name: 'Bu Ani', phone: '6281200000002', sentAt: new Date(), side: 'bride' as const },
        { name: 'Citra', phone: null, sentAt: new Date(), side: 'bride' as const },
        { name: 'Dewi', phone: '6281200000004', sentAt: new Date(), side: 'groom' as const },
      ].map((guest, i) => ({ ...guest, invitationId: invitation.id, token: `rr${i}${stem}` })),
    )
    .returning();
  const call = async (
    method: 'GET' | 'POST' | 'PUT',
    path: string,
    payload?: object,
    as = headers,
  ) => {
    const res = await ctx.app.inject({
      method,
      url: `/api/invitations/${invitation.id}${path}`,
      headers: as,
      ...(payload ? { payload } : {}),
    });
    return {
      status: res.statusCode,
      body: res.json() as { data: DatedRounds; meta: { msg: string } },
    };
  };
  const events = (
    await call('GET', '/events').then((res) => res.body as unknown as { data: EventsPage })
  ).data.events;
  const resepsi = events.find((event) => event.specKey === 'resepsi')!;
  const split = (await call('PUT', `/events/${resepsi.id}/sessions`, {
    sessions: [
      { title: 'Sesi 1', startTime: '11:00', endTime: '13:00' },
      { title: 'Sesi 2', startTime: '13:00', endTime: '15:00' },
    ],
  })) as unknown as { body: { data: EventsPage } };
  const sesi2 = split.body.data.events.find((event) => event.id === resepsi.id)!.sessions[1]!;
  await call('POST', '/event-assignments', {
    eventId: resepsi.id,
    sessionId: sesi2.id,
    invited: true,
    guestIds: [ani!.id],
  });
  await answerEvents(db, ani!.id, [{ eventId: resepsi.id, attendance: 'hadir', guests: 2 }], {
    recordedBy: user.id,
  });
  return {
    user,
    invitation,
    headers,
    call,
    resepsi,
    budi: budi!,
    ani: ani!,
    citra: citra!,
    dewi: dewi!,
  };
}

describe('dated WhatsApp rounds (issue 27 item 5)', () => {
  it('"belum menjawab" is due from N days before the deadline: only the unanswered with a phone, marked once', async () => {
    const { invitation, call, budi, ani, dewi } = await wedding();
    await ctx.database.db
      .insert(rsvpSettings)
      .values({ invitationId: invitation.id, deadline: new Date(Date.now() + 2 * DAY) });

    const off = await call('GET', '/reminder-rounds');
    expect(off.body.data.rounds.map((round) => round.kind)).toEqual(['thanks']);

    const bad = await call('PUT', '/reminder-settings', {
      unansweredReminderDays: 0,
      dayBeforeReminder: false,
    });
    expect(bad.status).toBe(422);
    expect(JSON.stringify(bad.body)).toContain('paling cepat 1 hari');

    const on = await call('PUT', '/reminder-settings', {
      unansweredReminderDays: 3,
      dayBeforeReminder: true,
    });
    expect(on.status).toBe(200);
    const round = on.body.data.rounds.find((entry) => entry.key === 'unanswered')!;
    expect(round.due).toBe(true);
    expect(round.guests.map((guest) => guest.name).sort()).toEqual(['Dewi', 'Pak Budi']);
    const values = round.guests.find((guest) => guest.guestId === budi.id)!.values;
    expect(values.link).toContain(`?g=${budi.token}`);
    expect(values.batas).toMatch(/WIB$/);

    // Ani answered: not due, so her mark is refused and nothing is stored.
    const notDue = await call('POST', `/guests/${ani.id}/reminders`, { round: 'unanswered' });
    expect(notDue.status).toBe(409);
    expect(notDue.body.meta.msg).toBe(NOT_DUE);

    const sent = await call('POST', `/guests/${budi.id}/reminders`, { round: 'unanswered' });
    expect(sent.status).toBe(200);
    const after = sent.body.data.rounds.find((entry) => entry.key === 'unanswered')!;
    expect(after.guests.map((guest) => guest.guestId)).toEqual([dewi.id]);
    expect(after.sentToday).toBe(1);
    const twice = await call('POST', `/guests/${budi.id}/reminders`, { round: 'unanswered' });
    expect(twice.status).toBe(409);
  });

  it('docs/security.md #68: a side manager sees and marks only their side; switches and words are the couple’s', async () => {
    const { invitation, call, budi, dewi } = await wedding();
    await ctx.database.db.insert(rsvpSettings).values({
      invitationId: invitation.id,
      deadline: new Date(Date.now() + DAY),
      unansweredReminderDays: 2,
    });
    const manager = await createTestMember(ctx.database.db, invitation.id, 'side_manager', 'groom');
    const as = await authHeaders(ctx, manager);
    const mine = await call('GET', '/reminder-rounds', undefined, as);
    expect(mine.body.data.rounds[0]!.guests.map((guest) => guest.guestId)).toEqual([dewi.id]);
    const other = await call('POST', `/guests/${budi.id}/reminders`, { round: 'unanswered' }, as);
    expect(other.status).toBe(404);
    const settings = await call(
      'PUT',
      '/reminder-settings',
      { unansweredReminderDays: null, dayBeforeReminder: false },
      as,
    );
    expect(settings.status).toBe(403);
    const words = await call(
      'PUT',
      '/round-templates',
      { kind: 'thanks', template: 'Terima kasih {nama} {link}' },
      as,
    );
    expect(words.status).toBe(403);
    const unknown = await call('PUT', '/round-templates', {
      kind: 'thanks',
      template: 'Terima kasih {nama}, batas {batas}',
    });
    expect(unknown.status).toBe(422);
    expect(JSON.stringify(unknown.body)).toContain('{batas}');
  });

  it('"sampai jumpa besok" on the eve of the reception: attending guests with their session time and pass', async () => {
    const { invitation, resepsi, ani } = await wedding();
    await ctx.database.db
      .insert(rsvpSettings)
      .values({ invitationId: invitation.id, dayBeforeReminder: true });
    const [fresh] = await ctx.database.db
      .select()
      .from(invitations)
      .where(eq(invitations.id, invitation.id));
    const site = ctx.app.config.site;
    const eve = new Date('2030-06-14T03:00:00Z'); // 11.00 WITA the day before
    const rounds = await datedRounds(ctx.database.db, fresh!, null, site, eve);
    const round = rounds.rounds.find((entry) => entry.key === `day-before:${resepsi.id}`)!;
    expect(round.due).toBe(true);
    expect(round.guests).toHaveLength(1);
    expect(round.guests[0]!.guestId).toBe(ani.id);
    expect(round.guests[0]!.values.waktu).toBe(
      'Sabtu, 15 Juni 2030 · Sesi 2: Pukul 13.00 - 15.00 WITA',
    );
    expect(round.guests[0]!.values.link).toMatch(/\?g=rr1\w+&jawaban=[0-9a-f-]{36}#rsvp$/);

    const dayBefore = await datedRounds(
      ctx.database.db,
      fresh!,
      null,
      site,
      new Date(eve.getTime() - DAY),
    );
    const early = dayBefore.rounds.find((entry) => entry.key === round.key)!;
    expect(early).toMatchObject({ due: false, guests: [], opensOn: '2030-06-14' });
    const afterwards = await datedRounds(
      ctx.database.db,
      fresh!,
      null,
      site,
      new Date('2030-06-16T03:00:00Z'),
    );
    expect(afterwards.rounds.some((entry) => entry.key === round.key)).toBe(false);
  });
});

describe('the thank-you round (issue 29 item 6)', () => {
  it('docs/security.md #67: after the last event, thanks those who came, answered, wished or gave, naming the kind and never the amount', async () => {
    const { invitation, budi, ani, dewi } = await wedding();
    const db = ctx.database.db;
    await db.update(guests).set({ checkedInAt: new Date() }).where(eq(guests.id, dewi.id));
    await addWish(db, invitation.id, { name: 'Pak Budi', message: 'Selamat menempuh hidup baru' });
    await db.insert(gifts).values([
      {
        invitationId: invitation.id,
        guestId: dewi.id,
        fromName: 'Dewi',
        kind: 'kado',
        amount: 750_000,
      },
      {
        invitationId: invitation.id,
        guestId: ani.id,
        fromName: 'Bu Ani',
        kind: 'transfer',
        amount: 1_250_000,
        status: 'confirmed',
      },
      {
        invitationId: invitation.id,
        guestId: budi.id,
        fromName: 'Pak Budi',
        kind: 'amplop',
        status: 'waiting',
      },
    ]);
    await db.insert(rsvpSettings).values({
      invitationId: invitation.id,
      deadline: new Date('2030-06-10T10:00:00Z'),
      unansweredReminderDays: 30,
      dayBeforeReminder: true,
    });
    const [fresh] = await db.select().from(invitations).where(eq(invitations.id, invitation.id));
    const site = ctx.app.config.site;

    const during = await datedRounds(db, fresh!, null, site, new Date('2030-06-15T05:00:00Z'));
    expect(during.rounds.find((round) => round.kind === 'thanks')).toMatchObject({
      due: false,
      guests: [],
    });

    // The reception ended at 15.00 WITA; the page turns, and the thanks open, at midnight WITA.
    const evening = await datedRounds(db, fresh!, null, site, new Date('2030-06-15T15:59:00Z'));
    expect(evening.rounds.map((round) => [round.kind, round.due, round.opensOn])).toEqual([
      ['thanks', false, '2030-06-16'],
    ]);
    const midnight = await datedRounds(db, fresh!, null, site, new Date('2030-06-15T16:00:00Z'));
    expect(midnight.rounds.find((round) => round.kind === 'thanks')?.due).toBe(true);

    const later = await datedRounds(db, fresh!, null, site, new Date('2030-06-20T03:00:00Z'));
    // Reminders stop after the wedding: the thank-you round is all that is left.
    expect(later.rounds.map((round) => round.kind)).toEqual(['thanks']);
    const thanks = later.rounds[0]!;
    expect(thanks.due).toBe(true);
    const phrase = Object.fromEntries(
      thanks.guests.map((guest) => [guest.name, guest.values.pemberian]),
    );
    expect(phrase).toEqual({
      'Pak Budi': 'ucapan dan doa',
      'Bu Ani': 'doa restu, serta amplop digital yang Anda kirimkan',
      Dewi: 'kehadiran, serta kado yang Anda kirimkan',
    });
    // The waiting envelope is not thanked for until the couple confirms it; no sum is ever named.
    for (const guest of thanks.guests) expect(guest.values.pemberian).not.toMatch(/\d|Rp/);
    expect(thanks.guests.find((guest) => guest.guestId === budi.id)!.values.link).toContain(
      `?g=${budi.token}`,
    );
  });
});

describe('rounds in the guest’s language (issue 30 item 4)', () => {
  it('an English guest’s values are English and the couple keeps words per language', async () => {
    const { invitation, resepsi, ani, budi, call } = await wedding();
    const db = ctx.database.db;
    await db.update(guests).set({ language: 'en' }).where(eq(guests.id, ani.id));
    await db.insert(rsvpSettings).values({ invitationId: invitation.id, dayBeforeReminder: true });
    const [fresh] = await db.select().from(invitations).where(eq(invitations.id, invitation.id));
    const site = ctx.app.config.site;
    const eve = await datedRounds(db, fresh!, null, site, new Date('2030-06-14T03:00:00Z'));
    const round = eve.rounds.find((entry) => entry.key === `day-before:${resepsi.id}`)!;
    expect(round.guests[0]).toMatchObject({ guestId: ani.id, language: 'en' });
    expect(round.guests[0]!.values.waktu).toBe(
      'Saturday, 15 June 2030 · Session 2: 13:00 - 15:00 WITA (UTC+8)',
    );
    expect(round.guests[0]!.values.acara).not.toBe('Resepsi');

    const after = await datedRounds(db, fresh!, null, site, new Date('2030-06-20T03:00:00Z'));
    const thanks = after.rounds.find((entry) => entry.kind === 'thanks')!;
    expect(thanks.guests.find((guest) => guest.guestId === ani.id)!.values.pemberian).toBe(
      'your blessing',
    );
    expect(thanks.guests.find((guest) => guest.guestId === budi.id)).toBeUndefined();

    const saved = await call('PUT', '/round-templates', {
      kind: 'thanks',
      language: 'en',
      template: 'Thank you {nama}! {link}',
    });
    expect(saved.status).toBe(200);
    expect(saved.body.data.templates.en.thanks).toBe('Thank you {nama}! {link}');
    // The Indonesian words are a row of their own and keep their default.
    expect(saved.body.data.templates.id.thanks).toContain('Terima kasih atas {pemberian}');
    const unknownLanguage = await call('PUT', '/round-templates', {
      kind: 'thanks',
      language: 'fr',
      template: 'Merci {link}',
    });
    expect(unknownLanguage.status).toBe(422);
  });
});
