import { arrivalSharePercent, type SessionCounts } from '@kabar/shared';

const n = (value: number) => value.toLocaleString('id-ID');
const time = (value: string) => value.replace(':', '.');

/**
 * The control room per session of a split event (issues 27 and 28): people arrived against those
 * the answers expect, and guests still awaited, so the family sees which session is filling up.
 */
export function RoomSessions({ sessions }: { sessions: SessionCounts[] }) {
  return (
    <ul className="grid gap-2 sm:grid-cols-2" data-testid="room-sessions">
      {sessions.map((session) => (
        <li key={session.id} className="rounded-xl bg-stone-50 p-3">
          <p className="text-xs font-semibold text-stone-600">
            {session.eventTitle} · {session.title}, {time(session.startTime)}–
            {time(session.endTime)} {session.timeZone}
          </p>
          <p className="text-2xl font-semibold text-stone-900">
            {n(session.arrivedPeople)}
            <span className="text-sm font-normal text-stone-600">
              {' '}
              / {n(session.expectedPeople)} orang
            </span>
          </p>
          <p className="text-xs text-stone-600">
            {n(session.arrivedGuests)} dari {n(session.invitedGuests)} tamu datang
            {session.expectedPeople > 0
              ? ` · ${arrivalSharePercent(session.arrivedPeople, session.expectedPeople)}%`
              : ''}
          </p>
        </li>
      ))}
    </ul>
  );
}
