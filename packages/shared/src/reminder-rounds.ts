import { z } from 'zod';
import type { GiftKind } from './gifts';
import { GUEST_LANGUAGES, type GuestLanguage } from './guest-language';
import { GUEST_TEMPLATE_MAX } from './guest-message';
import { TIME_ZONE_OFFSETS, type IndonesianTimeZone } from './indonesian-date';

/**
 * The dated WhatsApp rounds (issue 27 item 5, issue 29 item 6): "belum menjawab" some days before
 * the RSVP deadline, "sampai jumpa besok" the day before each event, and the thank-you round after
 * the wedding. Each is still sent one guest at a time through wa.me (decision 040).
 */
export const DATED_ROUND_KINDS = ['unanswered', 'day_before', 'thanks'] as const;
export type DatedRoundKind = (typeof DATED_ROUND_KINDS)[number];

/** How a sent mark names its round: one mark per guest and round, so each message goes once. */
export function roundKey(kind: DatedRoundKind, eventId?: string): string {
  return kind === 'day_before' ? `day-before:${eventId ?? ''}` : kind;
}

const ROUND_KEY = /^(unanswered|thanks|day-before:[0-9a-f-]{36})$/;
export const reminderMarkInputSchema = z.object({
  round: z.string().regex(ROUND_KEY, { error: 'Putaran pengiriman tidak dikenal.' }),
});
export type ReminderMarkInput = z.infer<typeof reminderMarkInputSchema>;

export const REMINDER_DAYS_MAX = 30;
export const reminderSettingsInputSchema = z.object({
  unansweredReminderDays: z
    .number({ error: 'Pilih berapa hari sebelum batas konfirmasi.' })
    .int({ error: 'Jumlah hari harus bilangan bulat.' })
    .min(1, { error: 'Pengingat paling cepat 1 hari sebelum batas konfirmasi.' })
    .max(REMINDER_DAYS_MAX, {
      error: `Pengingat paling lama ${REMINDER_DAYS_MAX} hari sebelum batas konfirmasi.`,
    })
    .nullable(),
  dayBeforeReminder: z.boolean({ error: 'Pilih nyala atau mati.' }),
});
export type ReminderSettingsInput = z.infer<typeof reminderSettingsInputSchema>;

/** The calendar day `YYYY-MM-DD` a moment falls on in an Indonesian time zone. */
export function localDay(moment: Date, zone: IndonesianTimeZone = 'WIB'): string {
  return new Date(moment.getTime() + TIME_ZONE_OFFSETS[zone] * 3600_000).toISOString().slice(0, 10);
}

/** `YYYY-MM-DD` moved by whole days. */
export function addDays(day: string, days: number): string {
  const moment = new Date(`${day}T00:00:00Z`);
  moment.setUTCDate(moment.getUTCDate() + days);
  return moment.toISOString().slice(0, 10);
}

/**
 * "belum menjawab" opens `days` before the deadline's day (WIB) and stays due until the deadline,
 * so a couple who missed the first day still sees it; after the deadline nobody can answer.
 */
export function unansweredRoundWindow(
  deadline: Date | null,
  days: number | null,
  now: Date,
): { opensOn: string; due: boolean } | null {
  if (!deadline || days === null) return null;
  const opensOn = addDays(localDay(deadline), -days);
  return { opensOn, due: localDay(now) >= opensOn && now < deadline };
}

/** "sampai jumpa besok" is due on the event's eve only, in the event's own time zone. */
export function dayBeforeRoundWindow(
  eventDate: string,
  zone: IndonesianTimeZone,
  now: Date,
): { opensOn: string; due: boolean } | null {
  if (!/^\d{4}-\d{2}-\d{2}$/.test(eventDate)) return null;
  const opensOn = addDays(eventDate, -1);
  return { opensOn, due: localDay(now, zone) === opensOn };
}

/** What a guest gave, as the thank-you message may name it: never an amount (issue 29). */
export interface GuestGiving {
  came: boolean;
  answered: boolean;
  wished: boolean;
  giftKinds: readonly GiftKind[];
}

/** Who the thank-you round is for: guests who came, answered, wrote a wish or gave. */
export function deservesThanks(giving: GuestGiving): boolean {
  return giving.came || giving.answered || giving.wished || giving.giftKinds.length > 0;
}

/** The thank-you's words per language ("transfer" reads as the digital envelope it came through). */
const GIVING_WORDS: Record<
  GuestLanguage,
  {
    gifts: Record<GiftKind, string>;
    and: string;
    lastly: string;
    came: string;
    wished: string;
    blessing: string;
    sent: (gifts: string) => string;
  }
