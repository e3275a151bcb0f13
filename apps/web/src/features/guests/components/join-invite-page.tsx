import { useEffect, useRef, type ReactNode } from 'react';
import { Link, useNavigate } from 'react-router';
import { UsersRound } from 'lucide-react';
import {
  INVITATION_ROLE_DESCRIPTIONS,
  coAdminRoleLabel,
  type CoAdminInvitePreviewDto,
} from '@kabar/shared';
import { toast } from '@/components/ui/toast';
import { paths } from '@/config/paths';
import { isAuthenticatedFlagSet } from '@/lib/auth-flags';
import { withReturnPath } from '@/lib/return-path';
import { useAcceptCoAdminInvite, useCoAdminInvitePreview } from '../api/co-admins';
import { buttonPrimary, buttonSecondary, cardClass } from './styles';

const wideButton = 'w-full py-3 text-base';

/** Who invites whom to which wedding in what role: what the family member reads first. */
function InviteSummary({ invite }: { invite: CoAdminInvitePreviewDto }) {
  return (
    <div className="space-y-3">
      <UsersRound className="size-10 text-brand-700" aria-hidden="true" />
      <p className="text-stone-700" data-testid="join-invite-summary">
        <strong className="break-words">{invite.invitedBy}</strong> mengajakmu ikut mengelola
        undangan pernikahan <strong className="break-words">{invite.coupleNames}</strong> sebagai{' '}
        <strong>{coAdminRoleLabel(invite.role, invite.side)}</strong>.
      </p>
      <p className="text-sm text-stone-600">{INVITATION_ROLE_DESCRIPTIONS[invite.role]}</p>
    </div>
  );
}

/** A newcomer has no account yet and a relative may have one: both ways in weigh the same. */
function SignInChoices({ token }: { token: string }) {
  const back = paths.dashboard.joinInvite.getHref(token);
  return (
    <div className="space-y-3">
      <p className="text-sm text-stone-600">
        Daftar jika belum punya akun, atau masuk jika sudah. Setelah itu kamu kembali ke sini untuk
        menerima ajakan ini.
      </p>
      <div className="grid grid-cols-2 gap-3">
        <Link
          to={withReturnPath(paths.register.getHref(), back)}
          className={`${buttonPrimary} ${wideButton}`}
        >
          Daftar
        </Link>
        <Link
          to={withReturnPath(paths.login.getHref(), back)}
          className={`${buttonPrimary} ${wideButton}`}
        >
          Masuk
        </Link>
      </div>
    </div>
  );
}

/**
 * Where a family member lands from the couple's WhatsApp link, signed in or not (issue 33). A
 * link they already accepted takes them straight to the invitation they help with.
 */
export function JoinInvitePage({
  token,
  shell,
}: {
  token: string;
  /** The page around it, the auth pages' (the route hands it in: features do not share parts). */
  shell: (title: string, body: ReactNode) => ReactNode;
}) {
  const signedIn = isAuthenticatedFlagSet();
  const preview = useCoAdminInvitePreview(token);
  const accept = useAcceptCoAdminInvite(token);
  const navigate = useNavigate();
  const reopening = signedIn && preview.data?.state === 'accepted';
  const tried = useRef(false);

  const acceptAndGo = (welcome: string | null) =>
    accept.mutate(undefined, {
      onSuccess: ({ invitationId }) => {
        if (welcome) toast.success(welcome);
        void navigate(paths.dashboard.guests.getHref(invitationId), { replace: true });
      },
      onError: (failure) => {
        if (welcome) toast.error(failure.message);
      },
    });

  useEffect(() => {
    if (!reopening || tried.current) return;
    tried.current = true;
    acceptAndGo(null);
  });

  let title = 'Undangan pengelola';
  let body;
  if (preview.isPending || (reopening && !accept.isError)) {
    body = (
      <p role="status" className="text-stone-600">
        {reopening ? 'Membuka undangan yang kamu kelola...' : 'Memeriksa link...'}
      </p>
    );
  } else if (preview.isError || reopening || preview.data.state === 'accepted') {
    title = 'Link tidak bisa dipakai';
    const message = preview.isError
      ? preview.error.message
      : accept.isError
        ? accept.error.message
        : signedIn
          ? 'Link ini sudah dipakai oleh akun lain. Minta link baru kepada pasangan pengantin.'
          : 'Link ini sudah diterima. Masuk dengan akun yang menerimanya untuk membuka undangan itu.';
    body = (
      <div role="alert" className="space-y-4">
        <p className="text-stone-700">{message}</p>
        {signedIn ? (
          <Link to={paths.dashboard.root.getHref()} className={buttonSecondary}>
            Ke Dashboard
          </Link>
        ) : (
          <Link
            to={withReturnPath(paths.login.getHref(), paths.dashboard.joinInvite.getHref(token))}
            className={buttonPrimary}
          >
            Masuk
          </Link>
        )}
      </div>
    );
  } else {
    title = `Kelola undangan ${preview.data.coupleNames}`;
    body = (
      <div className="space-y-6">
        <InviteSummary invite={preview.data} />
        {signedIn ? (
          <button
            type="button"
            disabled={accept.isPending}
            onClick={() => acceptAndGo('Kamu sekarang ikut mengelola undangan ini.')}
            className={`${buttonPrimary} ${wideButton}`}
          >
            {accept.isPending ? 'Memproses...' : 'Terima & Mulai'}
          </button>
        ) : (
          <SignInChoices token={token} />
        )}
      </div>
    );
  }

  return shell(title, <div className={`${cardClass} break-words`}>{body}</div>);
}
