import { Link } from 'react-router';
import { LayoutDashboard, LogOut } from 'lucide-react';
import { paths } from '@/config/paths';
import { useSignOut } from './use-sign-out';

/**
 * Dashboard and Keluar for the signed-in couple, in the user menu and in the phone drawer (each
 * with its own look). Keluar carries data-action for the public pages' islands.
 */
export function SessionActions({
  linkClass,
  buttonClass,
  iconClass,
  onNavigate,
}: {
  linkClass: string;
  buttonClass: string;
  iconClass: string;
  onNavigate: () => void;
}) {
  const { signOut, signingOut } = useSignOut();
  return (
    <>
      <Link to={paths.dashboard.setTheme.getHref()} onClick={onNavigate} className={linkClass}>
        <LayoutDashboard aria-hidden="true" className={iconClass} />
        Dashboard
      </Link>
      <button
        type="button"
        disabled={signingOut}
        onClick={() => void signOut()}
        data-action="sign-out"
        className={buttonClass}
      >
        <LogOut aria-hidden="true" className={iconClass} />
        Keluar
      </button>
    </>
  );
}
