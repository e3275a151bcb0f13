import { describe, expect, it } from 'vitest';
import { renderGuestMessage } from './guest-message';
import {
  addDays,
  dayBeforeRoundWindow,
  DATED_ROUND_KINDS,
  DEFAULT_DATED_TEMPLATES,
  DEFAULT_DATED_TEMPLATES_EN,
  deservesThanks,
  givingPhrase,
  localDay,
  reminderMarkInputSchema,
  roundKey,
  roundTemplateInputSchema,
  roundTemplateSchema,
  unansweredRoundWindow,
} from './reminder-rounds';

const nobody = { came: false, answered: false, wished: false, giftKinds: [] };

describe('dated rounds', () => {
  it('reads the calendar day in the right zone: 18.30 UTC is already tomorrow in WIB', () => {
    const moment = new Date('2030-06-14T18:30:00Z');
    expect(localDay(moment, 'WIB')).toBe('2030-06-15');
    expect(localDay(new Date('2030-06-14T16:30:00Z'), 'WIB')).toBe('2030-06-14');
    expect(addDays('2030-03-01', -1)).toBe('2030-02-28');
  });

  it('"belum menjawab" opens N days before the deadline and closes with it', () => {
    const deadline = new Date('2030-06-10T10:00:00Z'); // 17.00 WIB on the 10th
    const before = unansweredRoundWindow(deadline, 3, new Date('2030-06-06T12:00:00Z'));
    expect(before).toEqual({ opensOn: '2030-06-07', due: false });
    expect(unansweredRoundWindow(deadline, 3, new Date('2030-06-07T01:00:00Z'))?.due).toBe(true);
    expect(unansweredRoundWindow(deadline, 3, new Date('2030-06-10T09:59:00Z'))?.due).toBe(true);
    expect(unansweredRoundWindow(deadline, 3, new Date('2030-06-10T10:00:00Z'))?.due).toBe(false);
    expect(unansweredRoundWindow(null, 3, new Date())).toBeNull();
    expect(unansweredRoundWindow(deadline, null, new Date())).toBeNull();
  });

  it('"sampai jumpa besok" is due on the eve only, in the event’s own zone', () => {
    // 23.30 WIB on the 13th is 00.30 WITA on the 14th: the eve of a WITA event on the 15th.
    const night = new Date('2030-06-13T16:30:00Z');
    expect(dayBeforeRoundWindow('2030-06-15', 'WITA', night)).toEqual({
      opensOn: '2030-06-14',
      due: true,
    });
    expect(dayBeforeRoundWindow('2030-06-15', 'WIB', night)?.due).toBe(false);
    expect(dayBeforeRoundWindow('', 'WIB', night)).toBeNull();
  });

  it('names what each guest gave by its kind, never a sum', () => {
    expect(givingPhrase({ ...nobody, came: true, wished: true, giftKinds: ['kado'] })).toBe(
      'kehadiran, ucapan dan doa, serta kado yang Anda kirimkan',
    );
    expect(givingPhrase({ ...nobody, giftKinds: ['transfer', 'amplop', 'transfer'] })).toBe(
      'amplop digital dan amplop yang Anda kirimkan',
    );
    expect(givingPhrase({ ...nobody, answered: true })).toBe('doa restu');
    expect(
      givingPhrase({ ...nobody, came: true, wished: true, giftKinds: ['kado', 'transfer'] }, 'en'),
    ).toBe(
      'your presence, your kind wishes and prayers, and the gift and digital envelope you sent',
    );
    expect(givingPhrase({ ...nobody, answered: true }, 'en')).toBe('your blessing');
    expect(deservesThanks(nobody)).toBe(false);
    expect(deservesThanks({ ...nobody, giftKinds: ['kado'] })).toBe(true);
  });

  it('fills the default messages and names the round marks', () => {
    const text = renderGuestMessage(DEFAULT_DATED_TEMPLATES.day_before, {
      nama: 'Pak Budi',
      mempelai: 'Rina & Dimas',
      acara: 'Resepsi',
      waktu: 'Sabtu, 15 Juni 2030 · Sesi 2: Pukul 13.00 - 15.00 WITA',
      tempat: 'Gedung Juang',
      link: 'https://kabar.test/rina?g=abc',
    });
    expect(text).toContain('Sesi 2: Pukul 13.00 - 15.00 WITA');
    expect(text).not.toMatch(/\{\w+\}/);
    expect(roundKey('day_before', 'e1')).toBe('day-before:e1');
    expect(reminderMarkInputSchema.safeParse({ round: 'day-before:x' }).success).toBe(false);
  });

  it('checks a round’s template against its own placeholders', () => {
    const bad = roundTemplateInputSchema.safeParse({ kind: 'thanks', template: 'Halo {batas}' });
    expect(bad.success).toBe(false);
    expect(bad.error?.issues.map((issue) => issue.message).join(' ')).toContain('{batas}');
    expect(bad.error?.issues.map((issue) => issue.message).join(' ')).toContain('{link}');
    const good = roundTemplateInputSchema.safeParse({
      kind: 'thanks',
      template: ' Terima kasih {nama} atas {pemberian}. {link} ',
    });
    expect(good.data?.template).toBe('Terima kasih {nama} atas {pemberian}. {link}');
  });
});

describe('the rounds in English (issue 30 item 4)', () => {
  it('has an English default for every round, with the same placeholders as the Indonesian', () => {
    const names = (text: string) => [...text.matchAll(/\{(\w+)\}/g)].map((m) => m[1]).sort();
    for (const kind of DATED_ROUND_KINDS) {
      const english = DEFAULT_DATED_TEMPLATES_EN[kind];
      expect(roundTemplateSchema(kind).safeParse(english).success).toBe(true);
      expect(names(english)).toEqual(names(DEFAULT_DATED_TEMPLATES[kind]));
      expect(english).not.toMatch(/Halo|Terima kasih|Sampai jumpa/);
    }
    const parsed = roundTemplateInputSchema.parse({ kind: 'thanks', template: 'Hi {link}' });
    expect(parsed.language).toBe('id');
  });
});
