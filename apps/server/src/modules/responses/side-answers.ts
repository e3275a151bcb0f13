import { and, desc, isNotNull } from 'drizzle-orm';
import type { GuestSide, ResponsesSummary } from '@kabar/shared';
import type { Db } from '../../db/client';
import { inScope } from '../guests/guests.queries';
import { guests } from '../guests/guests.schema';
import type { Rsvp } from '../rsvps/rsvps.schema';

/**
 * A side manager's answers: those given through personal links of their side's guests. Answers
 * on the public form carry no side, so they are the couple's and their editors' to see.
 */
export async function sideAnswers(db: Db, invitationId: string, side: GuestSide): Promise<Rsvp[]> {
  const rows = await db
    .select()
    .from(guests)
    .where(and(inScope(invitationId, side), isNotNull(guests.respondedAt)))
    .orderBy(desc(guests.respondedAt), desc(guests.id));
  return rows.map((guest) => ({
    id: guest.id,
    invitationId,
    name: guest.name,
    nameKey: guest.name.toLowerCase(),
    attendance: guest.rsvpAttendance!,
    guests: guest.rsvpGuests ?? 0,
    message: guest.rsvpMessage ?? '',
    createdAt: guest.respondedAt!,
    updatedAt: guest.respondedAt!,
  }));
}

/** The same counts the couple's summary gives, over a side manager's answers. */
export function summariseAnswers(answers: readonly Rsvp[], wishes: number): ResponsesSummary {
  const attending = answers.filter((a) => a.attendance === 'hadir');
  return {
    attending: attending.length,
    not_attending: answers.filter((a) => a.attendance === 'tidak_hadir').length,
    unsure: answers.filter((a) => a.attendance === 'ragu').length,
    total_guests: attending.reduce((sum, a) => sum + a.guests, 0),
    total_responses: answers.length,
    wishes,
  };
}
