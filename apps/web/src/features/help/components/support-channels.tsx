import { Link } from 'react-router';
import { Clock, Mail } from 'lucide-react';
import { paths } from '@/config/paths';
import { siteConfig } from '@/config/site-config';
import { formatPhone, SUPPORT_GREETING, whatsAppLink } from '@/components/layout/whatsapp';
import { WhatsAppIcon } from '@/components/layout/whatsapp-icon';

/** The ways to reach a person: WhatsApp, email, and when someone answers. */
export function SupportChannels() {
  return (
    <section aria-labelledby="support-title" className="bg-white">
      <div className="mx-auto max-w-5xl px-4 py-16 sm:px-6">
        <h2 id="support-title" className="text-center font-serif text-3xl text-stone-900">
          Masih butuh bantuan?
        </h2>
        <p className="mx-auto mt-3 max-w-xl text-center text-stone-600">
          Tim kami membalas pada hari kerja. Ceritakan kendalamu beserta email akun agar kami bisa
          membantu lebih cepat.
        </p>
        <ul className="mt-10 grid gap-4 md:grid-cols-3">
          <li>
            <a
              href={whatsAppLink(SUPPORT_GREETING)}
              target="_blank"
              rel="noopener noreferrer"
              className="flex h-full flex-col rounded-3xl bg-emerald-50 p-6 ring-1 ring-emerald-100 transition hover:shadow-md"
            >
              <WhatsAppIcon className="size-8 text-emerald-800" />
              <span className="mt-4 font-bold text-stone-900">WhatsApp</span>
              <span className="mt-1 text-sm text-stone-700">{formatPhone()}</span>
              <span className="mt-4 text-sm font-semibold text-emerald-800">Mulai chat →</span>
            </a>
          </li>
          <li>
            <a
              href={`mailto:${siteConfig.supportEmail}`}
              className="flex h-full flex-col rounded-3xl bg-brand-50 p-6 ring-1 ring-brand-100 transition hover:shadow-md"
            >
              <Mail aria-hidden="true" className="size-8 text-brand-700" />
              <span className="mt-4 font-bold text-stone-900">Email</span>
              <span className="mt-1 text-sm text-stone-700">{siteConfig.supportEmail}</span>
              <span className="mt-4 text-sm font-semibold text-brand-800">Kirim email →</span>
            </a>
          </li>
          <li className="flex flex-col rounded-3xl bg-stone-50 p-6 ring-1 ring-stone-200">
            <Clock aria-hidden="true" className="size-8 text-stone-700" />
            <span className="mt-4 font-bold text-stone-900">Jam layanan</span>
            <span className="mt-1 text-sm text-stone-700">
              Senin–Jumat, 09.00–17.00 WIB, kecuali hari libur nasional.
            </span>
            <Link
              to={paths.termsOfService.getHref()}
              className="mt-4 text-sm font-semibold text-stone-800 underline underline-offset-4"
            >
              Baca Syarat dan Ketentuan
            </Link>
          </li>
        </ul>
      </div>
    </section>
  );
}
