import { Link } from 'react-router';
import { ShieldOff } from 'lucide-react';
import { paths } from '@/config/paths';

/**
 * A page a co-admin's role cannot use, opened by URL (issue 33): said plainly, with the way back,
 * instead of a form that can only fail or an error with a retry that cannot help.
 */
export function NotForYourRole({
  roleLabel,
  backTo = paths.dashboard.root.getHref(),
  backLabel = 'Kembali ke Dashboard',
}: {
  roleLabel?: string;
  backTo?: string;
  backLabel?: string;
}) {
  return (
    <div
      role="alert"
      data-testid="not-for-your-role"
      className="rounded-2xl bg-amber-50 p-5 text-amber-950 ring-1 ring-amber-200"
    >
      <div className="flex items-start gap-3">
        <ShieldOff className="mt-0.5 size-5 shrink-0" aria-hidden="true" />
        <div className="min-w-0 space-y-2">
          <p className="font-semibold">Halaman ini bukan untuk peranmu</p>
          <p className="text-sm">
            {roleLabel ? `Kamu ikut mengelola undangan ini sebagai ${roleLabel}. ` : ''}
            Halaman ini hanya bisa dipakai pasangan pengantin atau pengelola dengan peran lain.
            Minta pasangan pengantin bila perlu diubah.
          </p>
          <Link
            to={backTo}
            className="inline-flex rounded-full bg-white px-4 py-2 text-sm font-semibold text-stone-800 ring-1 ring-stone-300 hover:bg-stone-50"
          >
            {backLabel}
          </Link>
        </div>
      </div>
    </div>
  );
}
