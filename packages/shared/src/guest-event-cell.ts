import type { EventInvite } from './events';

/**
 * The spreadsheet's "Acara" cell (issue 27): which events a guest is invited to, and to which
 * session of a split one, written the way a person types it: "Akad; Resepsi (Sesi 2); Ngunduh
 * Mantu". Export writes the same words, so an exported list can be edited and imported again.
 */

/** An event as the cell names it: its title and, when split, its sessions in their order. */
export interface EventChoice {
  id: string;
  title: string;
  sessions: readonly { id: string; title: string }[];
}

export const GUEST_EVENT_CELL_MESSAGES = {
  unknownEvent: (value: string, titles: string) =>
    `Acara "${value}" tidak dikenal. Tulis nama acara: ${titles}.`,
  unknownSession: (value: string, event: string) => `Sesi "${value}" tidak ada di ${event}.`,
  twice: (event: string) => `${event} disebut dua kali.`,
} as const;

/** Words meaning "every event" (each split one in its first session), the list's default. */
const ALL_WORDS = new Set(['semua', 'semuaacara', 'all']);

const squash = (value: string) => value.toLowerCase().replace(/[^\p{L}\p{N}]/gu, '');

/** "Resepsi (Sesi 2)" and "Resepsi: Sesi 2" both name an event and one of its sessions. */
const WITH_SESSION = /^(.*?)\s*(?:\(([^()]*)\)|:\s*(.+))$/;

function splitPart(part: string): { event: string; session: string } {
  const match = WITH_SESSION.exec(part);
  if (!match) return { event: part, session: '' };
  return { event: match[1]!.trim(), session: (match[2] ?? match[3] ?? '').trim() };
}

/**
 * Reads a cell against the invitation's events. An empty cell is null (nothing to change); a
 * split event named without a session puts the guest in its first one.
 */
export function parseGuestEventCell(
  value: string,
  events: readonly EventChoice[],
): { invites: EventInvite[] | null } | { problem: string } {
  const parts = value
    .split(/[;\n]/)
    .map((part) => part.trim())
    .filter(Boolean);
  if (parts.length === 0) return { invites: null };
  if (parts.length === 1 && ALL_WORDS.has(squash(parts[0]!))) {
    return {
      invites: events.map((event) => ({
        eventId: event.id,
        sessionId: event.sessions[0]?.id ?? null,
      })),
    };
  }
  const invites: EventInvite[] = [];
  for (const part of parts) {
    const named = splitPart(part);
    const event =
      events.find((choice) => squash(choice.title) === squash(part)) ??
      events.find((choice) => squash(choice.title) === squash(named.event));
    if (!event) {
      return {
        problem: GUEST_EVENT_CELL_MESSAGES.unknownEvent(
          part,
          events.map((choice) => choice.title).join(', '),
        ),
      };
    }
    if (invites.some((invite) => invite.eventId === event.id)) {
      return { problem: GUEST_EVENT_CELL_MESSAGES.twice(event.title) };
    }
    // A title that itself ends in brackets ("Resepsi (Gedung)") is matched whole above.
    const sessionWord = squash(part) === squash(event.title) ? '' : named.session;
    const session = sessionWord
      ? event.sessions.find((choice) => squash(choice.title) === squash(sessionWord))
      : event.sessions[0];
    if (sessionWord && !session) {
      return { problem: GUEST_EVENT_CELL_MESSAGES.unknownSession(sessionWord, event.title) };
    }
    invites.push({ eventId: event.id, sessionId: session?.id ?? null });
  }
  return { invites };
}

/** A guest's invitations as the cell writes them, in the events' order. */
export function formatGuestEventCell(
  invites: readonly EventInvite[],
  events: readonly EventChoice[],
): string {
  return events
    .flatMap((event) => {
      const invite = invites.find((entry) => entry.eventId === event.id);
      if (!invite) return [];
      const session = event.sessions.find((entry) => entry.id === invite.sessionId);
      return [session ? `${event.title} (${session.title})` : event.title];
    })
    .join('; ');
}

/** Whether two guests' invitations are the same, whatever their order. */
export function sameInvites(a: readonly EventInvite[], b: readonly EventInvite[]): boolean {
  return (
    a.length === b.length &&
    a.every((invite) =>
      b.some((other) => other.eventId === invite.eventId && other.sessionId === invite.sessionId),
    )
  );
}
