import { describe, expect, it } from 'vitest';
import { eventAnswersFormSchema, eventFormField, hasEventAnswers } from './event-rsvp-form';

const akad = '11111111-1111-4111-8111-111111111111';
const resepsi = '22222222-2222-4222-8222-222222222222';

describe('the per-event RSVP form (issue 27)', () => {
  it('reads one answer per invited event from flat form fields', () => {
    const body = {
      [eventFormField.attendance(akad)]: 'tidak_hadir',
      [eventFormField.guests(akad)]: '1',
      [eventFormField.attendance(resepsi)]: 'hadir',
      [eventFormField.guests(resepsi)]: '2',
      message: 'Selamat',
    };
    expect(hasEventAnswers(body)).toBe(true);
    expect(eventAnswersFormSchema([akad, resepsi]).parse(body)).toEqual([
      { eventId: akad, attendance: 'tidak_hadir', guests: 1 },
      { eventId: resepsi, attendance: 'hadir', guests: 2 },
    ]);
  });

  it('refuses a form with an invited event left unanswered, naming its field', () => {
    const result = eventAnswersFormSchema([akad, resepsi]).safeParse({
      [eventFormField.attendance(akad)]: 'hadir',
    });
    expect(result.success).toBe(false);
    expect(result.error?.issues[0]).toMatchObject({
      path: [eventFormField.attendance(resepsi)],
      message: 'Pilih kehadiran Anda.',
    });
  });

  it('knows a single form (attendance, guests) is not per event', () => {
    expect(hasEventAnswers({ attendance: 'hadir', guests: '1' })).toBe(false);
  });
});
