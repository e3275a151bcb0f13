import { randomUUID } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { CHECKIN_MESSAGES, type CheckinGuest, type GuestDto } from '@kabar/shared';
import { authHeaders } from '../../test/test-users';
import { useTestApp } from '../../test/test-app';
import { scanKeyOf } from '../guests/guest-token';
import { createTestCouple } from '../../test/test-couple';
import { sql } from 'drizzle-orm';

const ctx = useTestApp();

async function venue() {
  const { user, invitation } = await createTestCouple(ctx.database.db);
  const headers = await authHeaders(ctx, user);
  const base = `/api/invitations/${invitation.id}`;
  const add = async (payload: object): Promise<GuestDto> =>
    (await ctx.app.inject({ method: 'POST', url: `${base}/guests`, headers, payload })).json().data;
  const budi = await add({
    name: 'Budi',
    phone: '081234567890',
    invitedCount: 2,
    notes: 'VIP meja 1',
  });
  const siti = await add({ name: 'Siti', phone: '081311112222', invitedCount: 3 });
  const link = await ctx.app.inject({
    method: 'POST',
    url: `${base}/checkin-links`,
    headers,
    payload: { label: 'Meja penerima tamu 1' },
  });
  expect(link.statusCode).toBe(201);
  const { id: linkId, code } = link.json().data as { id: string; code: string };
  return { user, invitation, headers, base, budi, siti, linkId, code };
}

const scan = (overrides: object) => ({
  scanId: randomUUID(),
  people: 1,
  scannedAt: new Date().toISOString(),
  ...overrides,
});

function send(code: string, arrivals: object[]) {
  return ctx.app.inject({
    method: 'POST',
    url: `/api/checkin/${code}/arrivals`,
    payload: { arrivals },
  });
}

describe('the headcount the answers expect', () => {
  it('reaches the desk as the couple’s answers page counts it, and follows new answers', async () => {
    const { code, invitation, base, headers } = await venue();
    const desk = async () => (await ctx.app.inject(`/api/checkin/${code}`)).json().data;
    expect((await desk()).expectedPeople).toBe(0);

    // Two answers from the general link, stored as the RSVP form stores them.
    await ctx.database.db.execute(
      sql`insert into rsvps (invitation_id, name, name_key, attendance, guests) values
        (${invitation.id}, 'Tamu Lain', 'tamu lain', 'hadir', 4),
        (${invitation.id}, 'Andi', 'andi', 'tidak_hadir', 1)`,
    );
    const stats = (await ctx.app.inject({ url: `${base}/answer-stats`, headers })).json().data;
    expect((await desk()).expectedPeople).toBe(4);
    expect(stats.arrivals.expected_people).toBe(4);
    const polled = (await ctx.app.inject(`/api/checkin/${code}/arrivals`)).json().data;
    expect(polled.expectedPeople).toBe(4);
  });
});

