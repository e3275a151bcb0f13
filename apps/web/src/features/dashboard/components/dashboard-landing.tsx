import { Navigate } from 'react-router';
import { paths } from '@/config/paths';
import { useMyInvitations } from '../api/get-invitations';
import { landingPath } from '../lib/landing-path';

/** /dashboard: the couple's Atur Tema, or the invitation a family helper manages. */
export function DashboardLanding() {
  const mine = useMyInvitations();
  if (mine.isPending) {
    return (
      <p role="status" className="p-8 text-stone-600">
        Memuat dashboard...
      </p>
    );
  }
  const to = mine.isError ? paths.dashboard.setTheme.getHref() : landingPath(mine.data.invitations);
  return <Navigate to={to} replace />;
}
