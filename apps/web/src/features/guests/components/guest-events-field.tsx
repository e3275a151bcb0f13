import { useState } from 'react';
import type { EventDto, EventInvite, GuestEvents } from '@kabar/shared';
import { errorText, inputClass, labelClass } from '@/components/ui/styles';
import { useEvents, useGuestEvents } from '@/lib/invitation-events';

/** A new guest is invited to every event, in each split one's first session (the server's default). */
function initialInvites(events: readonly EventDto[], mine: GuestEvents | undefined): EventInvite[] {
  if (mine) return mine.map(({ eventId, sessionId }) => ({ eventId, sessionId }));
  return events.map((event) => ({ eventId: event.id, sessionId: event.sessions[0]?.id ?? null }));
}

const seatsLeft = (session: EventDto['sessions'][number]) =>
  session.capacity === null ? '' : ` (${session.confirmed}/${session.capacity})`;

/**
 * The guest form's "Acara": which events this guest is invited to and, for a split event, which
 * session (issue 27). `onChange` hears the whole choice only once the couple touches it, so an
 * untouched form leaves the guest's invitations as they are.
 */
export function GuestEventsField({
  invitationId,
  guestId,
  error,
  onChange,
}: {
  invitationId: string;
  guestId: string | null;
  error?: string;
  onChange: (invites: EventInvite[]) => void;
}) {
  const events = useEvents(invitationId);
  const mine = useGuestEvents(invitationId, guestId);
  const [chosen, setChosen] = useState<EventInvite[] | null>(null);
  if (events.isPending || (guestId !== null && mine.isPending)) {
    return <p className="text-sm text-stone-500">Memuat acara...</p>;
  }
  if (events.isError) return null;
  const shown = events.data.events.filter((event) => event.active);
  const current = chosen ?? initialInvites(shown, mine.data);
  const update = (next: EventInvite[]) => {
    setChosen(next);
    onChange(next);
  };
  const toggle = (event: EventDto, on: boolean) =>
    update(
      on
        ? [...current, { eventId: event.id, sessionId: event.sessions[0]?.id ?? null }]
        : current.filter((invite) => invite.eventId !== event.id),
    );
  const pickSession = (eventId: string, sessionId: string) =>
    update(current.map((invite) => (invite.eventId === eventId ? { eventId, sessionId } : invite)));

  return (
    <fieldset className="grid gap-2">
      <legend className={labelClass}>Diundang ke acara</legend>
      {shown.map((event) => {
        const invite = current.find((entry) => entry.eventId === event.id);
        return (
          <div
            key={event.id}
            className="grid gap-2 rounded-xl p-3 ring-1 ring-stone-200 sm:grid-cols-[1fr_16rem] sm:items-center"
          >
            <label className="flex items-center gap-2 text-sm font-medium text-stone-800">
              <input
                type="checkbox"
                className="h-4 w-4"
                checked={!!invite}
                onChange={(change) => toggle(event, change.target.checked)}
              />
              <span className="[overflow-wrap:anywhere]">{event.title}</span>
            </label>
            {invite && event.sessions.length ? (
              <select
                aria-label={`Sesi ${event.title}`}
                className={inputClass}
                value={invite.sessionId ?? event.sessions[0]!.id}
                onChange={(change) => pickSession(event.id, change.target.value)}
              >
                {event.sessions.map((session) => (
                  <option key={session.id} value={session.id}>
                    {session.title} · {session.startTime}-{session.endTime}
                    {seatsLeft(session)}
                  </option>
                ))}
              </select>
            ) : null}
          </div>
        );
      })}
      {error ? (
        <p role="alert" className={errorText}>
          {error}
        </p>
      ) : null}
    </fieldset>
  );
}
