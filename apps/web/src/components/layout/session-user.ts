import { isAuthenticatedFlagSet } from '@/lib/auth-flags';
import { STORAGE_KEYS, type StoredUser } from '@/lib/session-storage';

/*
 * The signed-in couple as this browser stored them, without React: read by useSessionUser in the
 * app and by the public pages' islands (a session is never in the server's cached HTML).
 */

/** The raw stored user while the auth flag is set: a string, so React can compare snapshots. */
export function readSession(): string {
  if (!isAuthenticatedFlagSet()) return '';
  try {
    return (
      localStorage.getItem(STORAGE_KEYS.user) ?? sessionStorage.getItem(STORAGE_KEYS.user) ?? ''
    );
  } catch {
    return '';
  }
}

export function parseSessionUser(raw: string): StoredUser | null {
  if (!raw) return null;
  try {
    const user = JSON.parse(raw) as StoredUser;
    return user && typeof user === 'object' ? user : null;
  } catch {
    return null;
  }
}

export function displayName(user: Pick<StoredUser, 'name' | 'email'>): string {
  return user.name?.trim() || user.email;
}

export function initials(user: Pick<StoredUser, 'name' | 'email'>): string {
  const words = displayName(user)
    .split(/[\s@._-]+/)
    .filter(Boolean);
  return words
    .slice(0, 2)
    .map((word) => word[0]!.toUpperCase())
    .join('');
}
