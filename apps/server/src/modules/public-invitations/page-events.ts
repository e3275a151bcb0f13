import { eventsForGuest, type InvitationContent, type WeddingEventTimes } from '@kabar/shared';
import type { PageEventInput } from '@kabar/themes';
import type { Db } from '../../db/client';
import { loadEvents } from '../events/invitation-events';
import type { GuestEvent } from '../events/personal-events';

const times = (session: { title: string; startTime: string; endTime: string }) => ({
  title: session.title,
  startTime: session.startTime,
  endTime: session.endTime,
});

function pageEvent(event: GuestEvent) {
  const { session } = event;
  return {
    specKey: event.specKey,
    title: event.title,
    date: event.date,
    startTime: event.startTime,
    endTime: event.endTime,
    timeZone: event.timeZone,
    venue: event.venue,
    address: event.address,
    mapUrl: event.mapUrl,
    session: session ? times(session) : null,
    sessions: event.sessions.map(times),
  } satisfies PageEventInput;
}

type Invitation = { id: string; content: InvitationContent };

/**
 * What the open link shows (the public events the couple filled in, whole; issue 27), and every event the couple filled in (private ones too), whose last
 * end turns the page into the album (isAfterWedding). One read of the events for both.
 */
export async function pageEventsOf(
  db: Db,
  invitation: Invitation,
): Promise<{ shown: PageEventInput[]; all: WeddingEventTimes[] }> {
  const events = (await loadEvents(db, invitation)).filter((event) => event.active);
  return { shown: eventsForGuest(events, null).map(pageEvent), all: events };
}

/**
 * What a personal link shows: only the guest's events, each split one with their session's time.
 * `key` names that combination, so guests invited alike share one rendered page.
 */
export function guestPageEvents(seen: readonly GuestEvent[]): {
  key: string;
  events: PageEventInput[];
} {
  return {
    key: seen.map((event) => `${event.id}:${event.session?.id ?? ''}`).join(','),
    events: seen.map(pageEvent),
  };
}
