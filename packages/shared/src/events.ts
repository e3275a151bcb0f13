import { z } from 'zod';
import { ceremonyTitleOf } from './ceremony';
import { step2FieldName } from './form-config';
import { eventInstant, parseIsoDate, parseTime, TIME_ZONE_OFFSETS } from './indonesian-date';
import type { InvitationContent } from './invitation';
import { ATTENDANCE_VALUES } from './rsvp';

/**
 * An invitation's events (issue 27): the two of step 2 (the spec's 'Ibadah Pernikahan' and
 * 'Resepsi Pernikahan', whose details stay in the step 2 fields) plus those the couple adds, each
 * possibly split into sessions a guest is invited to one of.
 */
export const EVENT_LIMITS = {
  events: 6,
  sessions: 6,
  title: 60,
  venue: 200,
  address: 1000,
  mapUrl: 500,
  capacity: 100_000,
} as const;

/** Which step 2 section an event mirrors; null for an event the couple added. */
export const SPEC_EVENT_KEYS = ['ibadah', 'resepsi'] as const;
export type SpecEventKey = (typeof SPEC_EVENT_KEYS)[number];
export const SPEC_EVENT_SECTIONS: Record<SpecEventKey, string> = {
  ibadah: 'Ibadah Pernikahan',
  resepsi: 'Resepsi Pernikahan',
};

/** Events without an end time are taken to last two hours (as the pages and calendars do). */
export const DEFAULT_EVENT_HOURS = 2;

export const EVENT_MESSAGES = {
  title: `Nama acara wajib diisi (maksimal ${EVENT_LIMITS.title} karakter).`,
  sessionTitle: `Nama sesi wajib diisi (maksimal ${EVENT_LIMITS.title} karakter).`,
  date: 'Tanggal acara harus berupa tanggal yang valid (TTTT-BB-HH).',
  startTime: 'Waktu mulai harus berupa jam yang valid (JJ:MM).',
  endTime: 'Waktu selesai harus berupa jam yang valid (JJ:MM).',
  endAfterStart: 'Waktu selesai harus setelah waktu mulai.',
  timeZone: 'Pilih zona waktu WIB, WITA, atau WIT.',
  venue: `Nama lokasi maksimal ${EVENT_LIMITS.venue} karakter.`,
  address: `Alamat acara maksimal ${EVENT_LIMITS.address} karakter.`,
  mapUrl: 'Link peta harus berupa alamat web yang diawali http:// atau https://.',
  capacity: `Kapasitas sesi harus angka 1 sampai ${EVENT_LIMITS.capacity.toLocaleString('id-ID')} orang, atau dikosongkan.`,
  tooManyEvents: `Satu undangan paling banyak ${EVENT_LIMITS.events} acara.`,
  tooManySessions: `Satu acara paling banyak ${EVENT_LIMITS.sessions} sesi.`,
  sessionsOverlap: (a: string, b: string) =>
    `Waktu ${a} dan ${b} bertabrakan. Atur ulang jam sesinya.`,
  sessionOutside: (name: string) => `${name} harus berada di dalam waktu acaranya.`,
  capacityBelowConfirmed: (name: string, confirmed: number) =>
    `Kapasitas ${name} tidak boleh kurang dari ${confirmed} orang yang sudah konfirmasi hadir.`,
  sessionFull: (name: string) =>
    `Maaf, ${name} sudah penuh. Silakan pilih tidak hadir atau hubungi mempelai.`,
  /** The couple moved guests who answered "hadir" into a session without room for them. */
  sessionOverfilled: (name: string, capacity: number, people: number) =>
    `${name} hanya memuat ${capacity} orang; pindahan ini membuatnya ${people} orang. Tidak ada yang diubah.`,
  /** The same refusal to the couple recording an answer by hand: what they can do about it. */
  sessionFullByHand: (name: string) =>
    `${name} sudah penuh, jadi jawaban belum disimpan. Tambah kapasitasnya di Acara & Sesi atau pindahkan tamu ke sesi lain.`,
  deadlineAfterEvent: 'Batas RSVP harus sebelum acara pertama dimulai.',
  deadline: 'Batas RSVP harus berupa tanggal dan jam yang valid.',
  rsvpClosed: (when: string) => `Konfirmasi kehadiran sudah ditutup sejak ${when}.`,
  notInvited: 'Anda tidak diundang ke acara ini.',
  specEventFixed: 'Acara dari langkah 2 diubah di formulir undangan dan tidak dapat dihapus.',
  notFound: 'Acara tidak ditemukan.',
  noEventLeft: 'Setiap tamu harus diundang ke setidaknya satu acara.',
  sessionNotInEvent: 'Sesi tidak termasuk acara ini.',
} as const;

