import { formatEventTime, formatLongDate, type EventDto } from '@kabar/shared';
import { Clock, MapPin, Users } from 'lucide-react';
import { buttonDanger, buttonSecondary, cardClass } from '@/components/ui/styles';

/** "Sesi 1 · 11.00-13.00 · 40 dari 100 orang hadir", the session's line on its event's card. */
function sessionLine(session: EventDto['sessions'][number], zone: string): string {
  const time = formatEventTime({ start: session.startTime, end: session.endTime, zone }) ?? '';
  const seats =
    session.capacity === null
      ? `${session.confirmed} orang hadir`
      : `${session.confirmed} dari ${session.capacity} orang hadir`;
  return `${session.title} · ${time.replace('Pukul ', '')} · ${seats}`;
}

/** One event on the events screen: when and where, who may see it, its sessions and counts. */
export function EventCard({
  event,
  canEdit,
  busy,
  onEdit,
  onSessions,
  onDelete,
  onVisibility,
}: {
  event: EventDto;
  canEdit: boolean;
  busy: boolean;
  onEdit: () => void;
  onSessions: () => void;
  onDelete: () => void;
  onVisibility: (isPublic: boolean) => void;
}) {
  const time = formatEventTime({
    start: event.startTime,
    end: event.endTime,
    zone: event.timeZone,
  });
  const place = [event.venue, event.address].filter(Boolean).join(', ');
  return (
    <article className={cardClass} data-testid="event-card" aria-label={event.title}>
      <div className="flex flex-wrap items-start justify-between gap-2">
        <div className="min-w-0">
          <h3 className="text-base font-semibold text-stone-900 [overflow-wrap:anywhere]">
            {event.title}
          </h3>
          <p className="text-sm text-stone-600">
            {formatLongDate(event.date) ?? 'Tanggal belum diisi'}
          </p>
        </div>
        <div className="flex flex-wrap gap-1.5">
          {event.specKey ? (
            <span className="rounded-full bg-stone-100 px-2.5 py-0.5 text-xs font-semibold text-stone-700">
              Dari langkah 2
            </span>
          ) : null}
          {event.active ? null : (
            <span className="rounded-full bg-amber-100 px-2.5 py-0.5 text-xs font-semibold text-amber-800">
              Belum diisi, tidak tampil
            </span>
          )}
          <span
            className={`rounded-full px-2.5 py-0.5 text-xs font-semibold ${event.isPublic ? 'bg-emerald-50 text-emerald-800' : 'bg-brand-50 text-brand-800'}`}
          >
            {event.isPublic ? 'Publik' : 'Hanya tamu diundang'}
          </span>
        </div>
      </div>
      <ul className="mt-3 grid gap-1.5 text-sm text-stone-700">
        {time ? (
          <li className="flex gap-2">
            <Clock className="mt-0.5 h-4 w-4 shrink-0 text-stone-400" aria-hidden="true" />
            {time}
          </li>
        ) : null}
        {place ? (
          <li className="flex gap-2 [overflow-wrap:anywhere]">
            <MapPin className="mt-0.5 h-4 w-4 shrink-0 text-stone-400" aria-hidden="true" />
            {place}
          </li>
        ) : null}
        <li className="flex gap-2">
          <Users className="mt-0.5 h-4 w-4 shrink-0 text-stone-400" aria-hidden="true" />
          {event.invited} orang diundang · {event.confirmed} konfirmasi hadir
        </li>
      </ul>
      {event.sessions.length ? (
        <ul className="mt-3 grid gap-1 rounded-xl bg-stone-50 p-3 text-sm text-stone-700">
          {event.sessions.map((session) => (
            <li key={session.id}>{sessionLine(session, event.timeZone)}</li>
          ))}
        </ul>
      ) : null}
      {canEdit ? (
        <div className="mt-4 flex flex-wrap items-center gap-2">
          {event.specKey ? (
            <p className="w-full text-xs text-stone-500">
              Tanggal, jam dan tempat acara ini diubah di langkah 2 formulir undangan.
            </p>
          ) : (
            <button type="button" className={buttonSecondary} onClick={onEdit}>
              Ubah
            </button>
          )}
          <button type="button" className={buttonSecondary} onClick={onSessions}>
            {event.sessions.length ? 'Atur Sesi' : 'Bagi Sesi'}
          </button>
          <label className="inline-flex items-center gap-2 px-1 text-sm text-stone-700">
            <input
              type="checkbox"
              className="h-4 w-4"
              checked={event.isPublic}
              disabled={busy}
              onChange={(change) => onVisibility(change.target.checked)}
            />
            Tampil di link umum
          </label>
          {event.specKey ? null : (
            <button type="button" className={`${buttonDanger} ml-auto`} onClick={onDelete}>
              Hapus
            </button>
          )}
        </div>
      ) : null}
    </article>
  );
}
