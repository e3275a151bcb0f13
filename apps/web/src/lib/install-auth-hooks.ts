import { paths } from '@/config/paths';
import { setAuthHooks } from './api-client';
import { refreshSession } from './refresh-session';
import { clearSession, getAccessToken, getStoredUser, hasStoredSession } from './session-storage';

/** Calls whose 401 means "wrong credentials", not "session expired": never refreshed. */
const CREDENTIAL_PATHS = [
  '/login',
  '/register',
  '/verify-otp',
  '/send-otp',
  '/verify-google-phone',
  '/login-google',
  '/forgot-password',
  '/reset-password',
  '/refresh-token',
  '/auth/',
];

function onLoginPage(): boolean {
  return window.location.pathname === paths.login.getHref();
}

/**
 * At start the user counts as signed in only with a stored user and a live access token
 * (docs/product-rules.md). An expired access token is renewed from the refresh cookie before giving
 * up.
 */
function checkStoredSession(): void {
  if (!hasStoredSession()) return;
  if (!getStoredUser()) {
    clearSession();
    return;
  }
  if (getAccessToken()) return;
  void refreshSession().then((ok) => {
    if (!ok && window.location.pathname.startsWith(paths.dashboard.root.getHref())) {
      window.location.assign(paths.login.getHref());
    }
  });
}

/**
 * Attaches the access token while it is valid. On a 401 one refresh runs (concurrent 401s wait
 * for it), the request is retried once, and a failed refresh sends the user to /login.
 */
export function installAuthHooks(): void {
  setAuthHooks({
    headers(): Record<string, string> {
      const token = getAccessToken();
      return token ? { Authorization: `Bearer ${token}` } : {};
    },
    async onUnauthorized(path) {
      if (CREDENTIAL_PATHS.some((prefix) => path.startsWith(prefix))) return false;
      if (!hasStoredSession()) return false;
      const ok = await refreshSession();
      if (!ok && !onLoginPage()) window.location.assign(paths.login.getHref());
      return ok;
    },
  });
  checkStoredSession();
}