const TIME = /^([01]\d|2[0-3]):([0-5]\d)$/;
const timeZones = Object.keys(TIME_ZONE_OFFSETS) as [keyof typeof TIME_ZONE_OFFSETS];

const optionalText = (max: number, message: string) =>
  z.string({ error: message }).trim().max(max, { error: message }).default('');

const httpUrl = z.url({ protocol: /^https?$/, hostname: /\./, error: EVENT_MESSAGES.mapUrl });

/** An event the couple adds (ngunduh mantu, adat, pengajian...), in the form and the API. */
export const eventInputSchema = z
  .object({
    title: z
      .string({ error: EVENT_MESSAGES.title })
      .trim()
      .min(1, { error: EVENT_MESSAGES.title })
      .max(EVENT_LIMITS.title, { error: EVENT_MESSAGES.title }),
    date: z
      .string({ error: EVENT_MESSAGES.date })
      .refine((value) => parseIsoDate(value) !== null, { error: EVENT_MESSAGES.date }),
    startTime: z.string({ error: EVENT_MESSAGES.startTime }).regex(TIME, EVENT_MESSAGES.startTime),
    endTime: z
      .string({ error: EVENT_MESSAGES.endTime })
      .regex(TIME, EVENT_MESSAGES.endTime)
      .nullable()
      .default(null),
    timeZone: z.enum(timeZones, { error: EVENT_MESSAGES.timeZone }).default('WIB'),
    venue: optionalText(EVENT_LIMITS.venue, EVENT_MESSAGES.venue),
    address: optionalText(EVENT_LIMITS.address, EVENT_MESSAGES.address),
    mapUrl: z
      .union([z.literal(''), httpUrl])
      .nullable()
      .default(null)
      .transform((value) => value || null),
    isPublic: z.boolean().default(true),
  })
  .refine((event) => event.endTime === null || event.endTime > event.startTime, {
    error: EVENT_MESSAGES.endAfterStart,
    path: ['endTime'],
  });
export type EventInput = z.input<typeof eventInputSchema>;
export type EventFields = z.output<typeof eventInputSchema>;

/** What the couple may change on one of step 2's events here: only whether it is public. */
export const specEventInputSchema = z.object({ isPublic: z.boolean() });

const capacitySchema = z
  .number({ error: EVENT_MESSAGES.capacity })
  .int({ error: EVENT_MESSAGES.capacity })
  .min(1, { error: EVENT_MESSAGES.capacity })
  .max(EVENT_LIMITS.capacity, { error: EVENT_MESSAGES.capacity })
  .nullable()
  .default(null);

export const sessionInputSchema = z
  .object({
    id: z.uuid().optional(),
    title: z
      .string({ error: EVENT_MESSAGES.sessionTitle })
      .trim()
      .min(1, { error: EVENT_MESSAGES.sessionTitle })
      .max(EVENT_LIMITS.title, { error: EVENT_MESSAGES.sessionTitle }),
    startTime: z.string({ error: EVENT_MESSAGES.startTime }).regex(TIME, EVENT_MESSAGES.startTime),
    endTime: z.string({ error: EVENT_MESSAGES.endTime }).regex(TIME, EVENT_MESSAGES.endTime),
    capacity: capacitySchema,
  })
  .refine((session) => session.endTime > session.startTime, {
    error: EVENT_MESSAGES.endAfterStart,
    path: ['endTime'],
  });
export type SessionFields = z.output<typeof sessionInputSchema>;

/** The whole split of one event, saved at once so overlap is judged on the final list. */
export const eventSessionsInputSchema = z.object({
  sessions: z
    .array(sessionInputSchema)
    .max(EVENT_LIMITS.sessions, { error: EVENT_MESSAGES.tooManySessions }),
});

/** An event's local day and times, the shape every rule below reads. */
export interface EventTimes {
  date: string;
  startTime: string;
  endTime: string | null;
  timeZone: string;
}
export interface SessionTimes {
  title: string;
  startTime: string;
  endTime: string;
}

function minutes(time: string): number {
  const parsed = parseTime(time);
  return parsed ? parsed.hour * 60 + parsed.minute : Number.NaN;
}

