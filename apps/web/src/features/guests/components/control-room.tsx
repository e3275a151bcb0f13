import { useEffect, useRef, useState } from 'react';
import { BellRing } from 'lucide-react';
import {
  GUEST_SIDE_LABELS,
  isImportantCategory,
  WALK_IN_LABEL,
  type ControlRoomDto,
  type GuestCategoryLabels,
  type RoomGuest,
} from '@kabar/shared';
import { useControlRoom } from '../api/door';
import { formatTime } from './format';
import { RoomSessions } from './room-sessions';
import { cardClass, errorText } from './styles';

const n = (value: number) => value.toLocaleString('id-ID');
type Latest = ControlRoomDto['latest'][number];

/**
 * The important guests who arrived since the page opened, newest first, until someone marks them
 * seen: what the MC or family acts on (a welcome, a seat near the stage).
 */
function useVipAlerts(room: ControlRoomDto | undefined) {
  const seen = useRef<Set<string> | null>(null);
  const [alerts, setAlerts] = useState<Latest[]>([]);
  useEffect(() => {
    if (!room) return;
    const important = room.latest.filter(
      (arrival) => arrival.category && isImportantCategory(arrival.category),
    );
    // What had already arrived when the page opened is shown in the lists, not as an alert.
    if (!seen.current) {
      seen.current = new Set(important.map((arrival) => arrival.id));
      return;
    }
    const fresh = important.filter((arrival) => !seen.current!.has(arrival.id));
    for (const arrival of fresh) seen.current.add(arrival.id);
    if (fresh.length) setAlerts((current) => [...fresh, ...current]);
  }, [room]);
  return { alerts, dismiss: (id: string) => setAlerts((a) => a.filter((x) => x.id !== id)) };
}

function VipList({
  title,
  testId,
  guests,
  labels,
  aside,
}: {
  title: string;
  testId: string;
  guests: RoomGuest[];
  labels: GuestCategoryLabels;
  aside: (guest: RoomGuest) => string;
}) {
  return (
    <div>
      <h2 className="font-semibold text-stone-900">
        {title} ({n(guests.length)})
      </h2>
      <ul className="mt-2 grid gap-1 text-sm" data-testid={testId}>
        {guests.map((guest) => (
          <li key={guest.id} className="flex justify-between gap-2">
            <span className="truncate">
              {guest.name} <span className="text-xs text-stone-500">{labels[guest.category]}</span>
            </span>
            <span className="shrink-0 text-stone-500">{aside(guest)}</span>
          </li>
        ))}
      </ul>
    </div>
  );
}

/** The family's live view of the door, on a phone: counts, VIPs, latest arrivals, souvenirs. */
export function ControlRoom({ invitationId }: { invitationId: string }) {
  const room = useControlRoom(invitationId);
  const { alerts, dismiss } = useVipAlerts(room.data);
  if (room.isPending) return <p className="text-stone-600">Memuat ruang pantau...</p>;
  if (room.isError) return <p className={errorText}>Error: {room.error.message}</p>;
  const data = room.data;
  const labels = data.categoryLabels;

  return (
    <section aria-label="Ruang pantau" className="grid gap-4">
      {alerts.map((alert) => (
        <div
          key={alert.id}
          role="alert"
          data-testid="vip-alert"
          className="flex items-start justify-between gap-3 rounded-2xl bg-amber-100 p-4 text-amber-950 ring-1 ring-amber-300"
        >
          <p className="flex gap-2">
            <BellRing className="mt-0.5 h-5 w-5 shrink-0" aria-hidden="true" />
            <span>
              <strong>{labels[alert.category!]} datang:</strong> {alert.name}
              {alert.table ? ` · ${alert.table}` : ''} ({formatTime(alert.at)})
            </span>
          </p>
          <button
            type="button"
            className="shrink-0 text-sm font-semibold underline"
            onClick={() => dismiss(alert.id)}
          >
            Sudah ditangani
          </button>
        </div>
      ))}

      <div className={`${cardClass} grid gap-3`}>
        <h2 className="font-semibold text-stone-900">
          Kedatangan{data.side ? ` · ${GUEST_SIDE_LABELS[data.side]}` : ''}
        </h2>
        <ul className="grid gap-2 sm:grid-cols-3" data-testid="room-sides">
          {data.sides.map((row) => (
            <li key={row.side ?? 'all'} className="rounded-xl bg-stone-50 p-3">
              <p className="text-xs font-semibold text-stone-600">
                {row.side ? GUEST_SIDE_LABELS[row.side] : 'Semua'}
              </p>
              <p className="text-2xl font-semibold text-stone-900">
                {n(row.arrivedPeople + row.walkInPeople)}
                <span className="text-sm font-normal text-stone-600">
                  {' '}
                  / {n(row.expectedPeople)} orang
                </span>
              </p>
              <p className="text-xs text-stone-600">
                {n(row.arrivedGuests)} tamu terdaftar
                {row.walkInPeople ? ` · ${n(row.walkInPeople)} orang ${WALK_IN_LABEL}` : ''}
              </p>
            </li>
          ))}
        </ul>
        <p className="text-sm text-stone-700" data-testid="room-walk-ins">
          {n(data.walkIns.count)} {WALK_IN_LABEL} ({n(data.walkIns.people)} orang) ·{' '}
          <span data-testid="room-souvenirs">
            Suvenir:{' '}
            {data.souvenirs.left === null
              ? `${n(data.souvenirs.given)} diberikan`
              : `sisa ${n(data.souvenirs.left)} dari ${n(data.souvenirs.stock!)}`}
          </span>
        </p>
      </div>

      {data.sessions.length ? (
        <div className={`${cardClass} grid gap-3`}>
          <h2 className="font-semibold text-stone-900">Per sesi</h2>
          <RoomSessions sessions={data.sessions} />
        </div>
      ) : null}

      <div className={`${cardClass} grid gap-3 sm:grid-cols-2`}>
        <VipList
          title={`${labels.vvip} & ${labels.vip} sudah datang`}
          testId="vips-arrived"
          guests={data.vips.arrived}
          labels={labels}
          aside={(guest) => formatTime(guest.at!)}
        />
        <VipList
          title="Belum datang"
          testId="vips-waiting"
          guests={data.vips.waiting}
          labels={labels}
          aside={(guest) => guest.table}
        />
      </div>

      <div className={cardClass}>
        <h2 className="font-semibold text-stone-900">Kedatangan terakhir</h2>
        {data.latest.length ? (
          <ol className="mt-2 grid gap-1 text-sm" data-testid="room-latest">
            {data.latest.map((arrival) => (
              <li
                key={arrival.id}
                className="flex justify-between gap-3 border-t border-stone-100 pt-1"
              >
                <span className="truncate">
                  {arrival.name}{' '}
                  <span className="text-xs text-stone-500">
                    {arrival.kind === 'walk_in'
                      ? WALK_IN_LABEL
                      : arrival.category && arrival.category !== 'reguler'
                        ? labels[arrival.category]
                        : ''}
                  </span>
                </span>
                <span className="shrink-0 text-stone-500">
                  {formatTime(arrival.at)} · {arrival.people} orang
                </span>
              </li>
            ))}
          </ol>
        ) : (
          <p className="mt-2 text-sm text-stone-600">Belum ada tamu yang datang.</p>
        )}
      </div>
    </section>
  );
}
