import { useRef } from 'react';
import { X } from 'lucide-react';
import type { StoredUser } from '@/lib/session-storage';
import { AuthButtons } from './auth-buttons';
import { BrandLogo } from './brand-logo';
import type { NavItem } from './nav-items';
import { NavItemLink } from './nav-item-link';
import { useFocusTrap } from './use-focus-trap';
import { SessionSwitch } from './island-markup';
import { SessionActions } from './session-actions';
import { displayName } from './session-user';

/** The phone menu: a panel from the right that holds focus until it is closed. */
export function MobileDrawer({
  id,
  open,
  onClose,
  items,
  user,
}: {
  id: string;
  open: boolean;
  onClose: () => void;
  items: NavItem[];
  user: StoredUser | null;
}) {
  const panel = useRef<HTMLDivElement>(null);
  useFocusTrap(panel, open, onClose);

  // Always drawn (hidden while closed), so the public pages' islands can open it too.
  return (
    <div data-island="drawer" hidden={!open} className="fixed inset-0 z-50 lg:hidden">
      <button
        type="button"
        tabIndex={-1}
        aria-hidden="true"
        onClick={onClose}
        data-action="drawer-close"
        className="absolute inset-0 h-full w-full animate-[fade-in_200ms_ease-out] bg-stone-900/40"
      />
      <div
        ref={panel}
        id={id}
        role="dialog"
        aria-modal="true"
        aria-label="Menu navigasi"
        className="absolute inset-y-0 right-0 flex w-[86%] max-w-sm animate-[drawer-in_220ms_ease-out] flex-col bg-white shadow-2xl"
      >
        <div className="flex h-16 items-center justify-between border-b border-stone-100 px-5">
          <BrandLogo />
          <button
            type="button"
            onClick={onClose}
            data-action="drawer-close"
            aria-label="Tutup menu"
            className="grid size-10 place-items-center rounded-full text-stone-700 hover:bg-stone-100"
          >
            <X aria-hidden="true" className="size-5" />
          </button>
        </div>
        <nav aria-label="Menu utama" className="flex-1 overflow-y-auto px-3 py-4">
          <ul className="space-y-1">
            {items.map((item) => (
              <li key={item.label}>
                <NavItemLink
                  item={item}
                  onNavigate={onClose}
                  className="block rounded-xl px-4 py-3 text-base font-medium text-stone-800 hover:bg-brand-50"
                  activeClassName="bg-brand-50 text-brand-800"
                />
              </li>
            ))}
          </ul>
        </nav>
        <div className="border-t border-stone-100 p-5">
          <SessionSwitch
            user={user}
            signedIn={(user) => (
              <div className="space-y-2">
                <p className="truncate px-1 pb-1 text-sm text-stone-600">
                  Masuk sebagai{' '}
                  <span data-slot="user-name" className="font-semibold text-stone-900">
                    {displayName(user)}
                  </span>
                </p>
                <SessionActions
                  onNavigate={onClose}
                  linkClass="flex items-center justify-center gap-2 rounded-full bg-brand-600 py-3 text-sm font-semibold text-white hover:bg-brand-700"
                  buttonClass="flex w-full items-center justify-center gap-2 rounded-full py-3 text-sm font-semibold text-stone-800 ring-1 ring-stone-300 hover:bg-stone-100 disabled:opacity-60"
                  iconClass="size-4"
                />
              </div>
            )}
            visitor={<AuthButtons stacked onNavigate={onClose} />}
          />
        </div>
      </div>
    </div>
  );
}
