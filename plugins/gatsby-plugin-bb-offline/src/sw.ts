/**
 * The service worker served at /sw.js, bundled by gatsby-node.ts with esbuild and
 * given its precache manifest by workbox-build's injectManifest.
 *
 * - App shell (webpack runtime, framework, app chunk, global styles, offline page): precached.
 * - Pages: network first, so shoppers see today's prices and stock; the saved copy answers when the
 *   network is gone or too slow, and the offline page answers for pages never saved.
 * - Page data: network first, like the pages they belong to.
 * - Hashed scripts and styles, images (including the storefront's product artwork): cache first.
 */
/// <reference lib="webworker" />
import { clientsClaim } from 'workbox-core';
import { CacheableResponsePlugin } from 'workbox-cacheable-response';
import { ExpirationPlugin } from 'workbox-expiration';
import { cleanupOutdatedCaches, matchPrecache, precacheAndRoute, type PrecacheEntry } from 'workbox-precaching';
import { registerRoute, setCatchHandler } from 'workbox-routing';
import { CacheFirst, NetworkFirst, type Strategy } from 'workbox-strategies';
import {
  OFFLINE_CACHE_LIMITS,
  OFFLINE_FALLBACK_PATH,
  OFFLINE_NETWORK_TIMEOUT_SECONDS,
} from '../../../src/config/site';
import { CACHE_NAMES, classifyRequest, type CacheRoute } from './routes';

declare const self: ServiceWorkerGlobalScope & { __WB_MANIFEST: (string | PrecacheEntry)[] };

const DAY_SECONDS = 24 * 60 * 60;
const maxAgeSeconds = OFFLINE_CACHE_LIMITS.maxAgeDays * DAY_SECONDS;

// A new build takes over at once; Gatsby then reloads on the next navigation (window.___swUpdated).
void self.skipWaiting();
clientsClaim();
cleanupOutdatedCaches();
precacheAndRoute(self.__WB_MANIFEST);

const routeIs =
  (kind: CacheRoute) =>
  ({ url, request }: { url: URL; request: Request }) =>
    classifyRequest(url, request, self.location.origin) === kind;

const strategies: Record<CacheRoute, Strategy> = {
  page: new NetworkFirst({
    cacheName: CACHE_NAMES.page,
    networkTimeoutSeconds: OFFLINE_NETWORK_TIMEOUT_SECONDS,
    plugins: [
      new CacheableResponsePlugin({ statuses: [200] }),
      new ExpirationPlugin({ maxEntries: OFFLINE_CACHE_LIMITS.pages, maxAgeSeconds }),
    ],
  }),
  'page-data': new NetworkFirst({
    cacheName: CACHE_NAMES['page-data'],
    networkTimeoutSeconds: OFFLINE_NETWORK_TIMEOUT_SECONDS,
    plugins: [
      new CacheableResponsePlugin({ statuses: [200] }),
      new ExpirationPlugin({ maxEntries: OFFLINE_CACHE_LIMITS.pages * 2, maxAgeSeconds }),
    ],
  }),
  asset: new CacheFirst({
    cacheName: CACHE_NAMES.asset,
    plugins: [
      new CacheableResponsePlugin({ statuses: [200] }),
      new ExpirationPlugin({ maxEntries: OFFLINE_CACHE_LIMITS.assets, maxAgeSeconds }),
    ],
  }),
  image: new CacheFirst({
    cacheName: CACHE_NAMES.image,
    plugins: [
      // Status 0: artwork from another origin without CORS comes back opaque.
      new CacheableResponsePlugin({ statuses: [0, 200] }),
      new ExpirationPlugin({ maxEntries: OFFLINE_CACHE_LIMITS.images, maxAgeSeconds, purgeOnQuotaError: true }),
    ],
  }),
};

for (const kind of Object.keys(strategies) as CacheRoute[]) registerRoute(routeIs(kind), strategies[kind]);

/**
 * The page's list of what it already shows ({type: 'CACHE_URLS'}, Workbox's message shape): fetched
 * here through the same strategies, so the copies cost the page's main thread nothing.
 */
function cacheUrls(event: ExtendableMessageEvent, urls: readonly unknown[]): Promise<void> {
  const origin = self.location.origin;
  return Promise.all(
    urls.map(async (href) => {
      if (typeof href !== 'string') return;
      let url: URL;
      try {
        url = new URL(href, origin);
      } catch {
        return;
      }
      const request = new Request(url.href, {
        mode: url.origin === origin ? 'same-origin' : 'no-cors',
        credentials: 'same-origin',
      });
      const kind = classifyRequest(url, request, origin);
      if (!kind) return;
      await strategies[kind].handle({ event, request }).catch(() => undefined);
    }),
  ).then(() => undefined);
}

// A page never saved on this device, requested offline: the offline page instead of the browser's error.
setCatchHandler(async ({ request }) => {
  if (request.mode === 'navigate' || request.destination === 'document') {
    const fallback = await matchPrecache(OFFLINE_FALLBACK_PATH);
    if (fallback) return fallback;
  }
  return Response.error();
});

self.addEventListener('message', (event: ExtendableMessageEvent) => {
  const data = event.data as { gatsbyApi?: string; type?: string; payload?: { urlsToCache?: unknown } } | null;
  // Gatsby asks for this when the page's data belongs to another build (hash mismatch): drop saved
  // page data so an old build's data is not served again.
  if (data?.gatsbyApi === 'clearPathResources') {
    event.waitUntil(caches.delete(CACHE_NAMES['page-data']).then(() => undefined));
  } else if (data?.type === 'CACHE_URLS' && Array.isArray(data.payload?.urlsToCache)) {
    event.waitUntil(cacheUrls(event, data.payload.urlsToCache));
  }
});
