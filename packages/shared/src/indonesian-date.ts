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

/** 'Sabtu, 12 Desember 2026' for '2026-12-12'; null for anything that is not a date. */
export function formatLongDate(value: unknown): string | null {
  const date = parseIsoDate(value);
  if (!date) return null;
  const weekday = new Date(Date.UTC(date.year, date.month - 1, date.day)).getUTCDay();
  return `${DAYS[weekday]}, ${date.day} ${MONTHS[date.month - 1]} ${date.year}`;
}

/** '08.00' for '08:00': Indonesian writes hours and minutes with a full stop. */
export function formatClock(value: unknown): string | null {
  const time = parseTime(value);
  if (!time) return null;
  return `${String(time.hour).padStart(2, '0')}.${String(time.minute).padStart(2, '0')}`;
}

/**
 * The time line of an event: 'Pukul 08.00 - 10.00 WIB', or with "sampai selesai" (or no end)
 * 'Pukul 08.00 WIB - sampai selesai'.
 */
export function formatEventTime(input: {
  start: unknown;
  end?: unknown;
  untilFinished?: boolean;
  zone: unknown;
}): string | null {
  const start = formatClock(input.start);
  if (!start) return null;
  const zone = isTimeZone(input.zone) ? input.zone : 'WIB';
  const end = input.untilFinished ? null : formatClock(input.end);
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

/** '12 Des 2026, 14.05 WIB': when a wish was written, in a zone of the couple's choosing. */
export function formatShortDateTime(moment: Date, zone: IndonesianTimeZone = 'WIB'): string {
  const local = new Date(moment.getTime() + TIME_ZONE_OFFSETS[zone] * 3600_000);
  const month = MONTHS[local.getUTCMonth()]!.slice(0, 3);
  const hh = String(local.getUTCHours()).padStart(2, '0');
  const mm = String(local.getUTCMinutes()).padStart(2, '0');
  return `${local.getUTCDate()} ${month} ${local.getUTCFullYear()}, ${hh}.${mm} ${zone}`;
}
