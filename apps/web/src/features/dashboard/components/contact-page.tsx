import { Clock, Mail, MessageCircle } from 'lucide-react';
import { PageShell } from '@/components/ui/page-shell';
import { Link } from 'react-router';
import { paths } from '@/config/paths';
import { siteConfig } from '@/config/site-config';
import { displayPhone, supportMailUrl, supportWhatsAppUrl, WORKING_HOURS } from './contact-links';

const card = 'flex items-start gap-4 rounded-2xl bg-white p-5 ring-1 ring-stone-200';

export function ContactPage() {
  return (
    <PageShell
      width="narrow"
      eyebrow="Kontak Kami"
      title="Ada yang bisa kami bantu?"
      description={`Hubungi tim ${siteConfig.brandName} untuk pertanyaan tentang tema, paket, pembayaran atau undanganmu. Sertakan email akunmu agar kami dapat membantu lebih cepat.`}
    >
      <ul className="grid gap-4 sm:grid-cols-2">
        <li>
          <a
            href={supportWhatsAppUrl}
            target="_blank"
            rel="noopener noreferrer"
            className={`${card} hover:ring-emerald-300`}
          >
            <MessageCircle className="size-6 shrink-0 text-emerald-600" aria-hidden="true" />
            <span>
              <span className="block font-semibold text-stone-900">WhatsApp</span>
              <span className="block text-stone-600">{displayPhone(siteConfig.supportPhone)}</span>
              <span className="mt-1 block text-sm text-stone-500">
                Chat langsung dengan tim kami.
              </span>
            </span>
          </a>
        </li>
        <li>
          <a href={supportMailUrl} className={`${card} hover:ring-brand-300`}>
            <Mail className="size-6 shrink-0 text-brand-600" aria-hidden="true" />
            <span>
              <span className="block font-semibold text-stone-900">Email</span>
              <span className="block break-all text-stone-600">{siteConfig.supportEmail}</span>
              <span className="mt-1 block text-sm text-stone-500">
                Untuk pertanyaan yang lebih panjang.
              </span>
            </span>
          </a>
        </li>
      </ul>
      <div className={`${card} mt-4`}>
        <Clock className="size-6 shrink-0 text-amber-600" aria-hidden="true" />
        <div>
          <h2 className="font-semibold text-stone-900">Jam layanan</h2>
          <p className="text-stone-600">{WORKING_HOURS}</p>
          <p className="mt-1 text-sm text-stone-500">
            Pesan di luar jam layanan kami balas pada hari kerja berikutnya.
          </p>
        </div>
      </div>
      <p className="mt-8 text-sm text-stone-600">
        Lihat juga{' '}
        <Link to={paths.help.getHref()} className="font-semibold text-brand-700 underline">
          Pusat Bantuan
        </Link>{' '}
        dan{' '}
        <Link
          to={paths.termsOfService.getHref()}
          className="font-semibold text-brand-700 underline"
        >
          Syarat dan Ketentuan
        </Link>
        .
      </p>
    </PageShell>
  );
}
