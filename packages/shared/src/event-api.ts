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

/** Answers to one event, or one of its sessions: guests (people hadir) per answer, and who is silent. */
export const eventAnswerFiguresSchema = z.object({
  sessionId: z.string().nullable(),
  title: z.string(),
  capacity: z.number().int().nullable(),
  /** Guests invited, and the people they may bring in all. */
  invitedGuests: z.number().int(),
  invitedPeople: z.number().int(),
  hadir: z.number().int(),
  /** People confirmed (the headcounts of the "hadir" answers). */
  people: z.number().int(),
  tidak_hadir: z.number().int(),
  ragu: z.number().int(),
  pending: z.number().int(),
});
export type EventAnswerFigures = z.infer<typeof eventAnswerFiguresSchema>;

/** The answers page per event (issue 27): the event whole, then each of its sessions. */
export const eventAnswerStatsSchema = z.array(
  z.object({
    eventId: z.string(),
    title: z.string(),
    date: z.string(),
    total: eventAnswerFiguresSchema,
    sessions: z.array(eventAnswerFiguresSchema),
  }),
);
export type EventAnswerStats = z.infer<typeof eventAnswerStatsSchema>;
