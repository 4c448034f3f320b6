/**
 * DAS Board's service worker. Vite's build writes it to dist/sw.js with the
 * build's id in place of __BUILD_ID__, so every release is a new worker and
 * open pages learn that an update is available.
 *
 * It only keeps the hashed files under /assets/: they never change, so a page
 * from an older release can still load its own chunks after a deploy. Pages,
 * API calls and translations always go to the network.
 */
const BUILD_ID = '__BUILD_ID__';
const CACHE_PREFIX = 'das-assets-';
const CACHE_NAME = `${CACHE_PREFIX}${BUILD_ID}`;

self.addEventListener('install', () => {
  // Take over at once; the page shows the update notice and the user reloads when ready.
  self.skipWaiting();
});

self.addEventListener('activate', (event) => {
  event.waitUntil(self.clients.claim());
});

self.addEventListener('fetch', (event) => {
  const url = new URL(event.request.url);
  if (
    event.request.method !== 'GET' ||
    url.origin !== self.location.origin ||
    !url.pathname.startsWith('/assets/')
  ) {
    return;
  }
  event.respondWith(
    caches.match(event.request).then(
      (cached) =>
        cached ??
        fetch(event.request).then((response) => {
          if (response.ok) {
            const copy = response.clone();
            caches.open(CACHE_NAME).then((cache) => cache.put(event.request, copy));
          }
          return response;
        }),
    ),
  );
});

/** The page asks every 24 hours (SPEC.md §7): drop the files of older releases. */
self.addEventListener('message', (event) => {
  if (event.data?.type !== 'CLEAN_CACHE') return;
  event.waitUntil(
    caches
      .keys()
      .then((names) =>
        Promise.all(
          names
            .filter((name) => name.startsWith(CACHE_PREFIX) && name !== CACHE_NAME)
            .map((name) => caches.delete(name)),
        ),
      ),
  );
});
