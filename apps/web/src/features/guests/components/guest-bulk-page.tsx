import { useCallback, useMemo, useState } from 'react';
import {
  DEFAULT_CATEGORY_LABELS,
  GUEST_CATEGORIES,
  coAdminRoleLabel,
  roleCan,
  type GuestCategory,
} from '@kabar/shared';
import { NotForYourRole } from '@/components/ui/not-for-your-role';
import { paths } from '@/config/paths';
import { useEvents } from '@/lib/invitation-events';
import { useGuestInvites } from '../api/bulk-edit';
import { useDoorSettings } from '../api/door';
import {
  eventFilterOptions,
  matchesBulkFilters,
  NO_BULK_FILTERS,
  type BulkFilters,
} from '../lib/bulk-filter';
import {
  filterGuests,
  groupsOf,
  indexGuests,
  NO_FILTERS,
  type GuestFilters,
} from '../lib/filter-guests';
import { BulkActions } from './bulk-actions';
import { BulkGuestRow } from './bulk-guest-row';
import { GuestFilterBar } from './guest-filter-bar';
import { useGuestsContext } from './guests-layout';
import { ShowMoreButton } from './show-more-button';
import { cardClass, inputClass } from './styles';

/** Rows drawn at a time; selecting "every match" still reaches all of them. */
const PAGE_SIZE = 100;

/**
 * Many guests at once (issues 27 and 28): pick them by side, group, status, category, event or
 * session, or one by one, then invite them to an event (in one session of a split one), or give
 * them a category or a table. One request per change, so 500 guests take a second.
 */
export function GuestBulkPage() {
  const { guests, invitationId, side: managedSide, role } = useGuestsContext();
  const [filters, setFilters] = useState<GuestFilters>(NO_FILTERS);
  const [bulk, setBulk] = useState<BulkFilters>(NO_BULK_FILTERS);
  const [selected, setSelected] = useState<ReadonlySet<string>>(new Set());
  const [shown, setShown] = useState(PAGE_SIZE);
  const events = useEvents(invitationId);
  const invites = useGuestInvites(invitationId);
  const settings = useDoorSettings(invitationId);
  const labels = settings.data?.categoryLabels ?? DEFAULT_CATEGORY_LABELS;
  const activeEvents = useMemo(
    () => (events.data?.events ?? []).filter((event) => event.active),
    [events.data],
  );

  const index = useMemo(() => indexGuests(guests), [guests]);
  const groups = useMemo(() => groupsOf(guests), [guests]);
  const matches = useMemo(
    () =>
      filterGuests(index, filters).filter((guest) => matchesBulkFilters(guest, bulk, invites.data)),
    [index, filters, bulk, invites.data],
  );
  // A guest deleted meanwhile, or filtered away, is never sent: only what is listed counts.
  const chosen = useMemo(
    () => matches.filter((guest) => selected.has(guest.id)),
    [matches, selected],
  );
  const allChosen = matches.length > 0 && chosen.length === matches.length;

  const update = useCallback((patch: Partial<GuestFilters>) => {
    setFilters((current) => ({ ...current, ...patch }));
    setShown(PAGE_SIZE);
  }, []);
  const toggle = useCallback((id: string) => {
    setSelected((current) => {
      const next = new Set(current);
      if (next.has(id)) next.delete(id);
      else next.add(id);
      return next;
    });
  }, []);

  if (!roleCan(role, 'guests.edit')) {
    return (
      <NotForYourRole
        roleLabel={coAdminRoleLabel(role, managedSide)}
        backTo={paths.dashboard.guests.getHref(invitationId)}
        backLabel="Ke Daftar Tamu"
      />
    );
  }

  return (
    <div className="grid gap-4 pb-4">
      <section className={`${cardClass} grid gap-3`} aria-label="Pilih tamu">
        <div>
          <h2 className="font-serif text-xl text-stone-900">Ubah banyak tamu</h2>
          <p className="mt-1 text-sm text-stone-600">
            Saring tamu menurut pihak, grup, kategori atau acara, centang yang dipilih (atau semua
            yang cocok), lalu undang ke acara dan sesi, atau atur kategori dan meja mereka
            sekaligus.
          </p>
        </div>
        <GuestFilterBar
          filters={filters}
          update={update}
          groups={groups}
          managedSide={managedSide}
          className="grid gap-2 sm:grid-cols-2 lg:grid-cols-3"
        >
          <label>
            <span className="sr-only">Kategori</span>
            <select
              className={inputClass}
              data-testid="bulk-category-filter"
              value={bulk.category}
              onChange={(event) => {
                setBulk({ ...bulk, category: event.target.value as GuestCategory | '' });
                setShown(PAGE_SIZE);
              }}
            >
              <option value="">Semua kategori</option>
              {GUEST_CATEGORIES.map((category) => (
                <option key={category} value={category}>
                  {labels[category]}
                </option>
              ))}
            </select>
          </label>
          <label>
            <span className="sr-only">Acara</span>
            <select
              className={inputClass}
              data-testid="bulk-event-filter"
              value={bulk.event}
              onChange={(event) => {
                setBulk({ ...bulk, event: event.target.value });
                setShown(PAGE_SIZE);
              }}
            >
              <option value="">Semua acara</option>
              {eventFilterOptions(activeEvents).map((option) => (
                <option key={option.value} value={option.value}>
                  {option.label}
                </option>
              ))}
            </select>
          </label>
        </GuestFilterBar>
      </section>

      <section aria-label="Tamu yang cocok" className="grid gap-2">
        <div className="flex flex-wrap items-center justify-between gap-2 rounded-2xl bg-white px-4 py-3 ring-1 ring-stone-200">
          <label className="flex items-center gap-3 text-sm font-semibold text-stone-800">
            <input
              type="checkbox"
              className="h-5 w-5 accent-brand-600"
              data-testid="bulk-select-all"
              checked={allChosen}
              disabled={!matches.length}
              onChange={() =>
                setSelected((current) => {
                  const next = new Set(current);
                  for (const guest of matches) {
                    if (allChosen) next.delete(guest.id);
                    else next.add(guest.id);
                  }
                  return next;
                })
              }
            />
            Pilih semua yang cocok ({matches.length.toLocaleString('id-ID')})
          </label>
          <span className="text-sm text-stone-600" data-testid="bulk-chosen" aria-live="polite">
            {chosen.length.toLocaleString('id-ID')} dipilih
          </span>
        </div>
        {matches.length === 0 ? (
          <p className="rounded-2xl bg-white p-6 text-center text-stone-600 ring-1 ring-stone-200">
            Tidak ada tamu yang cocok dengan saringan ini.
          </p>
        ) : (
          <ul className="grid gap-2" data-testid="bulk-list">
            {matches.slice(0, shown).map((guest) => (
              <BulkGuestRow
                key={guest.id}
                guest={guest}
                checked={selected.has(guest.id)}
                onToggle={toggle}
                labels={labels}
                events={activeEvents}
                invites={invites.data}
              />
            ))}
          </ul>
        )}
        <ShowMoreButton
          total={matches.length}
          shown={shown}
          pageSize={PAGE_SIZE}
          onMore={setShown}
        />
      </section>

      <BulkActions
        invitationId={invitationId}
        guestIds={chosen.map((guest) => guest.id)}
        events={activeEvents}
        labels={labels}
        onDone={() => setSelected(new Set())}
      />
    </div>
  );
}
