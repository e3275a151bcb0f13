import { eq } from 'drizzle-orm';
import type { EventDto, EventsPage, GuestEvents, GuestSide } from '@kabar/shared';
import type { Db } from '../../db/client';
import type { Invitation } from '../invitations/invitations.schema';
import { figureRows } from './event-answer-stats';
import { eventAnswers, guestEvents, rsvpSettings } from './events.schema';
import { inviteUnassignedGuests } from './guest-event-invites';
import { loadEvents, type EventView } from './invitation-events';
import { answerOfInvite } from './invite-answer';

/** Invited and confirmed people per event and session, within a side manager's side. */
async function tallies(db: Db, invitationId: string, side: GuestSide | null) {
  const rows = await figureRows(db, invitationId, side);
  return rows.map((row) => ({
    eventId: row.eventId,
    sessionId: row.sessionId,
    invited: row.invitedPeople,
    confirmed: row.people,
  }));
}

function toDto(event: EventView, counts: Awaited<ReturnType<typeof tallies>>): EventDto {
  const mine = counts.filter((count) => count.eventId === event.id);
  const sum = (rows: typeof mine, key: 'invited' | 'confirmed') =>
    rows.reduce((total, row) => total + row[key], 0);
  return {
    ...event,
    invited: sum(mine, 'invited'),
    confirmed: sum(mine, 'confirmed'),
    sessions: event.sessions.map((session) => {
      const rows = mine.filter((row) => row.sessionId === session.id);
      return {
        id: session.id,
        title: session.title,
        startTime: session.startTime,
        endTime: session.endTime,
        capacity: session.capacity,
        invited: sum(rows, 'invited'),
        confirmed: sum(rows, 'confirmed'),
      };
    }),
  };
}

export async function rsvpDeadlineOf(db: Db, invitationId: string): Promise<Date | null> {
  const [row] = await db
    .select({ deadline: rsvpSettings.deadline })
    .from(rsvpSettings)
    .where(eq(rsvpSettings.invitationId, invitationId));
  return row?.deadline ?? null;
}

/** The events screen: every event with its counts, and the RSVP deadline. */
export async function eventsPage(
  db: Db,
  invitation: Invitation,
  side: GuestSide | null,
): Promise<EventsPage> {
  await inviteUnassignedGuests(db, invitation.id);
  const events = await loadEvents(db, invitation);
  const counts = await tallies(db, invitation.id, side);
  const deadline = await rsvpDeadlineOf(db, invitation.id);
  return {
    events: events.map((event) => toDto(event, counts)),
    deadline: deadline?.toISOString() ?? null,
  };
}

/** One guest's invitations to events, with their answer for each. */
export async function guestEventsOf(
  db: Db,
  invitationId: string,
  guestId: string,
): Promise<GuestEvents> {
  await inviteUnassignedGuests(db, invitationId);
  const rows = await db
    .select({ invite: guestEvents, answer: eventAnswers })
    .from(guestEvents)
    .leftJoin(eventAnswers, answerOfInvite)
    .where(eq(guestEvents.guestId, guestId));
  return rows.map(({ invite, answer }) => ({
    eventId: invite.eventId,
    sessionId: invite.sessionId,
    answer: answer
      ? {
          attendance: answer.attendance,
          guests: answer.guests,
          byCouple: answer.byCouple,
          answeredAt: answer.answeredAt.toISOString(),
        }
      : null,
  }));
}
