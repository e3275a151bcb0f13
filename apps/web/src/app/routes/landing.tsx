import { Link } from 'react-router';
import { paths } from '@/config/paths';
import { siteConfig } from '@/config/site-config';
import { isAuthenticatedFlagSet } from '@/lib/auth-flags';
import { ThemeShowcase } from '@/features/themes/components/theme-showcase';

export function LandingRoute() {
  const heroTarget = isAuthenticatedFlagSet()
    ? paths.dashboard.setTheme.getHref()
    : paths.login.getHref();
  return (
    <>
      <header className="sticky top-0 z-40 border-b border-stone-200 bg-white/90 backdrop-blur">
        <nav
          aria-label="Navigasi utama"
          className="mx-auto flex h-16 max-w-6xl items-center justify-between px-4 sm:px-6"
        >
          <Link
            to={paths.home.getHref()}
            className="font-serif text-2xl font-semibold text-brand-700"
          >
            {siteConfig.brandName}
          </Link>
          <div className="flex items-center gap-2">
            <Link
              to={paths.login.getHref()}
              className="rounded-full px-4 py-2 text-sm font-semibold text-stone-700 hover:bg-stone-100"
            >
              Masuk
            </Link>
            <Link
              to={paths.register.getHref()}
              className="rounded-full bg-brand-600 px-4 py-2 text-sm font-semibold text-white hover:bg-brand-700"
            >
              Daftar
            </Link>
          </div>
        </nav>
      </header>
      <main>
        <section id="home-section" className="bg-gradient-to-b from-brand-50 to-stone-50">
          <div className="mx-auto max-w-4xl px-4 py-20 text-center sm:px-6 sm:py-28">
            <h1 className="font-serif text-4xl leading-tight text-stone-900 sm:text-6xl">
              Undangan pernikahan digital, tanpa cetak dan tanpa repot
            </h1>
            <p className="mx-auto mt-6 max-w-2xl text-lg text-stone-600">
              Pilih tema, isi data kalian berdua, lalu bagikan satu link ke semua tamu lewat
              WhatsApp. RSVP, galeri foto dan ucapan tamu sudah termasuk.
            </p>
            <Link
              to={heroTarget}
              className="mt-10 inline-flex rounded-full bg-brand-600 px-8 py-4 text-base font-semibold text-white shadow-lg shadow-brand-600/20 hover:bg-brand-700"
            >
              Buat Undanganmu Sekarang!
            </Link>
          </div>
        </section>
        <ThemeShowcase />
      </main>
      <footer className="border-t border-stone-200 bg-white py-8 text-center text-sm text-stone-500">
        © 2025 {siteConfig.brandName}. Hubungi kami:{' '}
        <a className="underline" href={`mailto:${siteConfig.supportEmail}`}>
          {siteConfig.supportEmail}
        </a>
      </footer>
    </>
  );
}
