import { useMemo, useSyncExternalStore } from 'react';
import { isAuthenticatedFlagSet } from '@/lib/auth-flags';
import { STORAGE_KEYS, type StoredUser } from '@/lib/session-storage';

/** The raw stored user while the auth flag is set: a string, so React can compare snapshots. */
function readSession(): string {
  if (!isAuthenticatedFlagSet()) return '';
  try {
    return (
      localStorage.getItem(STORAGE_KEYS.user) ?? sessionStorage.getItem(STORAGE_KEYS.user) ?? ''
    );
  } catch {
    return '';
  }
}

/** Another tab signing in or out changes storage; the session is read again on that event. */
function subscribe(onChange: () => void): () => void {
  window.addEventListener('storage', onChange);
  return () => window.removeEventListener('storage', onChange);
}

/** The signed-in user as the accounts flow stored it, or null for a visitor. */
export function useSessionUser(): StoredUser | null {
  const raw = useSyncExternalStore(subscribe, readSession, () => '');
  return useMemo(() => {
    if (!raw) return null;
    try {
      const user = JSON.parse(raw) as StoredUser;
      return user && typeof user === 'object' ? user : null;
    } catch {
      return null;
    }
  }, [raw]);
}
