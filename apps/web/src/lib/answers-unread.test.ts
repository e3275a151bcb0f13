import { describe, expect, it } from 'vitest';
import { unreadLine, unreadTotal } from './answers-unread';

const rows = [
  { invitationId: 'a', answers: 3, wishes: 1 },
  { invitationId: 'b', answers: 0, wishes: 2 },
  { invitationId: 'c', answers: 0, wishes: 0 },
];

describe('unread answers per invitation (issue 27 item 6)', () => {
  it('says what is new for each invitation, nothing when nothing is', () => {
    expect(unreadLine(rows, 'a')).toBe('3 jawaban baru · 1 ucapan baru');
    expect(unreadLine(rows, 'b')).toBe('2 ucapan baru');
    expect(unreadLine(rows, 'c')).toBeNull();
    expect(unreadLine(undefined, 'a')).toBeNull();
  });

  it('adds every invitation’s up for the menu', () => {
    expect(unreadTotal(rows)).toBe(6);
  });
});
