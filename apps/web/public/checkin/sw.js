// The check-in desk's service worker. Its path gives it the scope /checkin/, so it controls only
// the helpers' page; the rest of the app keeps plain network behaviour. The page itself puts its
// shell (the HTML and the hashed files it loaded) into CHECKIN_CACHE after each online visit;
// this worker answers from there when the network is gone. The guest list and the arrivals queue
// live in the page's local storage, and /api calls are never answered from here.
const CHECKIN_CACHE = 'kabar-checkin-v1';
const SHELL_KEY = '/checkin/__shell';

self.addEventListener('install', () => self.skipWaiting());
self.addEventListener('activate', (event) => event.waitUntil(self.clients.claim()));

async function fromNetworkElseCache(request, cacheKey) {
  try {
    return await fetch(request);
  } catch (error) {
    const cache = await caches.open(CHECKIN_CACHE);
    const cached = await cache.match(cacheKey ?? request, { ignoreSearch: !!cacheKey });
    if (cached) return cached;
    throw error;
  }
}

self.addEventListener('fetch', (event) => {
  const request = event.request;
  if (request.method !== 'GET') return;
  const url = new URL(request.url);
  if (url.origin !== self.location.origin || url.pathname.startsWith('/api/')) return;
  if (request.mode === 'navigate') {
    // Every /checkin/{code} is the same app page: one copy serves any code.
    event.respondWith(fromNetworkElseCache(request, SHELL_KEY));
    return;
  }
  if (url.pathname.startsWith('/assets/')) {
    // Hashed names never change content: the copy is as good as the network.
    event.respondWith(
      caches
        .open(CHECKIN_CACHE)
        .then((cache) => cache.match(request))
        .then((hit) => hit ?? fetch(request)),
    );
    return;
  }
  event.respondWith(fromNetworkElseCache(request));
});
