import { eq } from 'drizzle-orm';
import { guestNameKey, tallyAnswers, type GuestSide } from '@kabar/shared';
import type { AnswerStats, AttendanceBreakdown } from '@kabar/shared/answer-stats';
import type { Db } from '../../db/client';
import { guests } from '../guests/guests.schema';
import type { Invitation } from '../invitations/invitations.schema';
import { rsvps } from '../rsvps/rsvps.schema';

type StatsGuest = Pick<
  typeof guests.$inferSelect,
  | 'name'
  | 'side'
  | 'groupName'
  | 'invitedCount'
  | 'sentAt'
  | 'openedAt'
  | 'respondedAt'
  | 'checkedInAt'
  | 'arrivedCount'
>;
type StatsRsvp = Pick<typeof rsvps.$inferSelect, 'nameKey' | 'attendance' | 'guests' | 'createdAt'>;

export interface AnswerStatsInput {
  guests: StatsGuest[];
  rsvps: StatsRsvp[];
  /** A side manager's family: only its guests count, and no answer from outside the list. */
  side: GuestSide | null;
  /** The wedding's dates as the couple wrote them (YYYY-MM-DD); the earliest starts the day. */
  eventDates: string[];
  now: Date;
}

const WIB_OFFSET_MS = 7 * 3600_000;
const QUARTER_HOUR_MS = 15 * 60_000;
const DAY_MS = 24 * 3600_000;

/** The calendar day in Western Indonesia: a guest's evening answer belongs to that evening. */
const wibDay = (moment: Date) =>
  new Date(moment.getTime() + WIB_OFFSET_MS).toISOString().slice(0, 10);

/** A slice of the list: the answers its guests gave, and how many of them gave none. */
interface Slice {
  answers: StatsRsvp[];
  noAnswer: number;
}

const emptySlice = (): Slice => ({ answers: [], noAnswer: 0 });

function addTo(slice: Slice, answer: StatsRsvp | undefined): void {
  if (answer) slice.answers.push(answer);
  else slice.noAnswer += 1;
}

function breakdownOf(slice: Slice): AttendanceBreakdown {
  const { attending, not_attending, unsure, people } = tallyAnswers(slice.answers);
  return { attending, not_attending, unsure, no_answer: slice.noAnswer, people };
}

/**
 * Pairs each answer with the guest on the list who gave it. Answers are the RSVPs (one per name,
 * as the answers page counts them), and a personal link's answer is stored under the guest's name;
 * so an answer belongs to the guest with the same name, the one who answered personally first
 * when two share a name. An answer no guest claims came through the general link.
 */
function pairAnswers(list: StatsGuest[], answers: StatsRsvp[]) {
  const byName = new Map<string, StatsGuest[]>();
  const ordered = [...list].sort(
    (a, b) => (b.respondedAt?.getTime() ?? 0) - (a.respondedAt?.getTime() ?? 0),
  );
  for (const guest of ordered) {
    const key = guestNameKey(guest.name);
    byName.set(key, [...(byName.get(key) ?? []), guest]);
  }
  const answerOf = new Map<StatsGuest, StatsRsvp>();
  const unlisted: StatsRsvp[] = [];
  for (const answer of answers) {
    const guest = byName.get(answer.nameKey)?.find((candidate) => !answerOf.has(candidate));
    if (guest) answerOf.set(guest, answer);
    else unlisted.push(answer);
  }
  return { answerOf, unlisted };
}

function perDay(answers: StatsRsvp[]): AnswerStats['per_day'] {
  if (!answers.length) return [];
  const days = new Map<string, StatsRsvp[]>();
  for (const answer of answers) {
    const day = wibDay(answer.createdAt);
    const onDay = days.get(day);
    if (onDay) onDay.push(answer);
    else days.set(day, [answer]);
  }
  const sorted = [...days.keys()].sort();
  const result: AnswerStats['per_day'] = [];
  const last = Date.parse(sorted.at(-1)!);
  for (let day = Date.parse(sorted[0]!); day <= last; day += DAY_MS) {
    const date = new Date(day).toISOString().slice(0, 10);
    const onDay = days.get(date) ?? [];
    result.push({ date, answers: onDay.length, attending: tallyAnswers(onDay).attending });
  }
  return result;
}

function arrivalTimeline(arrived: StatsGuest[]): AnswerStats['arrivals']['timeline'] {
  const buckets = new Map<number, number>();
  for (const guest of arrived) {
    const end = Math.ceil(guest.checkedInAt!.getTime() / QUARTER_HOUR_MS) * QUARTER_HOUR_MS;
    buckets.set(end, (buckets.get(end) ?? 0) + (guest.arrivedCount ?? 0));
  }
  let total = 0;
  return [...buckets.entries()]
    .sort(([a], [b]) => a - b)
    .map(([end, people]) => {
      total += people;
      return { at: new Date(end).toISOString(), people: total };
    });
}

