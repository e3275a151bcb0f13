import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { paths } from '@/config/paths';
import { siteConfig } from '@/config/site-config';

export function OrderPageShell({ children }: { children: ReactNode }) {
  return (
    <div className="min-h-screen bg-stone-50">
      <header className="border-b border-stone-200 bg-white">
        <div className="mx-auto flex h-16 max-w-3xl items-center justify-between px-4 sm:px-6">
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
      <main className="mx-auto max-w-3xl px-4 py-8 sm:px-6">{children}</main>
    </div>
  );
}
