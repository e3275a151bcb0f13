import { Eye, EyeOff, Globe2, ListOrdered, MessageSquareHeart } from 'lucide-react';
import { Link } from 'react-router';
import { displayAddress, invitationUrl } from '@kabar/shared/invitation-address';
import type { InvitationDto } from '@kabar/shared/invitation-api';
import { paths } from '@/config/paths';
import { siteConfig } from '@/config/site-config';
import { useResponsesOverview } from '@/lib/responses-overview';
import { useSetInvitationStatus } from '../api/set-invitation-status';

/** What the couple made with this theme: its status, its link, its order and visibility. */
export function InvitationPanel({ invitation }: { invitation: InvitationDto }) {
  const setStatus = useSetInvitationStatus();
  const published = invitation.status === 'published';
  const counts = useResponsesOverview().data?.find((item) => item.id === invitation.id);
  const address = invitation.slug ? invitationUrl(invitation.slug, siteConfig) : null;
  return (
    <div
      data-testid="invitation-panel"
      className="basis-full rounded-xl bg-stone-50 p-3 text-sm ring-1 ring-stone-200"
    >
      <div className="flex items-center justify-between gap-2">
        <span
          className={`rounded-full px-2 py-0.5 text-xs font-bold ${published ? 'bg-emerald-100 text-emerald-800' : 'bg-stone-200 text-stone-700'}`}
        >
          {published ? 'Terbit' : 'Draf'}
        </span>
        <span className="text-xs text-stone-500">Versi {invitation.version}</span>
      </div>
      {address ? (
        <a
          href={address}
          target="_blank"
          rel="noopener noreferrer"
          className="mt-2 block truncate font-semibold text-brand-700 underline underline-offset-2"
        >
          {displayAddress(address)}
        </a>
      ) : null}
      <div className="mt-3 flex flex-wrap gap-2">
        <Link
          to={paths.dashboard.invitationResponses.getHref(invitation.id)}
          className="inline-flex items-center gap-1.5 rounded-full bg-white px-3 py-1.5 text-xs font-semibold text-brand-800 ring-1 ring-brand-300 hover:bg-brand-50"
        >
          <MessageSquareHeart className="size-4" aria-hidden="true" />
          Jawaban Tamu
          {counts ? (
            <span data-testid="answer-counts">
              ({counts.responses} RSVP, {counts.wishes} ucapan)
            </span>
          ) : null}
        </Link>
        <Link
          to={`${paths.dashboard.adjustForm.getHref()}?invitation=${invitation.id}`}
          className="inline-flex items-center gap-1.5 rounded-full px-3 py-1.5 text-xs font-semibold text-stone-700 ring-1 ring-stone-300 hover:bg-white"
        >
          <ListOrdered className="size-4" aria-hidden="true" />
          Atur Urutan
        </Link>
        <Link
          to={paths.dashboard.invitationDomain.getHref(invitation.id)}
          className="inline-flex items-center gap-1.5 rounded-full px-3 py-1.5 text-xs font-semibold text-stone-700 ring-1 ring-stone-300 hover:bg-white"
        >
          <Globe2 className="size-4" aria-hidden="true" />
          Custom Domain
        </Link>
        <button
          type="button"
          disabled={setStatus.isPending}
          onClick={() =>
            setStatus.mutate({ id: invitation.id, status: published ? 'draft' : 'published' })
          }
          className="inline-flex items-center gap-1.5 rounded-full px-3 py-1.5 text-xs font-semibold text-stone-700 ring-1 ring-stone-300 hover:bg-white disabled:opacity-60"
        >
          {published ? (
            <EyeOff className="size-4" aria-hidden="true" />
          ) : (
            <Eye className="size-4" aria-hidden="true" />
          )}
          {published ? 'Sembunyikan' : 'Terbitkan'}
        </button>
      </div>
      {setStatus.isError ? (
        <p role="alert" className="mt-2 text-xs text-red-700">
          {setStatus.error.message}
        </p>
      ) : null}
    </div>
  );
}
