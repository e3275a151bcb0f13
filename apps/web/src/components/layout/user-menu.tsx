import { useId, useRef, useState } from 'react';
import { ChevronDown } from 'lucide-react';
import type { StoredUser } from '@/lib/session-storage';
import { displayName, initials } from './session-user';
import { useOutsideClick } from './use-outside-click';
import { SessionActions } from './session-actions';

/** The signed-in visitor's menu: their name or email, Dashboard and Keluar. */
export function UserMenu({ user }: { user: StoredUser }) {
  const [open, setOpen] = useState(false);
  const ref = useRef<HTMLDivElement>(null);
  const menuId = useId();
  useOutsideClick(ref, open, () => setOpen(false));

  return (
    <div ref={ref} data-island="user-menu" className="relative">
      <button
        type="button"
        aria-expanded={open}
        aria-controls={menuId}
        data-action="user-menu"
        onClick={() => setOpen((value) => !value)}
        className="flex max-w-56 items-center gap-2 rounded-full py-1 pl-1 pr-3 text-sm font-semibold text-stone-800 ring-1 ring-stone-200 transition hover:bg-stone-50"
      >
        <span
          aria-hidden="true"
          data-slot="user-initials"
          className="grid size-8 shrink-0 place-items-center rounded-full bg-brand-100 text-xs font-bold text-brand-800"
        >
          {initials(user)}
        </span>
        <span className="truncate" data-testid="user-menu-name" data-slot="user-name">
          {displayName(user)}
        </span>
        <ChevronDown aria-hidden="true" className="size-4 shrink-0 text-stone-500" />
      </button>
      {/* Always drawn (hidden while closed), so the public pages' islands can open it too. */}
      <div
        id={menuId}
        hidden={!open}
        className="absolute right-0 mt-2 w-60 overflow-hidden rounded-2xl bg-white p-2 shadow-xl ring-1 ring-stone-200"
      >
        <p data-slot="user-email" className="truncate px-3 pb-2 pt-1 text-xs text-stone-600">
          {user.email}
        </p>
        <SessionActions
          onNavigate={() => setOpen(false)}
          linkClass="flex items-center gap-3 rounded-xl px-3 py-2.5 text-sm font-medium text-stone-800 hover:bg-stone-100"
          buttonClass="flex w-full items-center gap-3 rounded-xl px-3 py-2.5 text-left text-sm font-medium text-stone-800 hover:bg-stone-100 disabled:opacity-60"
          iconClass="size-4 text-brand-600"
        />
      </div>
    </div>
  );
}
