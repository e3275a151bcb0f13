import { API_BASE_URL, REQUEST_TIMEOUT_MS } from './api-client';
import { clearSession, hasStoredSession, updateAccessToken } from './session-storage';

let inFlight: Promise<boolean> | null = null;

async function refreshOnce(): Promise<boolean> {
  if (!hasStoredSession()) throw new Error('No refresh token available');
  // A separate, unauthenticated call: the refresh token rides in its httpOnly cookie.
  const response = await fetch(`${API_BASE_URL}/refresh-token`, {
    method: 'POST',
    credentials: 'include',
    headers: { Accept: 'application/json', 'Content-Type': 'application/json' },
    body: '{}',
    signal: AbortSignal.timeout(REQUEST_TIMEOUT_MS),
  });
  if (!response.ok) return false;
  const body = (await response.json()) as { accessToken?: unknown };
  if (typeof body.accessToken !== 'string') return false;
  updateAccessToken(body.accessToken);
  return true;
}

/**
 * One refresh at a time: every caller while one is running waits for the same answer. On failure
 * the local session is cleared; the caller decides where to go.
 */
export function refreshSession(): Promise<boolean> {
  inFlight ??= refreshOnce()
    .catch(() => false)
    .then((ok) => {
      if (!ok) clearSession();
      return ok;
    })
    .finally(() => {
      inFlight = null;
    });
  return inFlight;
}
