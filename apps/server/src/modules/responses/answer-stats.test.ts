import { describe, expect, it } from 'vitest';
import type { GuestDto, InvitationResponses } from '@kabar/shared';
import { answerStatsSchema, type AnswerStats } from '@kabar/shared/answer-stats';
import { useTestApp } from '../../test/test-app';
import { authHeaders, createTestMember, createTestUser } from '../../test/test-users';
import { createTestInvitation } from '../../test/test-invitations';
import { computeAnswerStats } from './answer-stats';

const ctx = useTestApp();
let ip = 0;

async function guestPost(slug: string, payload: object) {
  const res = await ctx.app.inject({
    method: 'POST',
    url: `/${slug}/rsvp`,
    headers: { accept: 'application/json' },
    payload,
    remoteAddress: `10.8.0.${++ip}`,
  });
  expect(res.statusCode).toBe(200);
}

/**
 * Four guests on the list (two of the bride's family, one of the groom's office, one of neither),
 * and one answer from someone not on it. Budi was sent his link, opened it, answered and arrived;
 * Siti answered through the general link under her own name.
 */
async function wedding() {
  const owner = await createTestUser(ctx.database.db, { plan: 'vip' });
  const invitation = await createTestInvitation(ctx.database.db, owner.id);
  const slug = invitation.slug!;
  const headers = await authHeaders(ctx, owner);
  const base = `/api/invitations/${invitation.id}`;
  const add = async (payload: object): Promise<GuestDto> => {
    const res = await ctx.app.inject({ method: 'POST', url: `${base}/guests`, headers, payload });
    expect(res.statusCode).toBe(201);
    return res.json().data;
  };
  const budi = await add({ name: 'Budi', side: 'groom', group: 'Kantor', invitedCount: 2 });
  await add({ name: 'Siti', side: 'bride', group: 'Keluarga', invitedCount: 3 });
  await add({ name: 'Ani', side: 'bride', group: 'Keluarga' });
  await add({ name: 'Dodi' });

  const sent = await ctx.app.inject({
    method: 'POST',
    url: `${base}/guests/${budi.id}/sent`,
    headers,
    payload: { round: 'invite' },
  });
  expect(sent.statusCode).toBe(200);
  expect((await ctx.app.inject(`/${slug}?g=${budi.token}`)).statusCode).toBe(200);
  await guestPost(slug, { g: budi.token, attendance: 'hadir', guests: 2 });
  await guestPost(slug, { name: '  siti ', attendance: 'tidak_hadir', guests: 1 });
  await guestPost(slug, { name: 'Tamu Lain', attendance: 'hadir', guests: 4 });
  const arrived = await ctx.app.inject({
    method: 'PUT',
    url: `${base}/guests/${budi.id}/check-in`,
    headers,
    payload: { people: 2 },
  });
  expect(arrived.statusCode).toBe(200);
  return { owner, invitation, headers };
}

async function stats(invitationId: string, headers: Record<string, string>) {
  const res = await ctx.app.inject({
    url: `/api/invitations/${invitationId}/answer-stats`,
    headers,
  });
  return { status: res.statusCode, data: res.json().data as AnswerStats };
}

