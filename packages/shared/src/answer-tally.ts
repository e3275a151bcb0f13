import type { ResponsesSummary } from './responses';
import type { Attendance } from './rsvp';

/** An RSVP as the counts read it: whether the guest comes, and how many people they bring. */
export interface TalliedAnswer {
  attendance: Attendance;
  guests: number;
}

/** Guests per answer, and the people the attending ones bring, themselves included. */
export interface AnswerTally {
  attending: number;
  not_attending: number;
  unsure: number;
  people: number;
}

/**
 * The one count of RSVP answers behind every figure the couple sees (the answers page, the menu,
 * the charts), so they always agree. A guest who will not come brings nobody, whatever they typed.
 */
export function tallyAnswers(answers: Iterable<TalliedAnswer>): AnswerTally {
  const tally: AnswerTally = { attending: 0, not_attending: 0, unsure: 0, people: 0 };
  for (const answer of answers) {
    if (answer.attendance === 'hadir') {
      tally.attending += 1;
      tally.people += answer.guests;
    } else if (answer.attendance === 'tidak_hadir') tally.not_attending += 1;
    else tally.unsure += 1;
  }
  return tally;
}

/** The answers page's summary of some answers, beside the number of wishes. */
export function summarizeAnswers(
  answers: readonly TalliedAnswer[],
  wishes: number,
): ResponsesSummary {
  const { attending, not_attending, unsure, people } = tallyAnswers(answers);
  return {
    attending,
    not_attending,
    unsure,
    total_guests: people,
    total_responses: answers.length,
    wishes,
  };
}
