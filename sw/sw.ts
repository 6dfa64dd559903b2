/// <reference lib="webworker" />
import { clientsClaim, type WorkboxPlugin } from 'workbox-core';
import { ExpirationPlugin } from 'workbox-expiration';
import { cleanupOutdatedCaches, createHandlerBoundToURL, precacheAndRoute } from 'workbox-precaching';
import { NavigationRoute, registerRoute } from 'workbox-routing';
import { CacheFirst, NetworkFirst } from 'workbox-strategies';
import { isPublicRead } from '../src/shared/public-reads';
import { listenForBackgroundSync } from './background-replay';

declare const self: ServiceWorkerGlobalScope & { __WB_MANIFEST: Array<{ url: string; revision: string | null }> };

// The app shell: every built file, so the app opens with no network at all.
precacheAndRoute(self.__WB_MANIFEST);
cleanupOutdatedCaches();
// The first install takes charge of the open page at once, so the very first visit already works offline.
// A later version still waits for the user's "Reload" (see the message handler below).
clientsClaim();

// Any route of the app (a deep link too) opens the cached shell; the client router takes it from there.
registerRoute(new NavigationRoute(createHandlerBoundToURL('/index.html'), { denylist: [/^\/api(\/|$)/] }));

/** The public reads (the phone sends them without a token): nothing signed-in, no account or live calls. */
const isPublicReadRequest = (url: URL, request: Request) =>
  url.origin === self.location.origin &&
  url.pathname.startsWith('/api/') &&
  !request.headers.has('authorization') &&
  isPublicRead(request.method, url.pathname.slice('/api/'.length));

/** Tells the page an answer came from this cache because the network failed (see use-cached-read.ts). */
const markFromCache: WorkboxPlugin = {
  cachedResponseWillBeUsed: async ({ cachedResponse }) => {
    if (!cachedResponse) return cachedResponse;
    const headers = new Headers(cachedResponse.headers);
    headers.set('x-pitchside-from-cache', '1');
    return new Response(await cachedResponse.blob(), { status: cachedResponse.status, headers });
  },
};

/**
 * Bounded: the reads of the last 300 pages a visitor opened, for at most two weeks (and none at all
 * when the browser runs short of room). No network time limit: a slow answer is still the server's,
 * and the page shows its saved copy as "Updating…" meanwhile; the cache answers only when the
 * network fails.
 */
const bounded = new ExpirationPlugin({ maxEntries: 300, maxAgeSeconds: 14 * 24 * 3600, purgeOnQuotaError: true });

registerRoute(
  ({ url, request }) => isPublicReadRequest(url, request),
  new NetworkFirst({ cacheName: 'public-reads', plugins: [bounded, markFromCache] }),
);

/**
 * Logos and photos never change under their address (it is their hash): kept after the first view,
 * so a visitor offline still sees them, and bounded to the last 400 pictures and a month.
 */
registerRoute(
  ({ url, request }) =>
    request.method === 'GET' && url.origin === self.location.origin && url.pathname.startsWith('/api/pictures/'),
  new CacheFirst({
    cacheName: 'pictures',
    plugins: [new ExpirationPlugin({ maxEntries: 400, maxAgeSeconds: 30 * 24 * 3600, purgeOnQuotaError: true })],
  }),
);

// The page asks for the waiting worker to take over when the user accepts the update prompt.
self.addEventListener('message', (event) => {
  if ((event.data as { type?: string } | null)?.type === 'SKIP_WAITING') void self.skipWaiting();
});

listenForBackgroundSync();