describe('the helpers’ check-in link', () => {
  it('opens with names and arrivals only: no phones, notes or gifts', async () => {
    const { code, budi, invitation } = await venue();
    // Issue 33: the couple's check-in tab hears that the link is now in use.
    const heard: string[] = [];
    const stop = ctx.app.invitationEvents.subscribe(invitation.id, (kind) => heard.push(kind));
    const res = await ctx.app.inject(`/api/checkin/${code}`);
    stop();
    expect(heard).toContain('desk');
    expect(res.statusCode).toBe(200);
    const data = res.json().data;
    expect(data).toMatchObject({
      label: 'Meja penerima tamu 1',
      coupleNames: 'Rina & Dimas',
      eventDate: 'Sabtu, 12 September 2026',
      counts: { guests: 2, arrivedGuests: 0, invitedPeople: 5, arrivedPeople: 0 },
    });
    const listed = data.guests.find((g: CheckinGuest) => g.id === budi.id);
    expect(listed).toEqual({
      id: budi.id,
      name: 'Budi',
      invitedCount: 2,
      scanKey: scanKeyOf(budi.token),
      checkedInAt: null,
      people: null,
      category: 'reguler',
      table: '',
      souvenirGiven: false,
    });
    expect(res.body).not.toContain('62812');
    expect(res.body).not.toContain('VIP meja');
    expect(res.body).not.toContain(budi.token);
  });

  it('checks a guest in by their QR, once: a second scan warns and counts nothing', async () => {
    const { code, budi, base, headers } = await venue();
    const link = `${ctx.config.site.publicUrl}/x?g=${budi.token}`;
    const first = await send(code, [scan({ token: budi.token, people: 2 })]);
    expect(first.statusCode).toBe(200);
    const [result] = first.json().data.results;
    expect(result).toMatchObject({ status: 'checked_in', guest: { name: 'Budi', people: 2 } });
    expect(first.json().data.counts).toMatchObject({ arrivedGuests: 1, arrivedPeople: 2 });
    expect(JSON.stringify(first.json())).not.toContain('62812');

    const second = await send(code, [scan({ token: budi.token, people: 4 })]);
    expect(second.json().data.results[0]).toMatchObject({
      status: 'already_checked_in',
      guest: { name: 'Budi', people: 2, checkedInAt: result.guest.checkedInAt },
    });
    expect(second.json().data.counts).toMatchObject({ arrivedGuests: 1, arrivedPeople: 2 });
    expect(link).toContain(budi.token);

    const couple = await ctx.app.inject({ url: `${base}/arrivals`, headers });
    expect(couple.json().data.counts).toEqual({
      guests: 2,
      arrivedGuests: 1,
      invitedPeople: 5,
      arrivedPeople: 2,
    });
  });

  it('checks a guest in found by name, and refuses guests of another invitation', async () => {
    const { code, siti } = await venue();
    const other = await venue();
    const byName = await send(code, [scan({ guestId: siti.id, people: 3 })]);
    expect(byName.json().data.results[0]).toMatchObject({
      status: 'checked_in',
      guest: { people: 3 },
    });
    const foreign = await send(code, [
      scan({ token: other.budi.token }),
      scan({ guestId: other.siti.id }),
      scan({ token: 'AAAAAAAAAAAAAAAA' }),
    ]);
    expect(
      foreign
        .json()
        .data.results.map((r: { status: string; guest: unknown }) => [r.status, r.guest]),
    ).toEqual([
      ['unknown_guest', null],
      ['unknown_guest', null],
      ['unknown_guest', null],
    ]);
    const theirs = await ctx.app.inject(`/api/checkin/${other.code}`);
    expect(theirs.json().data.counts.arrivedGuests).toBe(0);
  });

  it('counts a queued scan once however often the phone sends it', async () => {
    const { code, budi, siti } = await venue();
    const queued = [
      scan({ token: budi.token, people: 2, scannedAt: '2026-09-12T11:05:00+07:00' }),
      scan({ guestId: siti.id, people: 1, scannedAt: '2026-09-12T11:07:00+07:00' }),
    ];
    const first = await send(code, queued);
    const retried = await send(code, queued);
    expect(retried.json().data.results).toEqual(first.json().data.results);
    expect(first.json().data.results.map((r: { status: string }) => r.status)).toEqual([
      'checked_in',
      'checked_in',
    ]);
    expect(retried.json().data.counts).toMatchObject({ arrivedGuests: 2, arrivedPeople: 3 });
    // The arrival time is when the helper scanned, not when the queue reached the server.
    expect(first.json().data.results[0].guest.checkedInAt).toBe('2026-09-12T04:05:00.000Z');
  });

  it('never dates an arrival in the future, whatever the phone clock says', async () => {
    const { code, budi } = await venue();
    const before = Date.now();
    const res = await send(code, [scan({ token: budi.token, scannedAt: '2099-01-01T00:00:00Z' })]);
    const at = Date.parse(res.json().data.results[0].guest.checkedInAt);
    expect(at).toBeGreaterThanOrEqual(before - 1000);
    expect(at).toBeLessThanOrEqual(Date.now());
  });

  it('lists arrivals from every helper for polling', async () => {
    const { code, budi, base, headers } = await venue();
    const second = await ctx.app.inject({
      method: 'POST',
      url: `${base}/checkin-links`,
      headers,
      payload: { label: 'Meja 2' },
    });
    await send(second.json().data.code, [scan({ token: budi.token, people: 2 })]);
    const res = await ctx.app.inject(`/api/checkin/${code}/arrivals`);
    expect(res.json().data.arrivals).toEqual([
      { id: budi.id, checkedInAt: expect.any(String), people: 2 },
    ]);
  });

  it('refuses malformed arrivals in Indonesian', async () => {
    const { code, budi } = await venue();
    const res = await send(code, [scan({ token: budi.token, people: 0 })]);
    expect(res.statusCode).toBe(422);
    expect(res.json().data.errors['arrivals.0.people']).toBe(CHECKIN_MESSAGES.peopleRange);
  });
});

