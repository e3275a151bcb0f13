import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { Heart } from 'lucide-react';
import { paths } from '@/config/paths';
import { siteConfig } from '@/config/site-config';

/**
 * The auth page shell: a top bar with the logo, and on large screens the decorative
 * '{product}-kan Pernikahanmu' panel beside the form.
 */
export function AuthLayout({
  title,
  subtitle,
  children,
}: {
  title: string;
  subtitle?: ReactNode;
  children: ReactNode;
}) {
  return (
    <div className="flex min-h-screen bg-stone-50">
      <aside
        data-testid="auth-panel"
        className="relative hidden w-[42%] max-w-xl flex-col justify-end overflow-hidden lg:sticky lg:top-0 lg:flex lg:h-screen bg-gradient-to-br from-brand-700 via-brand-600 to-brand-400 p-12 text-white"
      >
        <div aria-hidden className="absolute -right-24 -top-24 size-80 rounded-full bg-white/10" />
        <div aria-hidden className="absolute -left-16 top-1/3 size-56 rounded-full bg-white/5" />
        <div aria-hidden className="absolute right-10 top-1/4 rotate-12 text-white/20">
          <Heart className="size-40" strokeWidth={1} />
        </div>
        <div className="relative">
          <p className="font-serif text-5xl leading-tight">
            {siteConfig.brandName}kan Pernikahanmu
          </p>
          <p className="mt-6 max-w-md text-lg leading-relaxed text-white/85">
            Undangan pernikahan digital yang cantik, tanpa cetak dan tanpa repot. Pilih tema, isi
            data kalian berdua, lalu bagikan satu link ke semua tamu lewat WhatsApp, lengkap dengan
            RSVP, galeri foto dan ucapan.
          </p>
        </div>
      </aside>
      <div className="flex min-w-0 flex-1 flex-col">
        <header className="flex h-16 items-center px-5 sm:px-8">
          <Link
            to={paths.home.getHref()}
            className="font-serif text-2xl font-semibold text-brand-700"
            aria-label={`${siteConfig.brandName}, ke beranda`}
          >
            {siteConfig.brandName}
          </Link>
        </header>
        <main className="flex flex-1 justify-center px-5 pb-12 pt-4 sm:items-center sm:px-8">
          <div className="w-full max-w-md">
            <h1 className="break-words font-serif text-3xl text-stone-900 sm:text-4xl">{title}</h1>
            {subtitle ? <div className="mt-2 text-stone-600">{subtitle}</div> : null}
            <div className="mt-8">{children}</div>
          </div>
        </main>
      </div>
    </div>
  );
}

/** The 'ATAU' divider between the form and Google. */
export function OrDivider() {
  return (
    <div className="my-6 flex items-center gap-3 text-xs font-semibold uppercase tracking-wider text-stone-500">
      <span className="h-px flex-1 bg-stone-200" />
      ATAU
      <span className="h-px flex-1 bg-stone-200" />
    </div>
  );
}
