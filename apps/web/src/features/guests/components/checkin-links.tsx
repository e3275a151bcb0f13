import { useState } from 'react';
import { ExternalLink } from 'lucide-react';
import { ConfirmDialog } from '@/components/ui/confirm-dialog';
import { paths } from '@/config/paths';
import { siteConfig } from '@/config/site-config';
import type { CheckinLinkDto } from '@kabar/shared';
import { useCheckinLinks, useRevokeCheckinLink } from '../api/checkin-links';
import { CheckinLinkForm } from './checkin-link-form';
import { CopyButton } from '@/components/ui/copy-button';
import { formatDateTime } from './format';
import { cardClass, errorText } from './styles';

const checkinUrl = (code: string) => `${siteConfig.publicUrl}${paths.checkin.getHref(code)}`;

/** The helpers' check-in links: made per person or desk, copied or opened, revoked at any time. */
export function CheckinLinks({ invitationId }: { invitationId: string }) {
  const links = useCheckinLinks(invitationId);
  const revoke = useRevokeCheckinLink(invitationId);
  const [revoking, setRevoking] = useState<CheckinLinkDto | null>(null);
  const active = links.data?.filter((link) => !link.revokedAt) ?? [];
  const revoked = links.data?.filter((link) => link.revokedAt) ?? [];

  return (
    <section aria-label="Link check-in petugas" className={`${cardClass} grid gap-4`}>
      <div>
        <h2 className="font-semibold text-stone-900">Link check-in untuk petugas</h2>
        <p className="mt-1 text-sm text-stone-600">
          Petugas penerima tamu membuka link ini di HP-nya, tanpa akun. Mereka hanya melihat nama
          tamu dan kedatangan; nomor HP dan amplop tidak pernah terlihat. Cabut link kapan saja.
        </p>
      </div>
      <CheckinLinkForm invitationId={invitationId} />
      {links.isPending ? (
        <p className="text-sm text-stone-600">Memuat link...</p>
      ) : links.isError ? (
        <p className={errorText}>Error: {links.error.message}</p>
      ) : (
        <ul className="grid gap-2" data-testid="checkin-links">
          {active.map((link) => (
            <li key={link.id} className="grid gap-2 rounded-xl bg-stone-50 p-3">
              <div className="flex items-center justify-between gap-2">
                <span className="font-medium text-stone-900">{link.label}</span>
                <span className="text-xs text-stone-500">
                  {link.lastUsedAt ? `Dipakai ${formatDateTime(link.lastUsedAt)}` : 'Belum dipakai'}
                </span>
              </div>
              <code className="truncate text-xs text-stone-700" data-testid="checkin-url">
                {checkinUrl(link.code)}
              </code>
              <div className="flex flex-wrap gap-2">
                <CopyButton text={checkinUrl(link.code)} label="Salin link" />
                <a
                  href={paths.checkin.getHref(link.code)}
                  target="_blank"
                  rel="noopener noreferrer"
                  className="inline-flex items-center gap-1 rounded-full border border-stone-300 bg-white px-3 py-1.5 text-xs font-semibold text-stone-700"
                >
                  <ExternalLink className="h-3.5 w-3.5" aria-hidden="true" /> Buka
                </a>
                <button
                  type="button"
                  onClick={() => setRevoking(link)}
                  className="rounded-full border border-red-200 bg-white px-3 py-1.5 text-xs font-semibold text-red-700"
                >
                  Cabut
                </button>
              </div>
            </li>
          ))}
          {revoked.map((link) => (
            <li
              key={link.id}
              className="flex justify-between rounded-xl px-3 py-2 text-sm text-stone-500"
            >
              <span className="line-through">{link.label}</span>
              <span>Dicabut {formatDateTime(link.revokedAt!)}</span>
            </li>
          ))}
          {!links.data.length ? (
            <li className="text-sm text-stone-600">Belum ada link check-in.</li>
          ) : null}
        </ul>
      )}
      {revoking ? (
        <ConfirmDialog
          title="Cabut link check-in?"
          confirmLabel="Ya, Cabut"
          pending={revoke.isPending}
          danger
          onClose={() => setRevoking(null)}
          onConfirm={() => revoke.mutate(revoking.id, { onSettled: () => setRevoking(null) })}
        >
          Petugas yang memakai link “{revoking.label}” tidak bisa lagi mencatat kedatangan.
        </ConfirmDialog>
      ) : null}
    </section>
  );
}
