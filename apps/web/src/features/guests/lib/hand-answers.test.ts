import { describe, expect, it } from 'vitest';
import type { EventDto, GuestEvents } from '@kabar/shared';
import {
  answerNote,
  draftsOf,
  HAND_ANSWER_MESSAGES,
  handAnswerRows,
  handAnswersInput,
  sessionLine,
} from './hand-answers';

const event = (id: string, title: string, sessions: EventDto['sessions'] = []): EventDto => ({
  id,
  specKey: null,
  title,
  date: '2027-06-15',
  startTime: '11:00',
  endTime: '15:00',
  timeZone: 'WITA',
  venue: 'Gedung',
  address: '',
  mapUrl: null,
  isPublic: true,
  active: true,
  invited: 0,
  confirmed: 0,
  sessions,
});
const sesi2 = {
  id: 's2',
  title: 'Sesi 2',
  startTime: '13:00',
  endTime: '15:00',
  capacity: 50,
  invited: 30,
  confirmed: 48,
};
const [E1, E2, E3] = ['e1', 'e2', 'e3'].map((n) => `00000000-0000-4000-8000-0000000000${n}`) as [
  string,
  string,
  string,
];
const akad = event(E1, 'Akad Nikah');
const resepsi = event(E2, 'Resepsi', [{ ...sesi2, id: 's1', title: 'Sesi 1' }, sesi2]);
const ngunduh = event(E3, 'Ngunduh Mantu');
const mine: GuestEvents = [
  { eventId: E3, sessionId: null, answer: null },
  {
    eventId: E2,
    sessionId: 's2',
    answer: { attendance: 'ragu', guests: 2, byCouple: false, answeredAt: '2026-11-20T12:05:00Z' },
  },
];

describe('recording a guest’s answer by hand, per event (issue 27 item 4)', () => {
  const rows = handAnswerRows([akad, resepsi, ngunduh], mine);

  it('lists only the invited events, in the events screen’s order, with the guest’s session', () => {
    expect(rows.map((row) => [row.event.title, row.session?.title ?? null])).toEqual([
      ['Resepsi', 'Sesi 2'],
      ['Ngunduh Mantu', null],
    ]);
    expect(sessionLine(rows[0]!)).toBe('Sesi 2 · 13.00 - 15.00 WITA · 48 dari 50 kursi terisi');
    expect(sessionLine(rows[1]!)).toBeNull();
    expect(answerNote(rows[0]!.answer)).toBe('Dijawab tamu 20 Nov 2026, 19.05 WIB');
    expect(answerNote(rows[1]!.answer)).toBe('Belum menjawab');
  });

  it('starts from the answers given and sends only the events given one, tidak hadir as 0 people', () => {
    const drafts = draftsOf(rows);
    expect(drafts).toEqual({
      [E2]: { attendance: 'ragu', guests: 2 },
      [E3]: { attendance: null, guests: 1 },
    });
    expect(handAnswersInput(rows, drafts, 3)).toEqual({
      ok: true,
      input: { answers: [{ eventId: E2, attendance: 'ragu', guests: 2 }] },
    });
    const changed = { [E2]: { attendance: 'tidak_hadir' as const, guests: 2 }, [E3]: drafts[E3]! };
    expect(handAnswersInput(rows, changed, 3)).toMatchObject({
      input: { answers: [{ eventId: E2, attendance: 'tidak_hadir', guests: 0 }] },
    });
  });

  it('refuses no answer at all, and a headcount under 1 or over the invited count, on its event', () => {
    const none = { [E2]: { attendance: null, guests: 1 }, [E3]: { attendance: null, guests: 1 } };
    expect(handAnswersInput(rows, none, 3)).toEqual({
      ok: false,
      errors: { root: HAND_ANSWER_MESSAGES.none },
    });
    const tooMany = { ...none, [E3]: { attendance: 'hadir' as const, guests: 4 } };
    expect(handAnswersInput(rows, tooMany, 3)).toEqual({
      ok: false,
      errors: { [E3]: 'Paling banyak 3 orang, sesuai jumlah yang diundang.' },
    });
    const empty = { ...none, [E2]: { attendance: 'hadir' as const, guests: 0 } };
    expect(handAnswersInput(rows, empty, 3)).toEqual({
      ok: false,
      errors: { [E2]: HAND_ANSWER_MESSAGES.tooFew },
    });
  });
});
