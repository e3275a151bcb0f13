import { Link } from 'react-router';
import { Check } from 'lucide-react';
import { paths } from '@/config/paths';
import { SECTION_IDS } from '@/components/layout/scroll-to-section';
import { SectionLink } from '@/components/layout/section-link';
import { useSessionUser } from '@/components/layout/use-session-user';
import { InvitationPreview } from './invitation-preview';

// Only what the free plan gives sits beside 'Mulai gratis' (RSVP starts at Premium).
const PROMISES = ['Mulai gratis', 'Ucapan & doa tamu', 'Bisa diedit kapan saja'];

export function HeroSection() {
  const user = useSessionUser();
  const start = user ? paths.dashboard.setTheme.getHref() : paths.login.getHref();
  return (
    <section
      id={SECTION_IDS.home}
      aria-labelledby="hero-heading"
      className="relative scroll-mt-16 overflow-hidden bg-gradient-to-b from-brand-50 via-[#fdf8f5] to-stone-50"
    >
      {/* A glow drawn as a gradient, not a blurred disc: a blur filter is redrawn by the
          compositor, which on a phone shares the cores with the page loading (decision 051). */}
      <div
        aria-hidden="true"
        className="absolute -right-56 -top-56 size-[40rem] rounded-full bg-radial from-brand-100/60 from-30% to-transparent to-70%"
      />
      <div className="relative mx-auto grid max-w-6xl items-center gap-12 px-4 pb-12 pt-12 sm:px-6 lg:grid-cols-[1.1fr_1fr] lg:pb-24 lg:pt-20">
        <div className="text-center lg:text-left">
          <p className="inline-flex items-center gap-2 rounded-full bg-white px-4 py-1.5 text-xs font-semibold uppercase tracking-[0.18em] text-brand-700 shadow-sm ring-1 ring-brand-100">
            Undangan pernikahan digital
          </p>
          <h1
            id="hero-heading"
            className="mt-6 font-serif text-[2.5rem] leading-[1.1] text-stone-900 sm:text-6xl"
          >
            Bagikan kabar bahagia dengan undangan yang{' '}
            <em className="text-brand-600 not-italic">berkesan</em>
          </h1>
          <p className="mx-auto mt-6 max-w-xl text-lg leading-relaxed text-stone-600 lg:mx-0">
            Pilih tema, isi data kalian berdua, lalu kirim satu link ke semua tamu lewat WhatsApp.
            Peta lokasi, galeri foto, RSVP dan ucapan tamu, tanpa cetak dan tanpa repot.
          </p>
          <div className="mt-9 flex flex-col items-center gap-3 sm:flex-row sm:justify-center lg:justify-start">
            <Link
              to={start}
              data-signed-in-href={paths.dashboard.setTheme.getHref()}
              className="inline-flex w-full justify-center rounded-full bg-brand-600 px-8 py-4 text-base font-semibold text-white shadow-lg shadow-brand-600/25 transition hover:bg-brand-700 sm:w-auto"
            >
              Buat Undanganmu Sekarang!
            </Link>
            <SectionLink
              sectionId={SECTION_IDS.theme}
              className="inline-flex w-full justify-center rounded-full bg-white px-8 py-4 text-base font-semibold text-stone-800 ring-1 ring-stone-300 transition hover:bg-stone-100 sm:w-auto"
            >
              Lihat Tema
            </SectionLink>
          </div>
          <ul className="mt-8 flex flex-wrap justify-center gap-x-6 gap-y-2 text-sm text-stone-700 lg:justify-start">
            {PROMISES.map((promise) => (
              <li key={promise} className="flex items-center gap-2">
                <Check aria-hidden="true" className="size-4 text-emerald-700" />
                {promise}
              </li>
            ))}
          </ul>
        </div>
        <InvitationPreview />
      </div>
    </section>
  );
}
