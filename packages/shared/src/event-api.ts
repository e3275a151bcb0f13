import { z } from 'zod';
import { ATTENDANCE_VALUES } from './rsvp';

/** A session as the couple's screens show it, with the people invited and confirmed in it. */
export const eventSessionDtoSchema = z.object({
  id: z.string(),
  title: z.string(),
  startTime: z.string(),
  endTime: z.string(),
  capacity: z.number().int().nullable(),
  invited: z.number().int(),
  confirmed: z.number().int(),
});

/** An event of an invitation; `specKey` marks the two of step 2, edited in the invitation form. */
export const eventDtoSchema = z.object({
  id: z.string(),
  specKey: z.enum(['ibadah', 'resepsi']).nullable(),
  title: z.string(),
  date: z.string(),
  startTime: z.string(),
  endTime: z.string().nullable(),
  timeZone: z.enum(['WIB', 'WITA', 'WIT']),
  venue: z.string(),
  address: z.string(),
  mapUrl: z.string().nullable(),
  isPublic: z.boolean(),
  active: z.boolean(),
  invited: z.number().int(),
  confirmed: z.number().int(),
  sessions: z.array(eventSessionDtoSchema),
});
export type EventDto = z.infer<typeof eventDtoSchema>;

export const eventsPageSchema = z.object({
  events: z.array(eventDtoSchema),
  deadline: z.string().nullable(),
});
export type EventsPage = z.infer<typeof eventsPageSchema>;

/** One guest's events: where they are invited and what they answered for each. */
export const guestEventsSchema = z.array(
  z.object({
    eventId: z.string(),
    sessionId: z.string().nullable(),
    answer: z
      .object({
        attendance: z.enum(ATTENDANCE_VALUES),
        guests: z.number().int(),
        byCouple: z.boolean(),
        answeredAt: z.string(),
      })
      .nullable(),
  }),
);
export type GuestEvents = z.infer<typeof guestEventsSchema>;
