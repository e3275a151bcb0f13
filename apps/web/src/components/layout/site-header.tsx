import { useEffect, useId, useState } from 'react';
import { Menu } from 'lucide-react';
import { AuthButtons } from './auth-buttons';
import { BrandLogo } from './brand-logo';
import { SessionSwitch } from './island-markup';
import { MobileDrawer } from './mobile-drawer';
import type { NavItem } from './nav-items';
import { NavItemLink } from './nav-item-link';
import { useHideOnScroll } from './use-hide-on-scroll';
import { useSessionUser } from './use-session-user';
import { UserMenu } from './user-menu';

/**
 * The fixed top bar: menu links on wide screens, a drawer on phones, and Masuk/Daftar or the
 * signed-in user's menu. With hideOnScroll (the other pages) it slides away while reading down.
 */
export function SiteHeader({
  items,
  hideOnScroll = false,
}: {
  items: NavItem[];
  hideOnScroll?: boolean;
}) {
  const user = useSessionUser();
  const [drawerOpen, setDrawerOpen] = useState(false);
  const [scrolled, setScrolled] = useState(false);
  const hidden = useHideOnScroll(hideOnScroll && !drawerOpen);
  const drawerId = useId();

  useEffect(() => {
    const onScroll = () => setScrolled(window.scrollY > 8);
    onScroll();
    window.addEventListener('scroll', onScroll, { passive: true });
    return () => window.removeEventListener('scroll', onScroll);
  }, []);

  return (
    <>
      <header
        data-testid="site-header"
        data-island="header"
        data-hide-on-scroll={hideOnScroll}
        data-hidden={hidden}
        data-scrolled={scrolled}
        // Styled by its data attributes, which the public pages' islands set the same way. No
        // backdrop blur: the compositor redrew it on every frame (decision 051), and behind 95%
        // white, once scrolled, it was hardly seen.
        className="fixed inset-x-0 top-0 z-40 bg-white/80 transition-[translate,background-color,box-shadow] duration-300 data-[hidden=true]:not-focus-within:-translate-y-full data-[scrolled=true]:bg-white/95 data-[scrolled=true]:shadow-sm"
      >
        <div className="mx-auto flex h-16 max-w-6xl items-center justify-between gap-4 px-4 sm:px-6">
          <BrandLogo />
          <nav aria-label="Navigasi utama" className="hidden lg:block">
            <ul className="flex items-center gap-1">
              {items.map((item) => (
                <li key={item.label}>
                  <NavItemLink
                    item={item}
                    className="rounded-full px-3.5 py-2 text-sm font-medium text-stone-700 transition hover:bg-brand-50 hover:text-brand-800"
                    activeClassName="text-brand-800"
                  />
                </li>
              ))}
            </ul>
          </nav>
          <div className="hidden lg:block">
            <SessionSwitch
              user={user}
              signedIn={(user) => <UserMenu user={user} />}
              visitor={<AuthButtons />}
            />
          </div>
          <button
            type="button"
            onClick={() => setDrawerOpen(true)}
            data-action="drawer-open"
            aria-expanded={drawerOpen}
            aria-controls={drawerId}
            aria-label="Buka menu"
            className="grid size-11 place-items-center rounded-full text-stone-800 ring-1 ring-stone-200 hover:bg-stone-100 lg:hidden"
          >
            <Menu aria-hidden="true" className="size-5" />
          </button>
        </div>
      </header>
      {/* Outside the header: its translate and blur would trap a fixed panel inside the bar. */}
      <MobileDrawer
        id={drawerId}
        open={drawerOpen}
        onClose={() => setDrawerOpen(false)}
        items={items}
        user={user}
      />
    </>
  );
}
