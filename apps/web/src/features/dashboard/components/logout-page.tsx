import { useNavigate } from 'react-router';
import { useSignOut } from '@/components/layout/use-sign-out';
import { PageShell } from '@/components/ui/page-shell';
import { paths } from '@/config/paths';

/** /dashboard/logout: the older confirm screen, kept for links that still point here. */
export function LogoutPage() {
  const navigate = useNavigate();
  const { signOut, signingOut: leaving } = useSignOut();
  return (
    <PageShell width="narrow" title="Apakah kamu yakin mau keluar?">
      <div className="flex gap-2">
        <button
          type="button"
          disabled={leaving}
          onClick={() => void signOut()}
          className="rounded-full bg-red-600 px-5 py-2 text-sm font-semibold text-white hover:bg-red-700 disabled:opacity-60"
        >
          Ya
        </button>
        <button
          type="button"
          onClick={() => navigate(paths.dashboard.setTheme.getHref())}
          className="rounded-full px-5 py-2 text-sm font-semibold text-stone-700 ring-1 ring-stone-300 hover:bg-stone-100"
        >
          Batal
        </button>
      </div>
    </PageShell>
  );
}