/** The first two sessions whose times overlap (touching ends do not), or null. */
export function overlappingSessions<S extends SessionTimes>(sessions: readonly S[]): [S, S] | null {
  const sorted = [...sessions].sort((a, b) => minutes(a.startTime) - minutes(b.startTime));
  for (let i = 1; i < sorted.length; i++) {
    if (minutes(sorted[i]!.startTime) < minutes(sorted[i - 1]!.endTime)) {
      return [sorted[i - 1]!, sorted[i]!];
    }
  }
  return null;
}

/** Whether a session lies within its event's hours (an event with no end is open-ended). */
export function sessionInsideEvent(event: EventTimes, session: SessionTimes): boolean {
  if (minutes(session.startTime) < minutes(event.startTime)) return false;
  return event.endTime === null || minutes(session.endTime) <= minutes(event.endTime);
}

/**
 * The split of an event judged whole: the first problem's message, or null when it may be saved.
 * `confirmed` gives, per session id, how many people already said hadir for it.
 */
export function sessionsProblem(
  event: EventTimes,
  sessions: readonly (SessionFields & { id?: string })[],
  confirmed: ReadonlyMap<string, number> = new Map(),
): string | null {
  if (sessions.length > EVENT_LIMITS.sessions) return EVENT_MESSAGES.tooManySessions;
  const outside = sessions.find((session) => !sessionInsideEvent(event, session));
  if (outside) return EVENT_MESSAGES.sessionOutside(outside.title);
  const overlap = overlappingSessions(sessions);
  if (overlap) return EVENT_MESSAGES.sessionsOverlap(overlap[0].title, overlap[1].title);
  for (const session of sessions) {
    const taken = session.id ? (confirmed.get(session.id) ?? 0) : 0;
    if (!capacityHolds(session.capacity, taken)) {
      return EVENT_MESSAGES.capacityBelowConfirmed(session.title, taken);
    }
  }
  return null;
}

/** Whether a capacity (null: unlimited) still holds `people`. */
export function capacityHolds(capacity: number | null, people: number): boolean {
  return capacity === null || people <= capacity;
}

/** When an event (or a session of it) starts and ends, as instants. */
export function eventWindow(
  event: EventTimes,
  session?: Pick<SessionTimes, 'startTime' | 'endTime'> | null,
): { start: Date; end: Date } | null {
  const startTime = session?.startTime ?? event.startTime;
  const endTime = session ? session.endTime : event.endTime;
  const start = eventInstant(event.date, startTime, event.timeZone);
  if (!start) return null;
  const end = endTime ? eventInstant(event.date, endTime, event.timeZone) : null;
  return {
    start,
    end: end && end > start ? end : new Date(start.getTime() + DEFAULT_EVENT_HOURS * 3600_000),
  };
}

/** A deadline must close before the first event begins. */
export function deadlineProblem(deadline: Date, events: readonly EventTimes[]): string | null {
  const first = firstEventStart(events);
  return first && deadline >= first ? EVENT_MESSAGES.deadlineAfterEvent : null;
}

export function isRsvpClosed(deadline: Date | null, now: Date): boolean {
  return deadline !== null && now >= deadline;
}

/** When the earliest event starts: what the countdown counts to. Null without a dated event. */
export function firstEventStart(
  events: readonly (EventTimes & { session?: SessionTimes | null })[],
): Date | null {
  const starts = events.flatMap((event) => eventWindow(event, event.session)?.start ?? []);
  return starts.length ? new Date(Math.min(...starts.map(Number))) : null;
}

/**
 * When an invitation's last event ends (its last session's end for a split event): the moment
 * the wedding is over, which the album's after-the-wedding page waits for. Null without dates.
 */
export function lastEventEnd(
  events: readonly (EventTimes & { sessions?: readonly SessionTimes[] })[],
): Date | null {
  const ends = events.flatMap((event) => {
    const windows = event.sessions?.length
      ? event.sessions.map((session) => eventWindow(event, session))
      : [eventWindow(event)];
    return windows.flatMap((window) => window?.end ?? []);
  });
  return ends.length ? new Date(Math.max(...ends.map(Number))) : null;
}

/** A guest's place at an event: invited to it, and to which session when it is split. */
export interface EventInvite {
  eventId: string;
  sessionId: string | null;
}

/**
 * Which events a page shows: on a guest's personal link only those they are invited to (with the
 * session they are invited to); on the open link only the public ones, whole. Order is kept.
 */
export function eventsForGuest<
  E extends { id: string; isPublic: boolean },
  S extends { id: string },
