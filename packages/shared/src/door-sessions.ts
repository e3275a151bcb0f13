import { z } from 'zod';
import { eventWindow } from './events';

/**
 * Sessions at the door (issues 27 and 28): the desk shows a guest's session and warns, without
 * refusing, when they come during another; the control room counts arrivals per session.
 */
export const doorSessionSchema = z.object({
  id: z.string(),
  eventId: z.string(),
  eventTitle: z.string(),
  title: z.string(),
  date: z.string(),
  startTime: z.string(),
  endTime: z.string(),
  timeZone: z.enum(['WIB', 'WITA', 'WIT']),
});
export type DoorSession = z.infer<typeof doorSessionSchema>;

/** One session in the control room: who is invited, expected by the answers, and arrived. */
export const sessionCountsSchema = doorSessionSchema.extend({
  invitedGuests: z.number().int(),
  expectedPeople: z.number().int(),
  arrivedGuests: z.number().int(),
  arrivedPeople: z.number().int(),
});
export type SessionCounts = z.infer<typeof sessionCountsSchema>;

/** A desk opens a session's door this long before it starts: early guests are not warned. */
export const SESSION_EARLY_MINUTES = 30;

/** "Resepsi · Sesi 1, 11.00–13.00 WITA". */
export function sessionLine(session: DoorSession): string {
  const time = (value: string) => value.replace(':', '.');
  return `${session.eventTitle} · ${session.title}, ${time(session.startTime)}–${time(session.endTime)} ${session.timeZone}`;
}

/**
 * The session whose door is open now: from a little before its start to its end. When two
 * touch, the one that started last; null between and outside sessions.
 */
export function sessionAt(sessions: readonly DoorSession[], now: Date): DoorSession | null {
  let found: { session: DoorSession; start: number } | null = null;
  for (const session of sessions) {
    const window = eventWindow(session, session);
    if (!window) continue;
    const opens = window.start.getTime() - SESSION_EARLY_MINUTES * 60_000;
    if (now.getTime() < opens || now >= window.end) continue;
    if (!found || window.start.getTime() > found.start) {
      found = { session, start: window.start.getTime() };
    }
  }
  return found?.session ?? null;
}

export const DOOR_SESSION_MESSAGES = {
  otherSession: (theirs: DoorSession, now: DoorSession) =>
    `Tamu ini diundang ke ${sessionLine(theirs)}, bukan ${now.title}. Tetap boleh dicatat.`,
  notInvited: (now: DoorSession) =>
    `Tamu ini tidak diundang ke ${now.eventTitle}. Tetap boleh dicatat.`,
} as const;

/**
 * What the desk says about a guest arriving during `now`: nothing when it is their session (or
 * when the desk's copy of the list does not know their sessions), else a warning to read out.
 */
export function sessionWarning(
  guestSessionIds: readonly string[] | undefined,
  now: DoorSession | null,
  sessions: readonly DoorSession[],
): string | null {
  if (!now || !guestSessionIds) return null;
  if (guestSessionIds.includes(now.id)) return null;
  const theirs = sessions.find(
    (session) => session.eventId === now.eventId && guestSessionIds.includes(session.id),
  );
  return theirs
    ? DOOR_SESSION_MESSAGES.otherSession(theirs, now)
    : DOOR_SESSION_MESSAGES.notInvited(now);
}

/** The guest's sessions, as the desk shows them under the name. */
export function guestSessions(
  guestSessionIds: readonly string[] | undefined,
  sessions: readonly DoorSession[],
): DoorSession[] {
  return guestSessionIds ? sessions.filter((session) => guestSessionIds.includes(session.id)) : [];
}
