import { useSyncExternalStore } from 'react';

function subscribe(listener: () => void) {
  window.addEventListener('online', listener);
  window.addEventListener('offline', listener);
  return () => {
    window.removeEventListener('online', listener);
    window.removeEventListener('offline', listener);
  };
}

/** Whether the browser says it has a connection. */
export function useOnlineStatus(): boolean {
  return useSyncExternalStore(
    subscribe,
    () => navigator.onLine,
    () => true,
  );
}

export const CONNECTIVITY_PROBE_TIMEOUT_MS = 5000;

/**
 * Checked before sending a code: not a public host, but our own server, which is what the code
 * has to reach. Any answer within 5 s counts as connected.
 */
export async function probeConnectivity(): Promise<boolean> {
  if (!navigator.onLine) return false;
  try {
    await fetch('/api/health', {
      cache: 'no-store',
      signal: AbortSignal.timeout(CONNECTIVITY_PROBE_TIMEOUT_MS),
    });
    return true;
  } catch {
    return false;
  }
}
