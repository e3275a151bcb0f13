import { eq } from 'drizzle-orm';
import {
  capacityHolds,
  EVENT_MESSAGES,
  formatShortDateTime,
  isRsvpClosed,
  type Attendance,
  type EventAnswer,
  type GuestRsvp,
} from '@kabar/shared';
import type { Db } from '../../db/client';
import { AppError, NotFoundError } from '../../http/errors';
import { recordGuestRsvp } from '../guests/guest-links';
import { guests } from '../guests/guests.schema';
import { eventAnswers, eventSessions, guestEvents, rsvpSettings } from './events.schema';
import { invitesOfGuests, inviteUnassignedGuests } from './guest-event-invites';
import { seatsOf } from './session-seats';

export const GUEST_NOT_FOUND = 'Tamu tidak ditemukan.';

/** The one answer the guest list and the answers page keep: hadir if any event is. */
function overall(answers: readonly { attendance: Attendance; guests: number }[]) {
  const attending = answers.filter((answer) => answer.attendance === 'hadir');
  if (attending.length) {
    return { attendance: 'hadir' as const, guests: Math.max(...attending.map((a) => a.guests)) };
  }
  const unsure = answers.some((answer) => answer.attendance === 'ragu');
  return { attendance: unsure ? ('ragu' as const) : ('tidak_hadir' as const), guests: 0 };
}

export interface AnswerOptions {
  /**
   * The couple or a co-admin recording an answer by hand: the deadline does not apply to them,
   * the guest's own note stays, and the digest tells the others, not them (decision 045).
   */
  recordedBy?: string;
  message?: string;
  now?: Date;
}

/**
 * A guest's answers, one per event they are invited to, stored together or not at all. The
 * headcount is capped at what the couple invited. A "hadir" for a session with a capacity takes
 * its seats under a lock on the session row, so concurrent answers queue there and the last
 * seats go to exactly as many as fit; the rest are refused with the session's name and nothing
 * of theirs is stored. After the couple's deadline only the couple may record an answer.
 */
export async function answerEvents(
  db: Db,
  guestId: string,
  answers: readonly EventAnswer[],
  options: AnswerOptions = {},
) {
  const now = options.now ?? new Date();
  const byCouple = options.recordedBy !== undefined;
  const [guest] = await db
    .select({ invitationId: guests.invitationId, message: guests.rsvpMessage })
    .from(guests)
    .where(eq(guests.id, guestId));
  if (!guest) throw new NotFoundError(GUEST_NOT_FOUND);
  await inviteUnassignedGuests(db, guest.invitationId);
  if (!byCouple) {
    const [settings] = await db
      .select({ deadline: rsvpSettings.deadline })
      .from(rsvpSettings)
      .where(eq(rsvpSettings.invitationId, guest.invitationId));
    const deadline = settings?.deadline ?? null;
    if (deadline && isRsvpClosed(deadline, now)) {
      throw new AppError(409, EVENT_MESSAGES.rsvpClosed(formatShortDateTime(deadline)), {
        code: 'closed',
      });
    }
  }
  return db.transaction(async (tx) => {
    const [locked] = await tx
      .select({ invitedCount: guests.invitedCount })
      .from(guests)
      .where(eq(guests.id, guestId))
      .for('update');
    const invites = await tx
      .select({
        eventId: guestEvents.eventId,
        sessionId: guestEvents.sessionId,
        sessionTitle: eventSessions.title,
      })
      .from(guestEvents)
      .leftJoin(eventSessions, eq(eventSessions.id, guestEvents.sessionId))
      .where(eq(guestEvents.guestId, guestId));
    for (const answer of answers) {
      const invite = invites.find((entry) => entry.eventId === answer.eventId);
      if (!invite) throw new AppError(422, EVENT_MESSAGES.notInvited);
      const headcount =
        answer.attendance === 'tidak_hadir'
          ? 0
          : Math.min(Math.max(answer.guests, 1), locked!.invitedCount);
      if (answer.attendance === 'hadir' && invite.sessionId) {
        const title = invite.sessionTitle ?? '';
        const full = byCouple
          ? EVENT_MESSAGES.sessionFullByHand(title)
          : EVENT_MESSAGES.sessionFull(title);
        await takeSeats(tx, guestId, invite.sessionId, headcount, full);
      }
      await tx
        .insert(eventAnswers)
        .values({
          guestId,
          eventId: answer.eventId,
          sessionId: invite.sessionId,
          attendance: answer.attendance,
          guests: headcount,
          byCouple,
          answeredAt: now,
        })
        .onConflictDoUpdate({
          target: [eventAnswers.guestId, eventAnswers.eventId],
          set: {
            sessionId: invite.sessionId,
            attendance: answer.attendance,
            guests: headcount,
            byCouple,
            answeredAt: now,
          },
        });
    }
    const stored = await tx
      .select({ attendance: eventAnswers.attendance, guests: eventAnswers.guests })
      .from(eventAnswers)
      .where(eq(eventAnswers.guestId, guestId));
    const summary = overall(stored);
    // The guest's record and the couple's answers list keep one line per guest, as before; an
    // answer by hand keeps what the guest wrote.
    const message = options.message ?? (byCouple ? (guest.message ?? '') : '');
    return recordGuestRsvp(tx, guestId, { ...summary, message }, now, options.recordedBy);
  });
}

/** Refuses (409, `full`) a "hadir" that does not fit; the session row stays locked. */
async function takeSeats(
  tx: Db,
  guestId: string,
  sessionId: string,
  people: number,
  full: string,
): Promise<void> {
  const seats = (await seatsOf(tx, [sessionId], guestId)).get(sessionId);
  if (seats && !capacityHolds(seats.capacity, seats.people + people)) {
    throw new AppError(409, full, { code: 'full' });
  }
}

/**
 * The personal link's one answer, given for every event the guest is invited to (the page's form
 * asks once); capacity and deadline hold as for answers per event.
 */
export async function answerInvitedEvents(
  db: Db,
  invitationId: string,
  guestId: string,
  answer: GuestRsvp,
) {
  const invites = (await invitesOfGuests(db, invitationId, [guestId])).get(guestId) ?? [];
  return answerEvents(
    db,
    guestId,
    invites.map((invite) => ({
      eventId: invite.eventId,
      attendance: answer.attendance,
      guests: answer.guests,
    })),
    { message: answer.message },
  );
}
