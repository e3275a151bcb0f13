import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { Mail, Phone } from 'lucide-react';
import { paths } from '@/config/paths';
import { siteConfig } from '@/config/site-config';
import { BrandLogo } from './brand-logo';
import { LANDING_NAV } from './nav-items';
import { PaymentMarks } from './payment-marks';
import { SectionLink } from './section-link';
import { formatPhone, SUPPORT_GREETING, whatsAppLink } from './whatsapp';

const COPYRIGHT_YEAR = 2025;

const linkClass =
  'rounded text-sm text-stone-300 underline-offset-4 transition hover:text-white hover:underline';

function Column({ title, children }: { title: string; children: ReactNode }) {
  return (
    <div>
      <h2 className="text-sm font-semibold uppercase tracking-widest text-brand-200">{title}</h2>
      <ul className="mt-4 space-y-3">{children}</ul>
    </div>
  );
}

/** Section links, account and help pages, support contacts, payment methods and copyright. */
export function SiteFooter() {
  return (
    <footer className="bg-stone-900 text-stone-300">
      <div className="mx-auto grid max-w-6xl gap-10 px-4 py-14 sm:px-6 md:grid-cols-2 lg:grid-cols-[1.4fr_1fr_1fr_1.2fr]">
        <div className="max-w-sm">
          <BrandLogo inverted />
          <p className="mt-4 text-sm leading-relaxed text-stone-300">
            {siteConfig.brandName}-kan pernikahanmu: undangan digital yang cantik, mudah dibagikan
            dan siap menyambut RSVP tamu, tanpa cetak dan tanpa repot.
          </p>
        </div>
        <Column title="Jelajahi">
          {LANDING_NAV.map((item) => (
            <li key={item.label}>
              <SectionLink sectionId={item.sectionId!} className={linkClass}>
                {item.label}
              </SectionLink>
            </li>
          ))}
        </Column>
        <Column title="Akun & Info">
          <li>
            <Link to={paths.login.getHref()} className={linkClass}>
              Masuk
            </Link>
          </li>
          <li>
            <Link to={paths.register.getHref()} className={linkClass}>
              Daftar
            </Link>
          </li>
          <li>
            <Link to={paths.themesDetail.getHref()} className={linkClass}>
              Katalog Tema
            </Link>
          </li>
          <li>
            <Link to={paths.termsOfService.getHref()} className={linkClass}>
              Syarat dan Ketentuan
            </Link>
          </li>
          <li>
            <Link to={paths.help.getHref()} className={linkClass}>
              Pusat Bantuan
            </Link>
          </li>
        </Column>
        <Column title="Hubungi Kami">
          <li>
            <a
              href={`mailto:${siteConfig.supportEmail}`}
              className={`${linkClass} inline-flex items-center gap-2`}
            >
              <Mail aria-hidden="true" className="size-4 text-brand-200" />
              {siteConfig.supportEmail}
            </a>
          </li>
          <li>
            <a
              href={whatsAppLink(SUPPORT_GREETING)}
              target="_blank"
              rel="noopener noreferrer"
              className={`${linkClass} inline-flex items-center gap-2`}
            >
              <Phone aria-hidden="true" className="size-4 text-brand-200" />
              {formatPhone()}
            </a>
          </li>
          <li className="text-sm text-stone-400">Senin–Jumat, 09.00–17.00 WIB</li>
        </Column>
      </div>
      <div className="border-t border-white/10">
        <div className="mx-auto flex max-w-6xl flex-col gap-6 px-4 py-8 sm:px-6 lg:flex-row lg:items-center lg:justify-between">
          <div>
            <p className="mb-3 text-xs font-semibold uppercase tracking-widest text-stone-400">
              Metode pembayaran
            </p>
            <PaymentMarks />
          </div>
          <p className="text-sm text-stone-400">
            © {COPYRIGHT_YEAR} {siteConfig.brandName}. Semua hak dilindungi.
          </p>
        </div>
      </div>
    </footer>
  );
}