>(
  events: readonly (E & { sessions: readonly S[] })[],
  invites: readonly EventInvite[] | null,
): (E & { sessions: readonly S[]; session: S | null })[] {
  if (invites === null) {
    return events.filter((event) => event.isPublic).map((event) => ({ ...event, session: null }));
  }
  return events.flatMap((event) => {
    const invite = invites.find((entry) => entry.eventId === event.id);
    if (!invite) return [];
    const session = event.sessions.find((entry) => entry.id === invite.sessionId) ?? null;
    return [{ ...event, session }];
  });
}

/**
 * The session a guest is put in when none was chosen: the first with room, by start time (the
 * assignment defaults). Null when the event is not split.
 */
export function defaultSessionId(
  sessions: readonly (SessionTimes & { id: string })[],
): string | null {
  const sorted = [...sessions].sort((a, b) => minutes(a.startTime) - minutes(b.startTime));
  return sorted[0]?.id ?? null;
}

/** What a step 2 section holds, read as an event's times and place. */
export function specEventFields(
  content: InvitationContent,
  key: SpecEventKey,
): Omit<EventFields, 'isPublic'> {
  const section = SPEC_EVENT_SECTIONS[key];
  const field = (name: string) => {
    const value = content[step2FieldName(name, section)];
    return typeof value === 'string' ? value.trim() : '';
  };
  const untilFinished = content[step2FieldName('sampai_selesai', section)] === true;
  const zone = field('zona_waktu');
  return {
    title: key === 'ibadah' ? ceremonyTitleOf(content) : field('judul_acara') || section,
    date: field('tanggal_acara'),
    startTime: field('waktu_mulai'),
    endTime: untilFinished ? null : field('waktu_selesai') || null,
    timeZone: zone in TIME_ZONE_OFFSETS ? (zone as keyof typeof TIME_ZONE_OFFSETS) : 'WIB',
    venue: field('nama_lokasi'),
    address: field('alamat_acara'),
    mapUrl: null,
  };
}

/** One answer per invited event (issue 27); headcounts are capped by the server as today. */
export const eventAnswerSchema = z.object({
  eventId: z.uuid({ error: EVENT_MESSAGES.notFound }),
  attendance: z.enum(ATTENDANCE_VALUES, { error: 'Pilih kehadiran Anda.' }),
  guests: z.coerce
    .number({ error: 'Jumlah tamu harus angka.' })
    .int({ error: 'Jumlah tamu harus angka.' })
    .min(0, { error: 'Jumlah tamu tidak boleh negatif.' })
    .max(99, { error: 'Jumlah tamu terlalu banyak.' })
    .default(1),
});
export type EventAnswer = z.output<typeof eventAnswerSchema>;

/** The couple's RSVP deadline: an ISO instant, or null for none. */
export const rsvpDeadlineInputSchema = z.object({
  deadline: z.iso
    .datetime({ offset: true, error: EVENT_MESSAGES.deadline })
    .nullable()
    .transform((value) => (value === null ? null : new Date(value))),
});

/** The couple recording a guest's answers by hand (a phone call, or after the deadline). */
export const eventAnswersInputSchema = z.object({
  answers: z
    .array(eventAnswerSchema)
    .min(1, { error: 'Pilih kehadiran Anda.' })
    .max(EVENT_LIMITS.events),
});
export type EventAnswersInput = z.output<typeof eventAnswersInputSchema>;

/** Assigning many guests at once: by side, by group, or listed. */
export const eventAssignmentInputSchema = z.object({
  eventId: z.uuid({ error: EVENT_MESSAGES.notFound }),
  sessionId: z.uuid({ error: EVENT_MESSAGES.sessionNotInEvent }).nullable().default(null),
  invited: z.boolean(),
  guestIds: z.array(z.uuid()).max(10_000).optional(),
  side: z.enum(['bride', 'groom']).optional(),
  group: z.string().trim().max(40).optional(),
});
export type EventAssignmentInput = z.output<typeof eventAssignmentInputSchema>;

/** The events (and session of each split one) a guest is invited to, set whole from the guest form. */
export const guestInvitesInputSchema = z.object({
  invites: z
    .array(
      z.object({
        eventId: z.uuid({ error: EVENT_MESSAGES.notFound }),
        sessionId: z.uuid({ error: EVENT_MESSAGES.sessionNotInEvent }).nullable().default(null),
      }),
    )
    .min(1, { error: EVENT_MESSAGES.noEventLeft })
    .max(EVENT_LIMITS.events, { error: EVENT_MESSAGES.tooManyEvents })
    .refine((invites) => new Set(invites.map((invite) => invite.eventId)).size === invites.length, {
      error: EVENT_MESSAGES.notFound,
    }),
});
export type GuestInvitesInput = z.input<typeof guestInvitesInputSchema>;
