import type { ReactNode } from 'react';
import {
  GUEST_JOURNEY,
  GUEST_JOURNEY_LABELS,
  GUEST_SIDE_LABELS,
  NO_SIDE_LABEL,
  sidesOffered,
  type GuestSide,
} from '@kabar/shared';
import { SearchField } from '@/components/ui/search-field';
import type { GuestFilters } from '../lib/filter-guests';
import { inputClass } from './styles';

/** The list's search, side, group and status filters; the bulk edit adds its own after them. */
export function GuestFilterBar({
  filters,
  update,
  groups,
  managedSide,
  className = 'grid gap-2 sm:grid-cols-[1fr_auto_auto_auto]',
  children,
}: {
  filters: GuestFilters;
  update: (patch: Partial<GuestFilters>) => void;
  groups: string[];
  managedSide: GuestSide | null;
  className?: string;
  children?: ReactNode;
}) {
  return (
    <div className={className}>
      <SearchField
        label="Cari tamu"
        value={filters.query}
        onChange={(query) => update({ query })}
        placeholder="Cari nama, nomor HP, grup atau catatan"
        testId="guest-search"
      />
      <label>
        <span className="sr-only">Pihak</span>
        <select
          className={inputClass}
          data-testid="guest-side-filter"
          value={filters.side}
          onChange={(event) => update({ side: event.target.value as GuestFilters['side'] })}
        >
          {managedSide ? null : <option value="">Semua pihak</option>}
          {sidesOffered(managedSide).map((side) => (
            <option key={side} value={managedSide ? '' : side}>
              {GUEST_SIDE_LABELS[side]}
            </option>
          ))}
          {managedSide ? null : <option value="none">{NO_SIDE_LABEL}</option>}
        </select>
      </label>
      <label>
        <span className="sr-only">Grup</span>
        <select
          className={inputClass}
          data-testid="guest-group-filter"
          value={filters.group}
          onChange={(event) => update({ group: event.target.value })}
        >
          <option value="">Semua grup</option>
          {groups.map((group) => (
            <option key={group} value={group}>
              {group}
            </option>
          ))}
        </select>
      </label>
      <label>
        <span className="sr-only">Status</span>
        <select
          className={inputClass}
          value={filters.step}
          onChange={(event) => update({ step: event.target.value as GuestFilters['step'] })}
        >
          <option value="">Semua status</option>
          {GUEST_JOURNEY.map((step) => (
            <option key={step} value={step}>
              {GUEST_JOURNEY_LABELS[step]}
            </option>
          ))}
        </select>
      </label>
      {children}
    </div>
  );
}
