import type { GuestLanguage } from './guest-language';

/** Indonesia's three time zones and their offsets from UTC in hours (no daylight saving). */
export const TIME_ZONE_OFFSETS = { WIB: 7, WITA: 8, WIT: 9 } as const;
export type IndonesianTimeZone = keyof typeof TIME_ZONE_OFFSETS;

const DAYS = ['Minggu', 'Senin', 'Selasa', 'Rabu', 'Kamis', 'Jumat', 'Sabtu'];
const MONTHS = [
  'Januari',
  'Februari',
  'Maret',
  'April',
  'Mei',
  'Juni',
  'Juli',
  'Agustus',
  'September',
  'Oktober',
  'November',
  'Desember',
];

const EN_DAYS = ['Sunday', 'Monday', 'Tuesday', 'Wednesday', 'Thursday', 'Friday', 'Saturday'];
const EN_MONTHS = [
  'January',
  'February',
  'March',
  'April',
  'May',
  'June',
  'July',
  'August',
  'September',
  'October',
  'November',
  'December',
];

export function isTimeZone(value: unknown): value is IndonesianTimeZone {
  return typeof value === 'string' && value in TIME_ZONE_OFFSETS;
}

/** A calendar date `YYYY-MM-DD` that really exists, as numbers; null otherwise. */
export function parseIsoDate(value: unknown): { year: number; month: number; day: number } | null {
  if (typeof value !== 'string') return null;
  const match = /^(\d{4})-(\d{2})-(\d{2})$/.exec(value.trim());
  if (!match) return null;
  const [year, month, day] = [Number(match[1]), Number(match[2]), Number(match[3])];
  const date = new Date(Date.UTC(year, month - 1, day));
  if (date.getUTCMonth() !== month - 1 || date.getUTCDate() !== day) return null;
  return { year, month, day };
}

/** `HH:MM` (24 hours) as numbers; null otherwise. */
export function parseTime(value: unknown): { hour: number; minute: number } | null {
  if (typeof value !== 'string') return null;
  const match = /^([01]\d|2[0-3]):([0-5]\d)(?::[0-5]\d)?$/.exec(value.trim());
  return match ? { hour: Number(match[1]), minute: Number(match[2]) } : null;
}

/**
 * 'Sabtu, 12 Desember 2026' for '2026-12-12' ('Saturday, 12 December 2026' in English); null for
 * anything that is not a date.
 */
export function formatLongDate(value: unknown, lang: GuestLanguage = 'id'): string | null {
  const date = parseIsoDate(value);
  if (!date) return null;
  const weekday = new Date(Date.UTC(date.year, date.month - 1, date.day)).getUTCDay();
  const [days, months] = lang === 'en' ? [EN_DAYS, EN_MONTHS] : [DAYS, MONTHS];
  return `${days[weekday]}, ${date.day} ${months[date.month - 1]} ${date.year}`;
}

/** '08.00' for '08:00': Indonesian writes hours and minutes with a full stop, English a colon. */
export function formatClock(value: unknown, lang: GuestLanguage = 'id'): string | null {
  const time = parseTime(value);
  if (!time) return null;
  const separator = lang === 'en' ? ':' : '.';
  return `${String(time.hour).padStart(2, '0')}${separator}${String(time.minute).padStart(2, '0')}`;
}

/**
 * The time line of an event: 'Pukul 08.00 - 10.00 WIB', or with "sampai selesai" (or no end)
 * 'Pukul 08.00 WIB - sampai selesai'. English adds the zone's offset for guests abroad:
 * '08:00 - 10:00 WIB (UTC+7)', 'From 08:00 WIB (UTC+7) until finished'.
 */
export function formatEventTime(
  input: { start: unknown; end?: unknown; untilFinished?: boolean; zone: unknown },
  lang: GuestLanguage = 'id',
): string | null {
  const start = formatClock(input.start, lang);
  if (!start) return null;
  const zone = isTimeZone(input.zone) ? input.zone : 'WIB';
  const end = input.untilFinished ? null : formatClock(input.end, lang);
  if (lang === 'en') {
    const named = `${zone} (UTC+${TIME_ZONE_OFFSETS[zone]})`;
    return end ? `${start} - ${end} ${named}` : `From ${start} ${named} until finished`;
  }
  return end ? `Pukul ${start} - ${end} ${zone}` : `Pukul ${start} ${zone} - sampai selesai`;
}

/** The moment an event starts, from its local date, time and zone; null when incomplete. */
export function eventInstant(dateValue: unknown, timeValue: unknown, zone: unknown): Date | null {
  const date = parseIsoDate(dateValue);
  if (!date) return null;
  const time = parseTime(timeValue) ?? { hour: 0, minute: 0 };
  const offset = TIME_ZONE_OFFSETS[isTimeZone(zone) ? zone : 'WIB'];
  return new Date(
    Date.UTC(date.year, date.month - 1, date.day, time.hour - offset, time.minute, 0, 0),
  );
}

/**
 * '12 Des 2026, 14.05 WIB' ('12 Dec 2026, 14:05 WIB' in English): when a wish was written, in a
 * zone of the couple's choosing.
 */
export function formatShortDateTime(
  moment: Date,
  zone: IndonesianTimeZone = 'WIB',
  lang: GuestLanguage = 'id',
): string {
  const local = new Date(moment.getTime() + TIME_ZONE_OFFSETS[zone] * 3600_000);
  const month = (lang === 'en' ? EN_MONTHS : MONTHS)[local.getUTCMonth()]!.slice(0, 3);
  const hh = String(local.getUTCHours()).padStart(2, '0');
  const mm = String(local.getUTCMinutes()).padStart(2, '0');
  const separator = lang === 'en' ? ':' : '.';
  return `${local.getUTCDate()} ${month} ${local.getUTCFullYear()}, ${hh}${separator}${mm} ${zone}`;
}
