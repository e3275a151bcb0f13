import { randomUUID } from 'node:crypto';
import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import type { GuestDto } from '@kabar/shared';
import { uniqueIp } from '../../test/auth-helpers';
import { useTestApp } from '../../test/test-app';
import { authHeaders, createTestUser } from '../../test/test-users';
import { createTestInvitation } from '../../test/test-invitations';
import { openEventStream } from '../../test/event-stream-client';

const ctx = useTestApp();
let origin = '';
beforeAll(async () => {
  origin = await ctx.app.listen({ port: 0, host: '127.0.0.1' });
});

const streams: Awaited<ReturnType<typeof openEventStream>>[] = [];
afterEach(() => streams.splice(0).forEach((stream) => stream.close()));
async function open(path: string, headers: Record<string, string> = {}) {
  const stream = await openEventStream(`${origin}${path}`, headers);
  streams.push(stream);
  return stream;
}

async function couple() {
  const owner = await createTestUser(ctx.database.db, { plan: 'vip' });
  const invitation = await createTestInvitation(ctx.database.db, owner.id);
  return { owner, invitation, headers: await authHeaders(ctx, owner) };
}

const post = (url: string, payload: object, headers: Record<string, string> = {}) =>
  fetch(`${origin}${url}`, {
    method: 'POST',
    headers: {
      accept: 'application/json',
      'content-type': 'application/json',
      'x-forwarded-for': uniqueIp(),
      ...headers,
    },
    body: JSON.stringify(payload),
  });

describe('the live answers stream', () => {
  it('tells the couple at once when a guest answers or writes a wish', async () => {
    const { invitation, headers } = await couple();
    const stream = await open(`/api/invitations/${invitation.id}/answer-events`, headers);
    expect(stream.response.status).toBe(200);
    expect(stream.response.headers.get('content-type')).toContain('text/event-stream');
    expect(stream.response.headers.get('x-accel-buffering')).toBe('no');
    expect(stream.response.headers.get('content-encoding')).toBeNull();
    expect((await stream.next()).event).toBe('ready');

    const rsvp = await post(`/${invitation.slug}/rsvp`, {
      name: 'Budi',
      attendance: 'hadir',
      guests: 2,
    });
    expect(rsvp.status).toBe(200);
    expect(await stream.next()).toEqual({ event: 'change', data: '{"kind":"rsvp"}' });

    await post(`/${invitation.slug}/ucapan`, {
      name: 'Budi',
      message: 'Selamat menempuh hidup baru',
    });
    expect(await stream.next()).toEqual({ event: 'change', data: '{"kind":"wish"}' });
  });

  it('tells only about its own invitation', async () => {
    const mine = await couple();
    const theirs = await couple();
    const stream = await open(`/api/invitations/${mine.invitation.id}/answer-events`, mine.headers);
    await stream.next();
    await post(`/${theirs.invitation.slug}/rsvp`, { name: 'Sari', attendance: 'ragu', guests: 1 });
    await expect(stream.next(700)).rejects.toThrow('no event in time');
  });

  it('is closed to strangers and to requests without a session', async () => {
    const { invitation } = await couple();
    const stranger = await createTestUser(ctx.database.db);
    const url = `/api/invitations/${invitation.id}/answer-events`;
    expect((await open(url)).response.status).toBe(401);
    expect((await open(url, await authHeaders(ctx, stranger))).response.status).toBe(404);
  });

  it('tells of a personal link opened for the first time and of the couple marking arrivals', async () => {
    const { invitation, headers } = await couple();
    const base = `/api/invitations/${invitation.id}`;
    const guest = (await (await post(`${base}/guests`, { name: 'Rina' }, headers)).json())
      .data as GuestDto;
    const stream = await open(`${base}/answer-events`, headers);
    await stream.next();
    await fetch(`${origin}/${invitation.slug}?g=${guest.token}`);
    expect(await stream.next()).toEqual({ event: 'change', data: '{"kind":"opened"}' });
    await fetch(`${origin}/${invitation.slug}?g=${guest.token}`);
    const checkIn = await fetch(`${origin}${base}/guests/${guest.id}/check-in`, {
      method: 'PUT',
      headers: { ...headers, 'content-type': 'application/json' },
      body: JSON.stringify({ people: 1 }),
    });
    expect(checkIn.status).toBe(200);
    // The second visit told nothing: the next event is the arrival.
    expect(await stream.next()).toEqual({ event: 'change', data: '{"kind":"arrival"}' });
  });
});

describe('the check-in desk’s stream', () => {
  it('tells the desk of arrivals and RSVP answers only, through its link’s code', async () => {
    const { invitation, headers } = await couple();
    const base = `/api/invitations/${invitation.id}`;
    const guest = (await (await post(`${base}/guests`, { name: 'Joko' }, headers)).json())
      .data as GuestDto;
    const link = await post(`${base}/checkin-links`, { label: 'Meja 1' }, headers);
    const { code } = (await link.json()).data as { code: string };

    const desk = await open(`/api/checkin/${code}/arrival-events`);
    expect(desk.response.status).toBe(200);
    await desk.next();
    await post(`/${invitation.slug}/ucapan`, { name: 'Orang Lain', message: 'Selamat' });
    await post(`/${invitation.slug}/rsvp`, { name: 'Orang Lain', attendance: 'hadir', guests: 1 });
    // The answer moves the headcount the desk expects; the wish before it tells the desk nothing.
    expect(await desk.next()).toEqual({ event: 'change', data: '{"kind":"rsvp"}' });
    const arrival = {
      scanId: randomUUID(),
      guestId: guest.id,
      people: 1,
      scannedAt: new Date().toISOString(),
    };
    expect((await post(`/api/checkin/${code}/arrivals`, { arrivals: [arrival] })).status).toBe(200);
    expect(await desk.next()).toEqual({ event: 'change', data: '{"kind":"arrival"}' });

    // Another helper scanning the same guest records nothing new, and tells nothing.
    const again = await post(`/api/checkin/${code}/arrivals`, {
      arrivals: [{ ...arrival, scanId: randomUUID() }],
    });
    expect((await again.json()).data.results[0].status).toBe('already_checked_in');
    await expect(desk.next(700)).rejects.toThrow('no event in time');
  });

  it('refuses an unknown code', async () => {
    const stream = await open(`/api/checkin/${'x'.repeat(22)}/arrival-events`);
    expect(stream.response.status).toBe(403);
  });
});
