import { Link } from 'react-router';
import { paths } from '@/config/paths';

/** Masuk and Daftar for a visitor who is not signed in. */
export function AuthButtons({
  onNavigate,
  stacked = false,
}: {
  onNavigate?: () => void;
  stacked?: boolean;
}) {
  const size = stacked ? 'w-full justify-center py-3' : 'py-2';
  return (
    <div className={stacked ? 'grid gap-3' : 'flex items-center gap-2'}>
      <Link
        to={paths.login.getHref()}
        onClick={onNavigate}
        className={`inline-flex rounded-full px-5 text-sm font-semibold text-stone-800 ring-1 ring-stone-300 transition hover:bg-stone-100 ${size}`}
      >
        Masuk
      </Link>
      <Link
        to={paths.register.getHref()}
        onClick={onNavigate}
        className={`inline-flex rounded-full bg-brand-600 px-5 text-sm font-semibold text-white shadow-sm transition hover:bg-brand-700 ${size}`}
      >
        Daftar
      </Link>
    </div>
  );
}
