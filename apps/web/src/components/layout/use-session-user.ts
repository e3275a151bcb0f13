import { useMemo, useSyncExternalStore } from 'react';
import type { StoredUser } from '@/lib/session-storage';
import { parseSessionUser, readSession } from './session-user';

/** Another tab signing in or out changes storage; the session is read again on that event. */
function subscribe(onChange: () => void): () => void {
  window.addEventListener('storage', onChange);
  return () => window.removeEventListener('storage', onChange);
}

/** The signed-in user as the accounts flow stored it, or null for a visitor. */
export function useSessionUser(): StoredUser | null {
  const raw = useSyncExternalStore(subscribe, readSession, () => '');
  return useMemo(() => parseSessionUser(raw), [raw]);
}
