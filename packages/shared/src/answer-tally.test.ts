import { describe, expect, it } from 'vitest';
import { summarizeAnswers, tallyAnswers } from './answer-tally';

const answers = [
  { attendance: 'hadir', guests: 3 },
  { attendance: 'hadir', guests: 2 },
  { attendance: 'tidak_hadir', guests: 1 },
  { attendance: 'ragu', guests: 4 },
] as const;

describe('tallyAnswers', () => {
  it('counts guests per answer and only the attending ones’ people', () => {
    expect(tallyAnswers(answers)).toEqual({ attending: 2, not_attending: 1, unsure: 1, people: 5 });
  });

  it('counts nothing for no answers', () => {
    expect(tallyAnswers([])).toEqual({ attending: 0, not_attending: 0, unsure: 0, people: 0 });
  });
});

describe('summarizeAnswers', () => {
  it('gives the answers page its summary', () => {
    expect(summarizeAnswers(answers, 7)).toEqual({
      attending: 2,
      not_attending: 1,
      unsure: 1,
      total_guests: 5,
      total_responses: 4,
      wishes: 7,
    });
  });
});
