/*
 * Real Talk's service worker: the app's code and its shell, and nothing of hers.
 *
 * The build (scripts/service-worker.mjs) writes it to dist/sw.js with the two constants below
 * filled in: VERSION, a hash of everything it caches, and PRECACHE, the paths it caches when it
 * installs (index.html, the web app manifests and icons, and the JavaScript and CSS of the app;
 * not GraphiQL's, not the admin pages'). Its rules (docs/architecture.md, "The installed app"):
 *
 * - Only GET requests to this origin for the shell or a hashed file under /assets/ are answered
 *   from the cache. A navigation to a page of the app gets the cached index.html; the app
 *   then asks the server for everything else.
 * - /graphql, /api/, /files/ (her pictures and uploads) and every other origin are never
 *   touched: they go to the network as if there were no service worker, and nothing they
 *   answer is ever stored. So a shared device keeps the app's code, the same for everyone,
 *   and nothing she read, wrote or uploaded.
 * - A new version installs in the background and waits; the page offers "Reload", which asks
 *   it to take over (the message 'skip-waiting'). Otherwise it takes over when every tab of
 *   the forum is closed: the next visit.
 */
const VERSION = 'development';
const PRECACHE = [];

const CACHE = `app-${VERSION}`;
/** Every cache this worker ever made starts so; a newer version deletes the older ones. */
const CACHE_PREFIX = 'app-';
const SHELL = '/index.html';

/** Paths the server answers itself: never the app's shell, never cached. */
const SERVER_PATHS = [/^\/graphql(\/|$)/, /^\/api(\/|$)/, /^\/files(\/|$)/, /^\/healthz$/, /^\/readyz$/];

/**
 * What to do with a request: 'shell' (the cached index.html), 'cache' (a file of the app:
 * from the cache, else from the network and kept) or 'network' (left alone).
 */
function route(method, url, mode, origin) {
  if (method !== 'GET') return 'network';
  const { pathname, origin: from } = new URL(url);
  if (from !== origin) return 'network';
  if (SERVER_PATHS.some((pattern) => pattern.test(pathname))) return 'network';
  // Hashed names change with their content: one name is one content, kept for as long as
  // this version is.
  if (pathname.startsWith('/assets/')) return 'cache';
  if (PRECACHE.includes(pathname)) return 'cache';
  // A page of the app (a client route: no file extension) opens on the cached shell.
  if (mode === 'navigate' && !/\.[a-z0-9]+$/i.test(pathname)) return 'shell';
  return 'network';
}

async function fromCache(request) {
  const cache = await caches.open(CACHE);
  const hit = await cache.match(request, { ignoreVary: true, ignoreSearch: true });
  if (hit) return hit;
  const response = await fetch(request);
  // Only whole, successful answers of this origin; never an error page in place of a file.
  if (response.ok && response.status === 200 && response.type === 'basic') {
    await cache.put(request, response.clone());
  }
  return response;
}

async function shell(request) {
  const cache = await caches.open(CACHE);
  const hit = await cache.match(SHELL, { ignoreVary: true });
  return hit ?? fetch(request);
}

self.addEventListener('install', (event) => {
  event.waitUntil(caches.open(CACHE).then((cache) => cache.addAll(PRECACHE)));
});

self.addEventListener('activate', (event) => {
  event.waitUntil(
    caches
      .keys()
      .then((keys) =>
        Promise.all(
          keys.filter((key) => key.startsWith(CACHE_PREFIX) && key !== CACHE).map((key) => caches.delete(key)),
        ),
      ),
  );
});

self.addEventListener('message', (event) => {
  if (event.data === 'skip-waiting') self.skipWaiting();
});

self.addEventListener('fetch', (event) => {
  const { request } = event;
  const action = route(request.method, request.url, request.mode, self.location.origin);
  if (action === 'cache') event.respondWith(fromCache(request));
  else if (action === 'shell') event.respondWith(shell(request));
});
