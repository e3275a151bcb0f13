import { Navigate, Outlet, useLocation } from 'react-router';
import { paths } from '@/config/paths';
import { isAuthenticatedFlagSet } from '@/lib/auth-flags';
import { withReturnPath } from '@/lib/return-path';

/**
 * The dashboard guard: children render only with the isAuthenticated flag, else /login,
 * which brings the couple back to the page they asked for.
 */
export function RequireAuth() {
  const location = useLocation();
  if (!isAuthenticatedFlagSet()) {
    const here = `${location.pathname}${location.search}`;
    return <Navigate to={withReturnPath(paths.login.getHref(), here)} replace />;
  }
  return <Outlet />;
}
