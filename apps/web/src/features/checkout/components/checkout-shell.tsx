import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { paths } from '@/config/paths';
import { siteConfig } from '@/config/site-config';

/** The checkout's frame: brand bar, content, and the footer's links. */
export function CheckoutShell({ children }: { children: ReactNode }) {
  return (
    <div className="flex min-h-screen flex-col bg-stone-50">
      <header className="border-b border-stone-200 bg-white">
        <div className="mx-auto flex h-16 max-w-6xl items-center justify-between px-4 sm:px-6">
          <Link
            to={paths.home.getHref()}
            className="font-serif text-2xl font-semibold text-brand-700"
          >
            {siteConfig.brandName}
          </Link>
          <Link
            to={paths.dashboard.setTheme.getHref()}
            className="rounded-full px-3 py-2 text-sm font-semibold text-stone-600 hover:bg-stone-100"
          >
            Dashboard
          </Link>
        </div>
      </header>
      <main className="mx-auto w-full max-w-6xl flex-1 px-4 py-6 sm:px-6 sm:py-10">{children}</main>
      <footer className="border-t border-stone-200 bg-white py-6 text-sm text-stone-500">
        <nav
          aria-label="Bantuan checkout"
          className="mx-auto flex max-w-6xl flex-wrap justify-center gap-x-6 gap-y-2 px-4"
        >
          <Link to={paths.help.getHref()} className="hover:text-brand-700 hover:underline">
            Pusat Bantuan
          </Link>
          <Link
            to={`${paths.termsOfService.getHref()}#privasi`}
            className="hover:text-brand-700 hover:underline"
          >
            Kebijakan Privasi
          </Link>
          <Link
            to={paths.termsOfService.getHref()}
            className="hover:text-brand-700 hover:underline"
          >
            Syarat Penggunaan
          </Link>
        </nav>
      </footer>
    </div>
  );
}
