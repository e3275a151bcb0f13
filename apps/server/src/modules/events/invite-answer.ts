import { and, eq } from 'drizzle-orm';
import { eventAnswers, guestEvents } from './events.schema';

/** Joins a guest's invitation to an event with their answer to that event (issue 27). */
export const answerOfInvite = and(
  eq(eventAnswers.guestId, guestEvents.guestId),
  eq(eventAnswers.eventId, guestEvents.eventId),
)!;