> = {
  id: {
    gifts: { amplop: 'amplop', kado: 'kado', transfer: 'amplop digital' },
    and: 'dan',
    lastly: ', serta',
    came: 'kehadiran',
    wished: 'ucapan dan doa',
    blessing: 'doa restu',
    sent: (gifts) => `${gifts} yang Anda kirimkan`,
  },
  en: {
    gifts: { amplop: 'envelope', kado: 'gift', transfer: 'digital envelope' },
    and: 'and',
    lastly: ', and',
    came: 'your presence',
    wished: 'your kind wishes and prayers',
    blessing: 'your blessing',
    sent: (gifts) => `the ${gifts} you sent`,
  },
};

/**
 * 'kehadiran, ucapan dan doa, serta kado' ('your presence, your kind wishes and prayers, and the
 * gift you sent') for the {pemberian} placeholder: each thing the guest gave by its kind, so the
 * family thanks them for it without ever naming a sum.
 */
export function givingPhrase(giving: GuestGiving, lang: GuestLanguage = 'id'): string {
  const words = GIVING_WORDS[lang];
  const kinds = [...new Set(giving.giftKinds.map((kind) => words.gifts[kind]))];
  const kindness = [
    ...(giving.came ? [words.came] : []),
    ...(giving.wished ? [words.wished] : []),
    ...(!giving.came && !giving.wished && giving.answered ? [words.blessing] : []),
  ];
  const joinedKinds =
    kinds.length <= 1
      ? kinds.join('')
      : `${kinds.slice(0, -1).join(', ')} ${words.and} ${kinds.at(-1)}`;
  const gifts = kinds.length ? [words.sent(joinedKinds)] : [];
  const all = [...kindness, ...gifts];
  if (all.length === 0) return words.blessing;
  if (all.length === 1) return all[0]!;
  return `${all.slice(0, -1).join(', ')}${words.lastly} ${all.at(-1)}`;
}

/** The placeholders each dated round's message may use, with what they become. */
export const DATED_ROUND_PLACEHOLDERS: Record<DatedRoundKind, Record<string, string>> = {
  unanswered: {
    nama: 'nama tamu',
    mempelai: 'nama kedua mempelai',
    batas: 'batas konfirmasi kehadiran',
    link: 'link undangan pribadi tamu',
  },
  day_before: {
    nama: 'nama tamu',
    mempelai: 'nama kedua mempelai',
    acara: 'nama acara',
    waktu: 'tanggal dan jam acara (sesi tamu)',
    tempat: 'tempat acara',
    link: 'link tiket masuk (guest pass) tamu',
  },
  thanks: {
    nama: 'nama tamu',
    mempelai: 'nama kedua mempelai',
    pemberian: 'yang tamu berikan: kehadiran, ucapan, jenis hadiah (tanpa nominal)',
    link: 'link album foto di undangan tamu',
  },
};

export const DEFAULT_DATED_TEMPLATES: Record<DatedRoundKind, string> = {
  unanswered: [
    'Halo {nama},',
    '',
    'Konfirmasi kehadiran untuk pernikahan {mempelai} ditutup pada {batas}. Kami belum menerima jawaban Anda; mohon kesediaannya mengisi melalui link berikut:',
    '{link}',
    '',
    'Terima kasih.',
  ].join('\n'),
  day_before: [
    'Halo {nama},',
    '',
    'Sampai jumpa besok di {acara} pernikahan {mempelai}.',
    '{waktu}',
    '{tempat}',
    '',
    'Tunjukkan tiket masuk Anda di pintu masuk:',
    '{link}',
  ].join('\n'),
  thanks: [
    'Halo {nama},',
    '',
    'Terima kasih atas {pemberian} untuk pernikahan {mempelai}. Kebaikan Anda sangat berarti bagi kami.',
    '',
    'Foto-foto hari bahagia kami ada di album berikut:',
    '{link}',
  ].join('\n'),
};

/** The same rounds for guests who read English (issue 30 item 4), with the same placeholders. */
export const DEFAULT_DATED_TEMPLATES_EN: Record<DatedRoundKind, string> = {
  unanswered: [
    'Hello {nama},',
    '',
    'The RSVP for the wedding of {mempelai} closes on {batas}. We have not received your answer yet; please reply through this link:',
    '{link}',
    '',
    'Thank you.',
  ].join('\n'),
  day_before: [
    'Hello {nama},',
    '',
    'See you tomorrow at the {acara} of {mempelai}.',
    '{waktu}',
    '{tempat}',
    '',
    'Please show your entry pass at the door:',
    '{link}',
  ].join('\n'),
  thanks: [
    'Hello {nama},',
    '',
    'Thank you for {pemberian} for the wedding of {mempelai}. Your kindness means a great deal to us.',
    '',
    'The photos of our happy day are in this album:',
    '{link}',
  ].join('\n'),
};

