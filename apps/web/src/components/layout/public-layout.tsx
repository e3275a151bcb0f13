import { Suspense, useEffect, type ReactNode } from 'react';
import type { NavItem } from './nav-items';
import { ScrollToTopButton } from './scroll-to-top-button';
import { SiteFooter } from './site-footer';
import { SiteHeader } from './site-header';
import { WhatsAppButton } from './whatsapp-button';

/** A public page: the top bar, the page's own content, the footer and the floating buttons. */
export function PublicLayout({
  items,
  hideNavOnScroll = true,
  children,
}: {
  items: NavItem[];
  hideNavOnScroll?: boolean;
  children: ReactNode;
}) {
  // Marks the server-rendered markup as replaced by the live app (browser tests wait for this).
  useEffect(() => {
    document.documentElement.dataset.app = 'live';
  }, []);
  return (
    <>
      <a
        href="#main-content"
        className="sr-only z-50 rounded-full bg-white px-4 py-2 font-semibold text-brand-800 shadow focus:not-sr-only focus:fixed focus:left-4 focus:top-4"
      >
        Langsung ke konten
      </a>
      <SiteHeader items={items} hideOnScroll={hideNavOnScroll} />
      <main id="main-content" tabIndex={-1} className="pt-16 outline-none">
        {children}
      </main>
      {/* Hydrated on its own, after the page above it. */}
      <Suspense>
        <SiteFooter />
      </Suspense>
      <ScrollToTopButton />
      <WhatsAppButton />
    </>
  );
}
