import { useArrivals } from '../api/get-arrivals';
import { formatTime } from './format';
import { cardClass, errorText } from './styles';

const n = (value: number) => value.toLocaleString('id-ID');

/** How many guests and people have arrived so far, and the latest arrivals. */
export function ArrivalsCounter({ invitationId }: { invitationId: string }) {
  const arrivals = useArrivals(invitationId);
  if (arrivals.isPending) return <p className="text-stone-600">Memuat kedatangan...</p>;
  if (arrivals.isError) return <p className={errorText}>Error: {arrivals.error.message}</p>;
  const { counts, recent } = arrivals.data;
  return (
    <section aria-label="Kedatangan tamu" className={`${cardClass} grid gap-4`}>
      <div className="flex items-center gap-2">
        <span className="relative flex h-2.5 w-2.5">
          <span className="absolute inline-flex h-full w-full animate-ping rounded-full bg-emerald-400 opacity-75 motion-reduce:hidden" />
          <span className="relative inline-flex h-2.5 w-2.5 rounded-full bg-emerald-500" />
        </span>
        <h2 className="font-semibold text-stone-900">Kedatangan langsung</h2>
      </div>
      <div className="grid grid-cols-2 gap-3">
        <div className="rounded-2xl bg-emerald-50 p-4">
          <p className="text-3xl font-semibold text-emerald-900" data-testid="arrived-guests">
            {n(counts.arrivedGuests)}
            <span className="text-base font-normal text-emerald-800"> / {n(counts.guests)}</span>
          </p>
          <p className="text-sm text-emerald-800">tamu sudah datang</p>
        </div>
        <div className="rounded-2xl bg-stone-50 p-4">
          <p className="text-3xl font-semibold text-stone-900" data-testid="arrived-people">
            {n(counts.arrivedPeople)}
            <span className="text-base font-normal text-stone-600">
              {' '}
              / {n(counts.invitedPeople)}
            </span>
          </p>
          <p className="text-sm text-stone-600">orang hadir</p>
        </div>
      </div>
      {recent.length ? (
        <ol className="grid gap-1 text-sm" aria-label="Kedatangan terakhir">
          {recent.map((arrival) => (
            <li
              key={arrival.id}
              className="flex justify-between gap-3 border-t border-stone-100 pt-1"
            >
              <span className="truncate text-stone-800">{arrival.name}</span>
              <span className="shrink-0 text-stone-500">
                {formatTime(arrival.at)} · {arrival.people} orang
              </span>
            </li>
          ))}
        </ol>
      ) : (
        <p className="text-sm text-stone-600">Belum ada tamu yang datang.</p>
      )}
    </section>
  );
}