/** The couple's answers at a glance, from their guest list and the RSVPs (a pure calculation). */
export function computeAnswerStats(input: AnswerStatsInput): AnswerStats {
  const { answerOf, unlisted: generalAnswers } = pairAnswers(input.guests, input.rsvps);
  const counted = input.side ? input.guests.filter((g) => g.side === input.side) : input.guests;
  const unlistedAnswers = input.side ? [] : generalAnswers;

  const funnel = { invited: 0, sent: 0, opened: 0, answered: 0, attending: 0, arrived: 0 };
  const listed = emptySlice();
  const bySide = new Map<GuestSide | null, Slice>();
  const byGroup = new Map<string, Slice>();
  let invitedPeople = 0;
  let arrivedPeople = 0;
  for (const guest of counted) {
    const answer = answerOf.get(guest);
    funnel.invited += 1;
    if (guest.sentAt) funnel.sent += 1;
    if (guest.openedAt) funnel.opened += 1;
    if (guest.checkedInAt) {
      funnel.arrived += 1;
      arrivedPeople += guest.arrivedCount ?? 0;
    }
    invitedPeople += guest.invitedCount;
    addTo(listed, answer);
    const side = bySide.get(guest.side) ?? emptySlice();
    addTo(side, answer);
    bySide.set(guest.side, side);
    const group = byGroup.get(guest.groupName) ?? emptySlice();
    addTo(group, answer);
    byGroup.set(guest.groupName, group);
  }
  const listedTally = tallyAnswers(listed.answers);
  funnel.answered = listed.answers.length;
  funnel.attending = listedTally.attending;

  const unlisted = {
    ...breakdownOf({ answers: unlistedAnswers, noAnswer: 0 }),
    answered: unlistedAnswers.length,
  };
  const arrived = counted.filter((guest) => guest.checkedInAt);
  const firstDay = input.eventDates.filter((date) => /^\d{4}-\d{2}-\d{2}$/.test(date)).sort()[0];
  const groupSize = (slice: Slice) => slice.answers.length + slice.noAnswer;

  return {
    side: input.side,
    funnel,
    unlisted,
    by_side: (['groom', 'bride', null] as const)
      .filter((side) => bySide.has(side))
      .map((side) => ({ side, ...breakdownOf(bySide.get(side)!) })),
    by_group: [...byGroup.entries()]
      .sort(([a, x], [b, y]) => groupSize(y) - groupSize(x) || a.localeCompare(b, 'id-ID'))
      .map(([group, slice]) => ({ group, ...breakdownOf(slice) })),
    per_day: perDay([...unlistedAnswers, ...listed.answers]),
    arrivals: {
      active: arrived.length > 0 || (!!firstDay && wibDay(input.now) >= firstDay),
      expected_people: listedTally.people + unlisted.people,
      invited_people: invitedPeople,
      arrived_people: arrivedPeople,
      arrived_guests: arrived.length,
      timeline: arrivalTimeline(arrived),
    },
  };
}

const text = (value: unknown) => (typeof value === 'string' ? value.trim() : '');

/** Reads the invitation's guests and answers and counts them for the acting person's side. */
export async function loadAnswerStats(
  db: Db,
  invitation: Pick<Invitation, 'id' | 'content'>,
  side: GuestSide | null,
  now = new Date(),
): Promise<AnswerStats> {
  const [guestRows, rsvpRows] = await Promise.all([
    db
      .select({
        name: guests.name,
        side: guests.side,
        groupName: guests.groupName,
        invitedCount: guests.invitedCount,
        sentAt: guests.sentAt,
        openedAt: guests.openedAt,
        respondedAt: guests.respondedAt,
        checkedInAt: guests.checkedInAt,
        arrivedCount: guests.arrivedCount,
      })
      .from(guests)
      .where(eq(guests.invitationId, invitation.id)),
    db
      .select({
        nameKey: rsvps.nameKey,
        attendance: rsvps.attendance,
        guests: rsvps.guests,
        createdAt: rsvps.createdAt,
      })
      .from(rsvps)
      .where(eq(rsvps.invitationId, invitation.id)),
  ]);
  return computeAnswerStats({
    guests: guestRows,
    rsvps: rsvpRows,
    side,
    eventDates: [
      text(invitation.content.tanggal_acara_ibadah_pernikahan),
      text(invitation.content.tanggal_acara_resepsi_pernikahan),
    ],
    now,
  });
}
