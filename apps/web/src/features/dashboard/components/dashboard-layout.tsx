import { Menu, X } from 'lucide-react';
import { useRef, useState } from 'react';
import { Link, Outlet } from 'react-router';
import { useFocusTrap } from '@/components/layout/use-focus-trap';
import { paths } from '@/config/paths';
import { siteConfig } from '@/config/site-config';
import { ContactPopup } from './contact-popup';
import { DashboardNav } from './dashboard-nav';
import { LogoutDialog } from './logout-dialog';
import { PromoBanner } from './promo-banner';

function Brand() {
  return (
    <Link to={paths.home.getHref()} className="font-serif text-2xl font-semibold text-brand-700">
      {siteConfig.brandName}
    </Link>
  );
}

/** The dashboard shell: a sidebar on desktop, a drawer on phones, the page beside or below. */
export function DashboardLayout() {
  const [drawerOpen, setDrawerOpen] = useState(false);
  const [contactOpen, setContactOpen] = useState(false);
  const [logoutOpen, setLogoutOpen] = useState(false);
  const drawer = useRef<HTMLDivElement>(null);
  const closeDrawer = () => setDrawerOpen(false);
  // Closing the drawer hands focus back to the menu button first, so a dialog opened from the
  // drawer returns focus there too.
  useFocusTrap(drawer, drawerOpen, closeDrawer);

  const openContact = () => {
    setDrawerOpen(false);
    setContactOpen(true);
  };
  const openLogout = () => {
    setDrawerOpen(false);
    setLogoutOpen(true);
  };

  return (
    <div className="min-h-screen bg-stone-50 lg:flex">
      <header className="sticky top-0 z-30 flex h-14 items-center justify-between border-b border-stone-200 bg-white/95 px-4 backdrop-blur lg:hidden">
        <Brand />
        <button
          type="button"
          onClick={() => setDrawerOpen(true)}
          aria-label="Buka menu"
          aria-expanded={drawerOpen}
          aria-controls="dashboard-drawer"
          className="rounded-full p-2 text-stone-700 hover:bg-stone-100"
        >
          <Menu className="size-6" aria-hidden="true" />
        </button>
      </header>

      {drawerOpen ? (
        <div className="fixed inset-0 z-40 lg:hidden">
          <button
            type="button"
            aria-label="Tutup menu"
            tabIndex={-1}
            onClick={closeDrawer}
            className="absolute inset-0 bg-stone-900/50"
          />
          <div
            ref={drawer}
            id="dashboard-drawer"
            role="dialog"
            aria-modal="true"
            aria-label="Menu dashboard"
            className="absolute inset-y-0 left-0 flex w-72 max-w-[85vw] flex-col gap-6 overflow-y-auto bg-white p-5 shadow-xl"
          >
            <div className="flex items-center justify-between">
              <Brand />
              <button
                data-autofocus
                type="button"
                onClick={closeDrawer}
                aria-label="Tutup menu"
                className="rounded-full p-2 text-stone-600 hover:bg-stone-100"
              >
                <X className="size-5" aria-hidden="true" />
              </button>
            </div>
            <DashboardNav onNavigate={closeDrawer} onContact={openContact} onLogout={openLogout} />
            <div className="mt-auto">
              <PromoBanner onNavigate={closeDrawer} />
            </div>
          </div>
        </div>
      ) : null}

      <aside className="sticky top-0 z-20 hidden h-screen w-64 shrink-0 flex-col gap-8 overflow-y-auto border-r border-stone-200 bg-white p-5 lg:flex">
        <Brand />
        <DashboardNav onContact={openContact} onLogout={openLogout} />
        <div className="mt-auto">
          <PromoBanner />
        </div>
      </aside>

      <div className="min-w-0 flex-1">
        <Outlet />
      </div>

      <ContactPopup open={contactOpen} onClose={() => setContactOpen(false)} />
      <LogoutDialog open={logoutOpen} onClose={() => setLogoutOpen(false)} />
    </div>
  );
}
