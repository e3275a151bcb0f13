import { useState } from 'react';
import { ExternalLink } from 'lucide-react';
import { ConfirmDialog } from '@/components/ui/confirm-dialog';
import { siteConfig } from '@/config/site-config';
import type { CheckinLinkDto } from '@kabar/shared';
import { useCheckinLinks, useRevokeCheckinLink } from '../api/checkin-links';
import { CheckinLinkForm } from './checkin-link-form';
import { LINK_KINDS, type LinkKind } from './link-kinds';
import { CopyButton } from '@/components/ui/copy-button';
import { formatDateTime } from './format';
import { cardClass, errorText } from './styles';

/**
 * The helpers' check-in links (or the greeting screens'): made per person, desk or screen, copied
 * or opened, revoked at any time.
 */
export function CheckinLinks({
  invitationId,
  kind = 'checkin',
}: {
  invitationId: string;
  kind?: LinkKind;
}) {
  const texts = LINK_KINDS[kind];
  const checkinUrl = (code: string) => `${siteConfig.publicUrl}${texts.href(code)}`;
  const links = useCheckinLinks(invitationId, kind);
  const revoke = useRevokeCheckinLink(invitationId, kind);
  const [revoking, setRevoking] = useState<CheckinLinkDto | null>(null);
  const active = links.data?.filter((link) => !link.revokedAt) ?? [];
  const revoked = links.data?.filter((link) => link.revokedAt) ?? [];

  return (
    <section
      aria-label={kind === 'checkin' ? 'Link check-in petugas' : texts.title}
      className={`${cardClass} grid gap-4`}
    >
      <div>
        <h2 className="font-semibold text-stone-900">{texts.title}</h2>
        <p className="mt-1 text-sm text-stone-600">{texts.description}</p>
      </div>
      <CheckinLinkForm invitationId={invitationId} kind={kind} />
      {links.isPending ? (
        <p className="text-sm text-stone-600">Memuat link...</p>
      ) : links.isError ? (
        <p className={errorText}>Error: {links.error.message}</p>
      ) : (
        <ul className="grid gap-2" data-testid={`${kind}-links`}>
          {active.map((link) => (
            <li key={link.id} className="grid gap-2 rounded-xl bg-stone-50 p-3">
              <div className="flex items-center justify-between gap-2">
                <span className="font-medium text-stone-900">{link.label}</span>
                <span className="text-xs text-stone-500">
                  {link.lastUsedAt ? `Dipakai ${formatDateTime(link.lastUsedAt)}` : 'Belum dipakai'}
                </span>
              </div>
              <code className="truncate text-xs text-stone-700" data-testid={`${kind}-url`}>
                {checkinUrl(link.code)}
              </code>
              <div className="flex flex-wrap gap-2">
                <CopyButton text={checkinUrl(link.code)} label="Salin link" />
                <a
                  href={texts.href(link.code)}
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
          {!links.data.length ? <li className="text-sm text-stone-600">{texts.empty}</li> : null}
        </ul>
      )}
      {revoking ? (
        <ConfirmDialog
          title={texts.revokeTitle}
          confirmLabel="Ya, Cabut"
          pending={revoke.isPending}
          danger
          onClose={() => setRevoking(null)}
          onConfirm={() => revoke.mutate(revoking.id, { onSettled: () => setRevoking(null) })}
        >
          {texts.revokeBody(revoking.label)}
        </ConfirmDialog>
      ) : null}
    </section>
  );
}
