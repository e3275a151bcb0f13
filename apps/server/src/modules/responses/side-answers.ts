import { and, desc, isNotNull, or } from 'drizzle-orm';
import type { GuestSide, TalliedAnswer } from '@kabar/shared';
import type { Db } from '../../db/client';
import { inScope } from '../guests/guests.queries';
import { guests, type Guest } from '../guests/guests.schema';
import type { Rsvp } from '../rsvps/rsvps.schema';

const answeredInScope = (invitationId: string, side: GuestSide) =>
  and(inScope(invitationId, side), isNotNull(guests.respondedAt));

const answerOf = (guest: Pick<Guest, 'rsvpAttendance' | 'rsvpGuests'>): TalliedAnswer => ({
  attendance: guest.rsvpAttendance!,
  guests: guest.rsvpGuests ?? 0,
});

/**
 * A side manager's answers: those given through personal links of their side's guests. Answers
 * on the public form carry no side, so they are the couple's and their editors' to see.
 */
export async function sideAnswers(db: Db, invitationId: string, side: GuestSide): Promise<Rsvp[]> {
  const rows = await db
    .select()
    .from(guests)
    .where(answeredInScope(invitationId, side))
    .orderBy(desc(guests.respondedAt), desc(guests.id));
  return rows.map((guest) => ({
    id: guest.id,
    invitationId,
    name: guest.name,
    nameKey: guest.name.toLowerCase(),
    ...answerOf(guest),
    message: guest.rsvpMessage ?? '',
    recordedBy: guest.rsvpRecordedBy,
    createdAt: guest.respondedAt!,
    updatedAt: guest.respondedAt!,
  }));
}

/** The same answers of several invitations at once, each with its side, for their counts. */
export async function sideAnswersOf(
  db: Db,
  places: readonly { invitationId: string; side: GuestSide }[],
): Promise<(TalliedAnswer & { invitationId: string })[]> {
  const rows = await db
    .select({
      invitationId: guests.invitationId,
      rsvpAttendance: guests.rsvpAttendance,
      rsvpGuests: guests.rsvpGuests,
    })
    .from(guests)
    .where(or(...places.map(({ invitationId, side }) => answeredInScope(invitationId, side))));
  return rows.map((row) => ({ invitationId: row.invitationId, ...answerOf(row) }));
}
