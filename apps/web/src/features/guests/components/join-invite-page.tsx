import { useNavigate } from 'react-router';
import { UsersRound } from 'lucide-react';
import { INVITATION_ROLE_DESCRIPTIONS, coAdminRoleLabel } from '@kabar/shared';
import { toast } from '@/components/ui/toast';
import { PageShell } from '@/components/ui/page-shell';
import { paths } from '@/config/paths';
import { useAcceptCoAdminInvite, useCoAdminInvitePreview } from '../api/co-admins';
import { buttonPrimary, buttonSecondary, cardClass } from './styles';

/** Where a family member lands from the couple's WhatsApp link, already signed in. */
export function JoinInvitePage({ token }: { token: string }) {
  const preview = useCoAdminInvitePreview(token);
  const accept = useAcceptCoAdminInvite(token);
  const navigate = useNavigate();

  let title = 'Undangan pengelola';
  let body;
  if (preview.isPending) {
    body = (
      <p role="status" className="text-stone-600">
        Memeriksa link...
      </p>
    );
  } else if (preview.isError) {
    title = 'Link tidak bisa dipakai';
    body = (
      <div role="alert" className="space-y-4">
        <p className="text-stone-700">{preview.error.message}</p>
        <button
          type="button"
          onClick={() => navigate(paths.dashboard.root.getHref())}
          className={buttonSecondary}
        >
          Ke Dashboard
        </button>
      </div>
    );
  } else {
    const invite = preview.data;
    title = `Kelola undangan ${invite.coupleNames}`;
    body = (
      <div className="space-y-4">
        <UsersRound className="size-10 text-brand-700" aria-hidden="true" />
        <p className="text-stone-700">
          {invite.invitedBy} mengajakmu sebagai{' '}
          <strong>{coAdminRoleLabel(invite.role, invite.side)}</strong>.{' '}
          {INVITATION_ROLE_DESCRIPTIONS[invite.role]}
        </p>
        <button
          type="button"
          disabled={accept.isPending}
          onClick={() =>
            accept.mutate(undefined, {
              onSuccess: ({ invitationId }) => {
                toast.success('Kamu sekarang ikut mengelola undangan ini.');
                navigate(paths.dashboard.guests.getHref(invitationId), { replace: true });
              },
              onError: (failure) => toast.error(failure.message),
            })
          }
          className={buttonPrimary}
        >
          {accept.isPending ? 'Memproses...' : 'Terima & Mulai'}
        </button>
      </div>
    );
  }

  return (
    <PageShell width="narrow" title={title}>
      <div className={cardClass}>{body}</div>
    </PageShell>
  );
}
