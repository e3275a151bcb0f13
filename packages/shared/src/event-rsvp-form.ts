import { z } from 'zod';
import { eventAnswerSchema, type EventAnswer } from './events';
import { ATTENDANCE_VALUES, PUBLIC_WRITE_MESSAGES } from './rsvp';

/**
 * The personal RSVP form of a guest invited to several events asks once per event (issue 27):
 * `attendance_<eventId>` and `guests_<eventId>`, flat fields so a plain form post works without
 * JavaScript. A form without them (one event, or an older page) answers every event alike.
 */
export const eventFormField = {
  attendance: (eventId: string) => `attendance_${eventId}`,
  guests: (eventId: string) => `guests_${eventId}`,
} as const;

/** Whether a posted form carries answers per event at all. */
export function hasEventAnswers(body: Record<string, unknown>): boolean {
  return Object.keys(body).some((key) => key.startsWith('attendance_'));
}

/**
 * The schema of one guest's per-event form: every invited event answered, headcounts as the
 * single form's. Errors are keyed by the posted field, so a page without JavaScript names it.
 */
export function eventAnswersFormSchema(eventIds: readonly string[]) {
  const shape: Record<string, z.ZodType> = {};
  for (const id of eventIds) {
    shape[eventFormField.attendance(id)] = z.enum(ATTENDANCE_VALUES, {
      error: PUBLIC_WRITE_MESSAGES.attendance,
    });
    shape[eventFormField.guests(id)] = eventAnswerSchema.shape.guests;
  }
  return z.object(shape).transform((form): EventAnswer[] =>
    eventIds.map((eventId) => ({
      eventId,
      attendance: form[eventFormField.attendance(eventId)] as EventAnswer['attendance'],
      guests: form[eventFormField.guests(eventId)] as number,
    })),
  );
}
