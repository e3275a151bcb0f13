import { AUTH_FLAG_KEY } from './auth-flags';
import { claimUserLocalData } from './user-local-data';

/**
 * The session's storage keys (docs/product-rules.md, Sessions). The refresh token itself stays in
 * its httpOnly cookie.
 */
export const STORAGE_KEYS = {
  accessToken: 'api_token',
  refreshToken: 'refreshToken',
  user: 'user',
  isAuthenticated: AUTH_FLAG_KEY,
} as const;

export interface StoredUser {
  user_id: string;
  name: string;
  email: string;
  phone: string | null;
  status: string;
  plan?: string;
  bio?: string;
}

function read(key: string): string | null {
  try {
    return localStorage.getItem(key) ?? sessionStorage.getItem(key);
  } catch {
    return null;
  }
}

/** Seconds since the epoch at which a JWT expires, or null when it cannot be read. */
export function tokenExpiry(token: string): number | null {
  try {
    const payload = JSON.parse(
      atob(token.split('.')[1]!.replace(/-/g, '+').replace(/_/g, '/')),
    ) as { exp?: unknown };
    return typeof payload.exp === 'number' ? payload.exp : null;
  } catch {
    return null;
  }
}

/** The stored access token, only while it has not expired. */
export function getAccessToken(now = Date.now()): string | null {
  const token = read(STORAGE_KEYS.accessToken);
  if (!token) return null;
  const exp = tokenExpiry(token);
  return exp !== null && exp * 1000 > now ? token : null;
}

export function getStoredUser(): StoredUser | null {
  const raw = read(STORAGE_KEYS.user);
  if (!raw) return null;
  try {
    return JSON.parse(raw) as StoredUser;
  } catch {
    return null;
  }
}

/** Stores a session: persistent storage with "Ingat saya" (and for registration), else this tab only. */
export function storeSession(
  session: { token: string; user: StoredUser },
  persistent: boolean,
): void {
  clearSession();
  claimUserLocalData(session.user.user_id);
  const storage = persistent ? localStorage : sessionStorage;
  storage.setItem(STORAGE_KEYS.accessToken, session.token);
  storage.setItem(STORAGE_KEYS.user, JSON.stringify(session.user));
  storage.setItem(STORAGE_KEYS.isAuthenticated, 'true');
}

export function clearSession(): void {
  for (const storage of [localStorage, sessionStorage]) {
    for (const key of Object.values(STORAGE_KEYS)) storage.removeItem(key);
  }
}

/** The storage holding the session: persistent ("Ingat saya", registration, Google) or this tab's. */
function sessionStore(): Storage | null {
  try {
    if (localStorage.getItem(STORAGE_KEYS.isAuthenticated) === 'true') return localStorage;
    if (sessionStorage.getItem(STORAGE_KEYS.isAuthenticated) === 'true') return sessionStorage;
  } catch {
    return null;
  }
  return null;
}

/** Keeps a refreshed access token where the session lives. */
export function updateAccessToken(token: string): void {
  sessionStore()?.setItem(STORAGE_KEYS.accessToken, token);
}

/** Keeps the stored user in step after a profile change. */
export function updateStoredUser(user: StoredUser): void {
  sessionStore()?.setItem(STORAGE_KEYS.user, JSON.stringify(user));
}

/** Whether a session is stored, whatever the state of its access token: then a refresh may help. */
export function hasStoredSession(): boolean {
  return sessionStore() !== null;
}
