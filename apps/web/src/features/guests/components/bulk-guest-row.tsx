import { memo } from 'react';
import {
  GUEST_SIDE_LABELS,
  guestSeatLine,
  type EventDto,
  type GuestCategoryLabels,
  type GuestDto,
  type GuestInvitesDto,
} from '@kabar/shared';
import { eventsLine } from '../lib/bulk-filter';

/** One guest in the bulk edit: a checkbox, who, where they sit and what they are invited to. */
export const BulkGuestRow = memo(function BulkGuestRow({
  guest,
  checked,
  onToggle,
  labels,
  events,
  invites,
}: {
  guest: GuestDto;
  checked: boolean;
  onToggle: (id: string) => void;
  labels: GuestCategoryLabels;
  events: readonly EventDto[];
  invites: GuestInvitesDto | undefined;
}) {
  const details = [
    guest.side ? GUEST_SIDE_LABELS[guest.side] : null,
    guest.group || null,
    guestSeatLine(guest.category, guest.table, labels) || null,
    `${guest.invitedCount} orang`,
  ].filter(Boolean);
  const line = eventsLine(guest.id, events, invites);
  return (
    <li
      data-testid="bulk-row"
      className="rounded-2xl bg-white ring-1 ring-stone-200 [contain-intrinsic-size:auto_4.5rem] [content-visibility:auto]"
    >
      <label className="flex cursor-pointer items-start gap-3 p-3 sm:px-4">
        <input
          type="checkbox"
          className="mt-0.5 h-5 w-5 shrink-0 accent-brand-600"
          checked={checked}
          onChange={() => onToggle(guest.id)}
          aria-label={`Pilih ${guest.name}`}
        />
        <span className="min-w-0 flex-1">
          <span className="block break-words font-semibold text-stone-900">{guest.name}</span>
          <span className="block text-sm text-stone-600">{details.join(' · ')}</span>
          {line ? (
            <span className="block text-sm text-brand-800" data-testid="bulk-row-events">
              {line}
            </span>
          ) : null}
        </span>
      </label>
    </li>
  );
});