export const DEFAULT_DATED_TEMPLATES_BY_LANGUAGE: Record<
  GuestLanguage,
  Record<DatedRoundKind, string>
> = { id: DEFAULT_DATED_TEMPLATES, en: DEFAULT_DATED_TEMPLATES_EN };

const PLACEHOLDER = /\{([^{}\s]*)\}/g;

export const ROUND_TEMPLATE_MESSAGES = {
  required: 'Template pesan wajib diisi.',
  tooLong: `Template pesan maksimal ${GUEST_TEMPLATE_MAX} karakter.`,
  needsLink: 'Template harus memuat {link} agar tamu menerima linknya.',
  unknown: (names: string[], kind: DatedRoundKind) =>
    `Penanda tidak dikenal: ${names.map((n) => `{${n}}`).join(', ')}. Gunakan ${Object.keys(
      DATED_ROUND_PLACEHOLDERS[kind],
    )
      .map((n) => `{${n}}`)
      .join(', ')}.`,
} as const;

/** One dated round's message, checked against that round's own placeholders. */
export function roundTemplateSchema(kind: DatedRoundKind) {
  const known = new Set(Object.keys(DATED_ROUND_PLACEHOLDERS[kind]));
  return z
    .string({ error: ROUND_TEMPLATE_MESSAGES.required })
    .trim()
    .min(1, { error: ROUND_TEMPLATE_MESSAGES.required })
    .max(GUEST_TEMPLATE_MAX, { error: ROUND_TEMPLATE_MESSAGES.tooLong })
    .superRefine((template, ctx) => {
      const found = [...template.matchAll(PLACEHOLDER)].map((m) => m[1] ?? '');
      const unknown = [...new Set(found.filter((name) => !known.has(name)))];
      if (unknown.length)
        ctx.addIssue({ code: 'custom', message: ROUND_TEMPLATE_MESSAGES.unknown(unknown, kind) });
      if (!template.includes('{link}'))
        ctx.addIssue({ code: 'custom', message: ROUND_TEMPLATE_MESSAGES.needsLink });
    });
}

export const roundTemplateInputSchema = z
  .object({
    kind: z.enum(DATED_ROUND_KINDS, { error: 'Putaran pengiriman tidak dikenal.' }),
    /** Which language's words these are; left out, Indonesian. */
    language: z.enum(GUEST_LANGUAGES, { error: 'Bahasa template tidak dikenal.' }).default('id'),
    template: z.string({ error: ROUND_TEMPLATE_MESSAGES.required }),
  })
  .transform((input, ctx) => {
    const parsed = roundTemplateSchema(input.kind).safeParse(input.template);
    if (!parsed.success) {
      for (const issue of parsed.error.issues)
        ctx.addIssue({ code: 'custom', path: ['template'], message: issue.message });
      return z.NEVER;
    }
    return { kind: input.kind, language: input.language, template: parsed.data };
  });
export type RoundTemplateInput = z.input<typeof roundTemplateInputSchema>;

/** A guest due in a dated round, with every placeholder's value already worked out. */
export const datedRoundGuestSchema = z.object({
  guestId: z.uuid(),
  name: z.string(),
  phone: z.string(),
  /** The guest's language: their message uses that language's template and values. */
  language: z.enum(GUEST_LANGUAGES),
  values: z.record(z.string(), z.string()),
});
export type DatedRoundGuest = z.infer<typeof datedRoundGuestSchema>;

export const datedRoundSchema = z.object({
  /** The sent mark's name: `unanswered`, `day-before:{eventId}` or `thanks`. */
  key: z.string(),
  kind: z.enum(DATED_ROUND_KINDS),
  label: z.string(),
  hint: z.string(),
  /** The first day it is due (YYYY-MM-DD); the thank-you round's is the day after the wedding. */
  opensOn: z.string().nullable(),
  due: z.boolean(),
  /** Marked sent today in this round (WIB day), for "N terkirim hari ini". */
  sentToday: z.number().int(),
  guests: z.array(datedRoundGuestSchema),
});
export type DatedRound = z.infer<typeof datedRoundSchema>;

export const datedRoundsSchema = z.object({
  settings: reminderSettingsInputSchema,
  deadline: z.iso.datetime().nullable(),
  today: z.string(),
  /** Each language's words per round: saved, or the defaults. */
  templates: z.record(z.enum(GUEST_LANGUAGES), z.record(z.enum(DATED_ROUND_KINDS), z.string())),
  rounds: z.array(datedRoundSchema),
});
export type DatedRounds = z.infer<typeof datedRoundsSchema>;