describe('answers at a glance', () => {
  it('counts the funnel, sides, groups, days and arrivals from the list and the answers', async () => {
    const { invitation, headers } = await wedding();
    const { status, data } = await stats(invitation.id, headers);
    expect(status).toBe(200);
    expect(answerStatsSchema.parse(data)).toEqual(data);
    expect(data.side).toBeNull();
    expect(data.funnel).toEqual({
      invited: 4,
      sent: 1,
      opened: 1,
      answered: 2,
      attending: 1,
      arrived: 1,
    });
    expect(data.unlisted).toEqual({
      answered: 1,
      attending: 1,
      not_attending: 0,
      unsure: 0,
      no_answer: 0,
      people: 4,
    });
    expect(data.by_side).toEqual([
      { side: 'groom', attending: 1, not_attending: 0, unsure: 0, no_answer: 0, people: 2 },
      { side: 'bride', attending: 0, not_attending: 1, unsure: 0, no_answer: 1, people: 0 },
      { side: null, attending: 0, not_attending: 0, unsure: 0, no_answer: 1, people: 0 },
    ]);
    expect(data.by_group.map((g) => [g.group, g.attending, g.not_attending, g.no_answer])).toEqual([
      ['Keluarga', 0, 1, 1],
      ['', 0, 0, 1],
      ['Kantor', 1, 0, 0],
    ]);
    expect(data.per_day).toHaveLength(1);
    expect(data.per_day[0]).toMatchObject({ answers: 3, attending: 2 });
    expect(data.arrivals).toMatchObject({
      active: true,
      expected_people: 6,
      invited_people: 7,
      arrived_people: 2,
      arrived_guests: 1,
    });
    expect(data.arrivals.timeline).toHaveLength(1);
    expect(data.arrivals.timeline[0]!.people).toBe(2);
  });

  it('agrees with the answers page: listed and unlisted answers make its total', async () => {
    const { invitation, headers } = await wedding();
    const { data } = await stats(invitation.id, headers);
    const page = await ctx.app.inject({
      url: `/api/invitations/${invitation.id}/responses`,
      headers,
    });
    const { summary } = page.json().data as InvitationResponses;
    expect(data.funnel.answered + data.unlisted.answered).toBe(summary.total_responses);
    expect(data.funnel.attending + data.unlisted.attending).toBe(summary.attending);
    expect(data.arrivals.expected_people).toBe(summary.total_guests);
  });

  it('shows a side manager only the guests of their family', async () => {
    const { invitation } = await wedding();
    const aunt = await createTestMember(ctx.database.db, invitation.id, 'side_manager', 'bride');
    const { status, data } = await stats(invitation.id, await authHeaders(ctx, aunt));
    expect(status).toBe(200);
    expect(data.side).toBe('bride');
    expect(data.funnel).toEqual({
      invited: 2,
      sent: 0,
      opened: 0,
      answered: 1,
      attending: 0,
      arrived: 0,
    });
    expect(data.unlisted.answered).toBe(0);
    expect(data.by_side.map((s) => s.side)).toEqual(['bride']);
    expect(data.per_day[0]).toMatchObject({ answers: 1, attending: 0 });
    expect(data.arrivals).toMatchObject({ arrived_guests: 0, expected_people: 0 });
  });

  it('answers 404 to someone with no place in the invitation, 401 without a session', async () => {
    const { invitation } = await wedding();
    const stranger = await createTestUser(ctx.database.db);
    expect((await stats(invitation.id, await authHeaders(ctx, stranger))).status).toBe(404);
    expect((await stats(invitation.id, {})).status).toBe(401);
    expect((await stats('bukan-uuid', await authHeaders(ctx, stranger))).status).toBe(404);
  });
});

describe('computeAnswerStats', () => {
  const guest = (name: string, extra: object = {}) => ({
    name,
    side: null,
    groupName: '',
    invitedCount: 1,
    sentAt: null,
    openedAt: null,
    respondedAt: null,
    checkedInAt: null,
    arrivedCount: null,
    ...extra,
  });
  const answer = (nameKey: string, createdAt: string, attendance: 'hadir' | 'ragu' = 'hadir') => ({
    nameKey,
    attendance,
    guests: 1,
    createdAt: new Date(createdAt),
  });

  it('counts days in Western Indonesia and fills the days without answers', () => {
    const result = computeAnswerStats({
      guests: [],
      // 18:30 UTC is already the next day in Jakarta.
      rsvps: [answer('a', '2030-06-01T18:30:00Z'), answer('b', '2030-06-04T02:00:00Z', 'ragu')],
      side: null,
      eventDates: [],
      now: new Date('2030-06-05T00:00:00Z'),
    });
    expect(result.per_day).toEqual([
      { date: '2030-06-02', answers: 1, attending: 1 },
      { date: '2030-06-03', answers: 0, attending: 0 },
      { date: '2030-06-04', answers: 1, attending: 0 },
    ]);
  });

  it('gives one answer to one of two guests with the same name, the one who answered', () => {
    const result = computeAnswerStats({
      guests: [guest('Budi'), guest('Budi', { respondedAt: new Date('2030-06-01T00:00:00Z') })],
      rsvps: [answer('budi', '2030-06-01T00:00:00Z')],
      side: null,
      eventDates: [],
      now: new Date('2030-06-05T00:00:00Z'),
    });
    expect(result.funnel).toMatchObject({ invited: 2, answered: 1, attending: 1 });
    expect(result.unlisted.answered).toBe(0);
  });

  it('adds arrivals up per quarter hour and turns the arrivals on from the wedding day (WIB)', () => {
    const arrived = (at: string, people: number) =>
      guest(`Tamu ${at}`, { checkedInAt: new Date(at), arrivedCount: people });
    const input = {
      guests: [
        arrived('2030-06-15T02:01:00Z', 2),
        arrived('2030-06-15T02:14:00Z', 3),
        arrived('2030-06-15T02:40:00Z', 1),
      ],
      rsvps: [],
      side: null,
      eventDates: ['', '2030-06-15'],
      now: new Date('2030-06-14T16:59:00Z'),
    };
    expect(computeAnswerStats(input).arrivals.timeline).toEqual([
      { at: '2030-06-15T02:15:00.000Z', people: 5 },
      { at: '2030-06-15T02:45:00.000Z', people: 6 },
    ]);
    const before = { ...input, guests: [] };
    expect(computeAnswerStats(before).arrivals.active).toBe(false);
    const onTheDay = { ...before, now: new Date('2030-06-14T17:00:00Z') };
    expect(computeAnswerStats(onTheDay).arrivals.active).toBe(true);
  });
});
