import { Navigate, Outlet } from 'react-router';
import { paths } from '@/config/paths';
import { isAuthenticatedFlagSet } from '@/lib/auth-flags';

/** The spec's dashboard guard: children render only with the isAuthenticated flag, else /login. */
export function RequireAuth() {
  if (!isAuthenticatedFlagSet()) return <Navigate to={paths.login.getHref()} replace />;
  return <Outlet />;
}
