import {
  eventAnswersInputSchema,
  formatEventTime,
  formatShortDateTime,
  type Attendance,
  type EventAnswer,
  type EventAnswersInput,
  type EventDto,
  type GuestEvents,
} from '@kabar/shared';

/** One invited event in the "Catat Jawaban" dialog: its session, if split, and the answer so far. */
export interface HandAnswerRow {
  event: EventDto;
  session: EventDto['sessions'][number] | null;
  answer: GuestEvents[number]['answer'];
}

/** What the couple has picked for one event; null until they pick. */
export interface HandAnswerDraft {
  attendance: Attendance | null;
  guests: number;
}
export type HandAnswerDrafts = Record<string, HandAnswerDraft>;

/** The guest's invited events in the events screen's order (an event they are not invited to is left out). */
export function handAnswerRows(events: readonly EventDto[], mine: GuestEvents): HandAnswerRow[] {
  return events.flatMap((event) => {
    const invite = mine.find((entry) => entry.eventId === event.id);
    if (!invite) return [];
    const session = event.sessions.find((entry) => entry.id === invite.sessionId) ?? null;
    return [{ event, session, answer: invite.answer }];
  });
}

/** The form starts from the answers already given, so correcting one event keeps the others. */
export function draftsOf(rows: readonly HandAnswerRow[]): HandAnswerDrafts {
  return Object.fromEntries(
    rows.map(({ event, answer }) => [
      event.id,
      { attendance: answer?.attendance ?? null, guests: Math.max(answer?.guests ?? 1, 1) },
    ]),
  );
}

/** "Sesi 1 · 11.00 - 13.00 WITA · 48 dari 50 kursi terisi": which session, and how full it is. */
export function sessionLine(row: HandAnswerRow): string | null {
  const { session, event } = row;
  if (!session) return null;
  const time = formatEventTime({
    start: session.startTime,
    end: session.endTime,
    zone: event.timeZone,
  });
  const seats =
    session.capacity === null ? null : `${session.confirmed} dari ${session.capacity} kursi terisi`;
  return [session.title, time?.replace('Pukul ', ''), seats].filter(Boolean).join(' · ');
}

/** "Dijawab tamu 3 Des 2026, 19.05 WIB", "Dicatat mempelai ..." or "Belum menjawab". */
export function answerNote(answer: HandAnswerRow['answer']): string {
  if (!answer) return 'Belum menjawab';
  const when = formatShortDateTime(new Date(answer.answeredAt));
  return `${answer.byCouple ? 'Dicatat mempelai' : 'Dijawab tamu'} ${when}`;
}

export const HAND_ANSWER_MESSAGES = {
  none: 'Pilih kehadiran untuk setidaknya satu acara.',
  tooFew: 'Isi jumlah orang, paling sedikit 1.',
  tooMany: (invited: number) => `Paling banyak ${invited} orang, sesuai jumlah yang diundang.`,
} as const;

export type HandAnswersResult =
  { ok: true; input: EventAnswersInput } | { ok: false; errors: Record<string, string> };

/**
 * The request for the events the couple picked an answer for (the others stay as they are), or
 * the problems keyed by event id (`root` for the form). The headcount is checked against the
 * invited count here so the couple sees it, though the server caps it as well.
 */
export function handAnswersInput(
  rows: readonly HandAnswerRow[],
  drafts: HandAnswerDrafts,
  invitedCount: number,
): HandAnswersResult {
  const errors: Record<string, string> = {};
  const answers = rows.flatMap(({ event }): EventAnswer[] => {
    const draft = drafts[event.id];
    if (!draft?.attendance) return [];
    if (draft.attendance === 'tidak_hadir') {
      return [{ eventId: event.id, attendance: draft.attendance, guests: 0 }];
    }
    if (!Number.isInteger(draft.guests) || draft.guests < 1)
      errors[event.id] = HAND_ANSWER_MESSAGES.tooFew;
    else if (draft.guests > invitedCount)
      errors[event.id] = HAND_ANSWER_MESSAGES.tooMany(invitedCount);
    return [{ eventId: event.id, attendance: draft.attendance, guests: draft.guests }];
  });
  if (!answers.length) return { ok: false, errors: { root: HAND_ANSWER_MESSAGES.none } };
  if (Object.keys(errors).length) return { ok: false, errors };
  const parsed = eventAnswersInputSchema.safeParse({ answers });
  if (!parsed.success) {
    return {
      ok: false,
      errors: { root: parsed.error.issues[0]?.message ?? HAND_ANSWER_MESSAGES.none },
    };
  }
  return { ok: true, input: parsed.data };
}
