import { z } from 'zod';
import { GUEST_SIDES } from './guests';

const count = z.number().int().nonnegative();

/** How the answers of one slice of guests stand: guests per answer, and people coming. */
export const attendanceBreakdownSchema = z.object({
  attending: count,
  not_attending: count,
  unsure: count,
  /** On the list but no answer yet (always 0 for answers from the general link). */
  no_answer: count,
  /** People the attending guests bring, themselves included. */
  people: count,
});
export type AttendanceBreakdown = z.infer<typeof attendanceBreakdownSchema>;

/**
 * GET /api/invitations/:id/answer-stats: the couple's answers at a glance. The funnel counts the
 * guests on the couple's list; answers sent through the general link by people not on the list
 * are counted apart in `unlisted`. Answers are the RSVPs the answers page lists (one per name),
 * so `funnel.answered + unlisted.answered` is that page's total for every side.
 */
export const answerStatsSchema = z.object({
  /** The family side counted, for a co-admin who manages one; null counts everybody. */
  side: z.enum(GUEST_SIDES).nullable(),
  funnel: z.object({
    invited: count,
    sent: count,
    opened: count,
    answered: count,
    attending: count,
    arrived: count,
  }),
  unlisted: attendanceBreakdownSchema.extend({ answered: count }),
  by_side: z.array(attendanceBreakdownSchema.extend({ side: z.enum(GUEST_SIDES).nullable() })),
  by_group: z.array(attendanceBreakdownSchema.extend({ group: z.string() })),
  /** Answers per calendar day in Western Indonesia, every day from the first answer to the last. */
  per_day: z.array(z.object({ date: z.iso.date(), answers: count, attending: count })),
  arrivals: z.object({
    /** The wedding day has come, or someone has already checked in: show the arrivals chart. */
    active: z.boolean(),
    /** People the attending answers said would come. */
    expected_people: count,
    invited_people: count,
    arrived_people: count,
    arrived_guests: count,
    /** People arrived so far, at the end of each quarter hour with an arrival. */
    timeline: z.array(z.object({ at: z.iso.datetime(), people: count })),
  }),
});
export type AnswerStats = z.infer<typeof answerStatsSchema>;

/**
 * What the live stream of an invitation tells: something of this kind was just recorded. `desk`:
 * a helper opened a check-in link (issue 33). `door`: a souvenir given, a walk-in merged or a door
 * prize drawn (issue 28). `photo`: a guest's photo sent or shown (issue 29).
 */
export const ANSWER_EVENT_KINDS = [
  'rsvp',
  'wish',
  'opened',
  'arrival',
  'guests',
  'desk',
  'photo',
  'door',
] as const;
export type AnswerEventKind = (typeof ANSWER_EVENT_KINDS)[number];
