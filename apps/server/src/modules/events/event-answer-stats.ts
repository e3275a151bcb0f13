import { and, asc, eq, sql } from 'drizzle-orm';
import {
  ATTENDANCE_LABELS,
  EVENT_MESSAGES,
  formatShortDateTime,
  toCsv,
  type EventAnswerFigures,
  type EventAnswerStats,
  type GuestSide,
} from '@kabar/shared';
import type { Db } from '../../db/client';
import { NotFoundError } from '../../http/errors';
import { guests } from '../guests/guests.schema';
import type { Invitation } from '../invitations/invitations.schema';
import { eventAnswers, eventSessions, guestEvents } from './events.schema';
import { inviteUnassignedGuests } from './guest-event-invites';
import { loadEvents } from './invitation-events';
import { answerOfInvite } from './invite-answer';

const count = (condition: ReturnType<typeof sql>) =>
  sql<number>`(count(*) filter (where ${condition}))::int`;

/** Per event and session: invited guests and people, and each answer's count, within a side. */
export async function figureRows(db: Db, invitationId: string, side: GuestSide | null) {
  return db
    .select({
      eventId: guestEvents.eventId,
      sessionId: guestEvents.sessionId,
      invitedGuests: sql<number>`count(*)::int`,
      invitedPeople: sql<number>`coalesce(sum(${guests.invitedCount}), 0)::int`,
      hadir: count(sql`${eventAnswers.attendance} = 'hadir'`),
      people: sql<number>`coalesce(sum(${eventAnswers.guests}) filter (where ${eventAnswers.attendance} = 'hadir'), 0)::int`,
      tidak_hadir: count(sql`${eventAnswers.attendance} = 'tidak_hadir'`),
      ragu: count(sql`${eventAnswers.attendance} = 'ragu'`),
      pending: count(sql`${eventAnswers.attendance} is null`),
    })
    .from(guestEvents)
    .innerJoin(guests, eq(guests.id, guestEvents.guestId))
    .leftJoin(eventAnswers, answerOfInvite)
    .where(and(eq(guests.invitationId, invitationId), side ? eq(guests.side, side) : undefined))
    .groupBy(guestEvents.eventId, guestEvents.sessionId);
}

type Row = Awaited<ReturnType<typeof figureRows>>[number];
const FIGURES = [
  'invitedGuests',
  'invitedPeople',
  'hadir',
  'people',
  'tidak_hadir',
  'ragu',
  'pending',
] as const;

function figures(
  rows: readonly Row[],
  head: Pick<EventAnswerFigures, 'sessionId' | 'title' | 'capacity'>,
): EventAnswerFigures {
  const sums = Object.fromEntries(
    FIGURES.map((key) => [key, rows.reduce((total, row) => total + row[key], 0)]),
  ) as Record<(typeof FIGURES)[number], number>;
  return { ...head, ...sums };
}

/** The answers page's figures for every active event and each of its sessions (issue 27). */
export async function eventAnswerStats(
  db: Db,
  invitation: Invitation,
  side: GuestSide | null,
): Promise<EventAnswerStats> {
  await inviteUnassignedGuests(db, invitation.id);
  const [events, rows] = await Promise.all([
    loadEvents(db, invitation),
    figureRows(db, invitation.id, side),
  ]);
  return events
    .filter((event) => event.active)
    .map((event) => {
      const mine = rows.filter((row) => row.eventId === event.id);
      return {
        eventId: event.id,
        title: event.title,
        date: event.date,
        total: figures(mine, { sessionId: null, title: event.title, capacity: null }),
        sessions: event.sessions.map((session) =>
          figures(
            mine.filter((row) => row.sessionId === session.id),
            { sessionId: session.id, title: session.title, capacity: session.capacity },
          ),
        ),
      };
    });
}

/**
 * One event's answers as CSV: every guest invited to it (silent ones too), their session, answer,
 * people and when, within a side manager's side. Answers the event's title for the file name.
 */
export async function eventAnswersCsv(
  db: Db,
  invitation: Invitation,
  eventId: string,
  side: GuestSide | null,
): Promise<{ title: string; csv: string }> {
  const event = (await loadEvents(db, invitation)).find((entry) => entry.id === eventId);
  if (!event) throw new NotFoundError(EVENT_MESSAGES.notFound);
  await inviteUnassignedGuests(db, invitation.id);
  const rows = await db
    .select({
      name: guests.name,
      session: eventSessions.title,
      attendance: eventAnswers.attendance,
      people: eventAnswers.guests,
      byCouple: eventAnswers.byCouple,
      answeredAt: eventAnswers.answeredAt,
    })
    .from(guestEvents)
    .innerJoin(guests, eq(guests.id, guestEvents.guestId))
    .leftJoin(eventSessions, eq(eventSessions.id, guestEvents.sessionId))
    .leftJoin(eventAnswers, answerOfInvite)
    .where(and(eq(guestEvents.eventId, event.id), side ? eq(guests.side, side) : undefined))
    .orderBy(asc(eventSessions.position), asc(guests.name));
  const csv = toCsv(
    ['Nama', 'Sesi', 'Kehadiran', 'Jumlah Orang', 'Dijawab', 'Dicatat oleh'],
    rows.map((row) => [
      row.name,
      row.session ?? '',
      row.attendance ? ATTENDANCE_LABELS[row.attendance] : 'Belum menjawab',
      row.attendance === 'hadir' ? (row.people ?? 0) : 0,
      row.answeredAt ? formatShortDateTime(row.answeredAt) : '',
      row.attendance ? (row.byCouple ? 'Mempelai' : 'Tamu') : '',
    ]),
  );
  return { title: event.title, csv };
}
