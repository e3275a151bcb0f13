import { useMemo, useState } from 'react';
import type { GuestDto } from '@kabar/shared';
import { SearchField } from '@/components/ui/search-field';
import { toast } from '@/components/ui/toast';
import { useCheckInGuest } from '../api/check-in-guest';
import { filterGuests, indexGuests, NO_FILTERS } from '../lib/filter-guests';
import { formatTime } from './format';
import { cardClass } from './styles';

/** The couple (or family at the desk with the dashboard) can check someone in by hand. */
export function ManualCheckin({
  invitationId,
  guests,
}: {
  invitationId: string;
  guests: GuestDto[];
}) {
  const [query, setQuery] = useState('');
  const index = useMemo(() => indexGuests(guests), [guests]);
  const matches = query.trim() ? filterGuests(index, { ...NO_FILTERS, query }).slice(0, 8) : [];
  const checkIn = useCheckInGuest(invitationId);
  return (
    <section aria-label="Check-in manual" className={`${cardClass} grid gap-3`}>
      <h2 className="font-semibold text-stone-900">Check-in manual</h2>
      <SearchField label="Cari nama tamu" value={query} onChange={setQuery} />
      <ul className="grid gap-1">
        {matches.map((guest) => (
          <li
            key={guest.id}
            className="flex items-center justify-between gap-2 rounded-xl px-2 py-1.5 hover:bg-stone-50"
          >
            <span className="min-w-0">
              <span className="block truncate text-sm font-medium text-stone-900">
                {guest.name}
              </span>
              <span className="block text-xs text-stone-500">
                {guest.checkIn
                  ? `Datang ${formatTime(guest.checkIn.at)} · ${guest.checkIn.people} orang`
                  : `${guest.invitedCount} orang diundang`}
              </span>
            </span>
            {guest.checkIn ? (
              <button
                type="button"
                className="shrink-0 text-xs font-semibold text-red-700 underline"
                onClick={() => checkIn.mutate({ guestId: guest.id, people: null })}
              >
                Batalkan
              </button>
            ) : (
              <button
                type="button"
                className="shrink-0 rounded-full bg-emerald-600 px-3 py-1.5 text-xs font-semibold text-white"
                onClick={() =>
                  checkIn.mutate(
                    { guestId: guest.id, people: guest.invitedCount },
                    {
                      onSuccess: () => toast.success(`${guest.name} dicatat datang.`),
                      onError: (error) => toast.error(error.message),
                    },
                  )
                }
              >
                Datang
              </button>
            )}
          </li>
        ))}
      </ul>
    </section>
  );
}