describe('revoking a check-in link', () => {
  it('refuses the code right away, and only the owner can revoke', async () => {
    const { code, linkId, base, headers, budi } = await venue();
    const stranger = await venue();
    const notTheirs = await ctx.app.inject({
      method: 'DELETE',
      url: `${base}/checkin-links/${linkId}`,
      headers: stranger.headers,
    });
    expect(notTheirs.statusCode).toBe(404);
    expect((await ctx.app.inject(`/api/checkin/${code}`)).statusCode).toBe(200);

    const revoked = await ctx.app.inject({
      method: 'DELETE',
      url: `${base}/checkin-links/${linkId}`,
      headers,
    });
    expect(revoked.statusCode).toBe(200);
    expect(revoked.json().data.revokedAt).not.toBeNull();

    for (const res of [
      await ctx.app.inject(`/api/checkin/${code}`),
      await ctx.app.inject(`/api/checkin/${code}/arrivals`),
      await send(code, [scan({ token: budi.token })]),
    ]) {
      expect(res.statusCode).toBe(403);
      expect(res.json().meta.msg).toBe(CHECKIN_MESSAGES.linkInvalid);
    }
    const unknown = await ctx.app.inject(`/api/checkin/${'x'.repeat(22)}`);
    expect(unknown.statusCode).toBe(403);
    expect(unknown.json()).toEqual((await ctx.app.inject(`/api/checkin/${code}`)).json());

    const links = await ctx.app.inject({ url: `${base}/checkin-links`, headers });
    expect(links.json().data).toEqual([
      expect.objectContaining({ id: linkId, revokedAt: expect.any(String) }),
    ]);
  });

  it('issue 25: limits wrong desk codes per address, then refuses that address any code for a while', async () => {
    const { code } = await venue();
    const from = (remoteAddress: string, deskCode: string) =>
      ctx.app.inject({ url: `/api/checkin/${deskCode}`, remoteAddress });
    const guesser = '10.99.0.1';
    const wrong = () => `${randomUUID().replace(/-/g, '').slice(0, 22)}`;
    const answers = [];
    for (let i = 0; i < 31; i++) answers.push((await from(guesser, wrong())).statusCode);
    expect(answers.slice(0, 30).every((status) => status === 403)).toBe(true);
    expect(answers[30]).toBe(429);
    const guessed = await from(guesser, code);
    expect(guessed.statusCode).toBe(429);
    expect(Number(guessed.headers['retry-after'])).toBeGreaterThan(0);
    expect(guessed.json().meta.msg).toBe(
      'Terlalu banyak permintaan. Tunggu beberapa saat sebelum mencoba lagi.',
    );
    // The venue's own desks, on another address, are not touched.
    expect((await from('10.99.0.2', code)).statusCode).toBe(200);
  });
});
