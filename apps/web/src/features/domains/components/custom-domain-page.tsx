import { ArrowLeft, Globe2, Lock, ShieldCheck } from 'lucide-react';
import { Link } from 'react-router';
import { PageShell } from '@/components/ui/page-shell';
import { QueryError } from '@/components/ui/query-error';
import { paths } from '@/config/paths';
import { useCustomDomain } from '../api/custom-domain';
import { AddDomainForm } from './add-domain-form';
import { DomainStatusCard } from './domain-status-card';

const BENEFITS = [
  { icon: Globe2, text: 'Undangan terbuka di alamatmu sendiri, misalnya rinadanbudi.com.' },
  { icon: Lock, text: 'HTTPS dan sertifikat dibuat otomatis, tanpa pengaturan teknis.' },
  { icon: ShieldCheck, text: 'Link pribadi tamu, RSVP dan Ucapan & Doa tetap berjalan.' },
];

/** What a custom domain is, for everyone; the form and its state for VIP couples. */
function Explainer({ entitled }: { entitled: boolean }) {
  return (
    <section className="rounded-2xl bg-white p-5 ring-1 ring-stone-200">
      <ul className="space-y-2.5">
        {BENEFITS.map(({ icon: Icon, text }) => (
          <li key={text} className="flex gap-3 text-sm text-stone-700">
            <Icon className="mt-0.5 size-5 shrink-0 text-brand-700" aria-hidden="true" />
            {text}
          </li>
        ))}
      </ul>
      {entitled ? null : (
        <div className="mt-5 rounded-xl bg-brand-50 p-4">
          <p className="text-sm text-stone-800">
            Custom Domain termasuk dalam paket <strong>VIP</strong>. Tingkatkan paketmu untuk
            memakai domain sendiri.
          </p>
          <Link
            to={paths.checkoutFor.getHref({ plan: 'vip' })}
            className="mt-3 inline-flex rounded-full bg-brand-600 px-5 py-2.5 text-sm font-semibold text-white hover:bg-brand-700"
          >
            Upgrade ke VIP
          </Link>
        </div>
      )}
    </section>
  );
}

export function CustomDomainPage({ invitationId }: { invitationId: string }) {
  const query = useCustomDomain(invitationId);

  let body;
  if (query.isPending) {
    body = (
      <p role="status" className="py-24 text-center text-stone-600">
        Memuat custom domain...
      </p>
    );
  } else if (query.isError) {
    body = <QueryError error={query.error} onRetry={() => void query.refetch()} />;
  } else {
    const { entitled, domain } = query.data;
    body = domain ? (
      <DomainStatusCard invitationId={invitationId} domain={domain} />
    ) : (
      <div className="space-y-5">
        <Explainer entitled={entitled} />
        {entitled ? <AddDomainForm invitationId={invitationId} /> : null}
      </div>
    );
  }

  return (
    <PageShell
      width="narrow"
      back={
        <Link
          to={paths.dashboard.root.getHref()}
          className="inline-flex items-center gap-1.5 text-sm font-semibold text-stone-700 hover:text-stone-900"
        >
          <ArrowLeft className="size-4" aria-hidden="true" />
          Kembali ke Dashboard
        </Link>
      }
      eyebrow="Custom Domain"
      title="Alamat sendiri untuk undanganmu"
    >
      {body}
    </PageShell>
  );
}
