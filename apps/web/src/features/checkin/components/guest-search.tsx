import { useMemo, useState } from 'react';
import type { CheckinGuest } from '@kabar/shared';
import { SearchField } from '@/components/ui/search-field';
import type { Arrival } from '../lib/use-checkin-session';
import { formatClock } from './format-clock';

const SHOWN = 30;

/** For guests without their phone (or with a cracked screen): find them by name. */
export function GuestSearch({
  guests,
  arrivals,
  onPick,
}: {
  guests: CheckinGuest[];
  arrivals: Map<string, Arrival>;
  onPick: (guest: CheckinGuest) => void;
}) {
  const [query, setQuery] = useState('');
  const index = useMemo(
    () => guests.map((guest) => ({ guest, key: guest.name.toLowerCase() })),
    [guests],
  );
  const words = query.trim().toLowerCase().split(/\s+/).filter(Boolean);
  const matches = words.length
    ? index.filter((entry) => words.every((word) => entry.key.includes(word))).map((e) => e.guest)
    : [];
  return (
    <section aria-label="Cari nama tamu" className="grid gap-3">
      <SearchField label="Cari nama tamu" value={query} onChange={setQuery} size="large" />
      {words.length ? (
        matches.length ? (
          <ul className="grid gap-2" data-testid="checkin-search-results">
            {matches.slice(0, SHOWN).map((guest) => {
              const arrival = arrivals.get(guest.id);
              return (
                <li key={guest.id}>
                  <button
                    type="button"
                    onClick={() => onPick(guest)}
                    className="flex w-full items-center justify-between gap-3 rounded-2xl bg-white p-4 text-left ring-1 ring-stone-200 hover:ring-brand-300"
                  >
                    <span className="min-w-0">
                      <span className="block truncate font-semibold text-stone-900">
                        {guest.name}
                      </span>
                      <span className="block text-sm text-stone-600">
                        {guest.invitedCount} orang diundang
                      </span>
                    </span>
                    {arrival?.pending ? (
                      <span className="shrink-0 rounded-full bg-amber-100 px-3 py-1 text-xs font-semibold text-amber-900">
                        Menunggu kirim
                      </span>
                    ) : arrival ? (
                      <span className="shrink-0 rounded-full bg-emerald-50 px-3 py-1 text-xs font-semibold text-emerald-800">
                        Datang {formatClock(arrival.at)}
                      </span>
                    ) : (
                      <span className="shrink-0 rounded-full bg-emerald-600 px-3 py-1.5 text-sm font-semibold text-white">
                        Check-in
                      </span>
                    )}
                  </button>
                </li>
              );
            })}
          </ul>
        ) : (
          <p className="text-sm text-stone-600">Tidak ada tamu dengan nama itu.</p>
        )
      ) : null}
    </section>
  );
}
