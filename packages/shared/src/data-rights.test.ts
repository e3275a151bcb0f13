import { describe, expect, it } from 'vitest';
import {
  accountDeletionInputSchema,
  deletionDueAt,
  DATA_RIGHTS_MESSAGES,
  guestPhonesDue,
} from './data-rights';

describe('data rights rules (decision 043)', () => {
  it('a deletion waits 14 days', () => {
    expect(deletionDueAt(new Date('2026-01-01T10:00:00Z')).toISOString()).toBe(
      '2026-01-15T10:00:00.000Z',
    );
  });

  it('guests’ phones are due the given days after the last event, never without one', () => {
    const end = new Date('2026-01-01T15:00:00Z');
    expect(guestPhonesDue(end, new Date('2026-06-29T14:59:59Z'), 180)).toBe(false);
    expect(guestPhonesDue(end, new Date('2026-06-30T15:00:00Z'), 180)).toBe(true);
    expect(guestPhonesDue(null, new Date('2030-01-01T00:00:00Z'), 180)).toBe(false);
  });

  it('deletion needs the typed word, in any case', () => {
    expect(accountDeletionInputSchema.safeParse({ confirmation: ' hapus ' }).success).toBe(true);
    const wrong = accountDeletionInputSchema.safeParse({ confirmation: 'ya' });
    expect(wrong.error?.issues[0]?.message).toBe(DATA_RIGHTS_MESSAGES.confirmWord);
  });
});
