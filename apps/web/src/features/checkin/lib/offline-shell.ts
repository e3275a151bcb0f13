/** Must match public/checkin/sw.js. */
const CHECKIN_CACHE = 'kabar-checkin-v1';
const SHELL_KEY = '/checkin/__shell';

/** Same-origin files this page loaded (scripts, styles, fonts, icons), never API answers. */
function loadedFiles(): string[] {
  return performance
    .getEntriesByType('resource')
    .map((entry) => new URL(entry.name))
    .filter((url) => url.origin === location.origin && !url.pathname.startsWith('/api/'))
    .map((url) => url.pathname + url.search);
}

/**
 * Lets the check-in page open again without a connection: registers the worker scoped to
 * /checkin/ and keeps this page's HTML and files in its cache. Quietly does nothing where service
 * workers are unavailable (plain http on another host, old browsers).
 */
export async function keepCheckinPageOffline(): Promise<void> {
  if (!('serviceWorker' in navigator) || !('caches' in window) || !navigator.onLine) return;
  try {
    await navigator.serviceWorker.register('/checkin/sw.js', { scope: '/checkin/' });
    const cache = await caches.open(CHECKIN_CACHE);
    const shell = await fetch(location.pathname, { cache: 'no-store' });
    if (shell.ok) await cache.put(SHELL_KEY, shell);
    await cache.addAll(loadedFiles());
    document.documentElement.dataset.checkinOffline = 'ready';
  } catch {
    // Offline use is a bonus here: the page works online either way.
  }
}
