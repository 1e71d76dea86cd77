/**
 * The service worker served at /sw.js, bundled by gatsby-node.ts with esbuild and
 * given its precache manifest by workbox-build's injectManifest.
 *
 * - App shell (webpack runtime, framework, app chunk, global styles, offline page): precached; the
 *   page has just loaded these, so the browser's HTTP cache answers them.
 * - Other templates' stylesheets and the dialogs' chunks: saved when the page says it is idle on a
 *   fast, unmetered connection, a byte budget at a time (saveLater.ts).
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
import { OFFLINE_CACHE_LIMITS, OFFLINE_FALLBACK_PATH, OFFLINE_NETWORK_TIMEOUT_SECONDS, OFFLINE_SAVE_LATER_BUDGET_KB } from '../../../src/config/offline';
import type { SaveLaterGroup } from './appShell';
import { CACHE_NAMES, classifyRequest, SAVE_LATER_MESSAGE, SAVE_SHOWN_MESSAGE, type CacheRoute } from './routes';
import { filesToSaveNow } from './saveLater';

declare const self: ServiceWorkerGlobalScope & { __WB_MANIFEST: (string | PrecacheEntry)[]; __BB_SAVE_LATER: SaveLaterGroup[] };

/**
 * How this browser asks for images (its `Accept`), learned from the first image request the worker
 * sees and kept across restarts. Image servers (Shopify's CDN, the local storefront) answer the
 * format the request accepts and vary on it; a copy fetched with another `Accept` would be another
 * format, downloaded again although the page already has the image. With the page's own `Accept`
 * the browser's HTTP cache answers the copy.
 */
const META_CACHE = 'bb-meta';
const IMAGE_ACCEPT_KEY = '/__bb/image-accept';
let imageAccept: string | null = null;
const imageAcceptRead = caches
  .open(META_CACHE)
  .then((cache) => cache.match(IMAGE_ACCEPT_KEY))
  .then(async (answer) => {
    imageAccept ??= answer ? await answer.text() : null;
  })
  .catch(() => undefined);
/** Images the page asked to save before the worker knew how this browser asks for images. */
const waitingImages = new Set<string>();

self.addEventListener('fetch', (event: FetchEvent) => {
  if (event.request.destination !== 'image') return;
  const accept = event.request.headers.get('accept');
  if (!accept || accept === imageAccept) return;
  imageAccept = accept;
  event.waitUntil(
    Promise.all([
      caches.open(META_CACHE).then((cache) => cache.put(IMAGE_ACCEPT_KEY, new Response(accept))),
      ...[...waitingImages].map((href) => saveImage(event, href)),
    ])
      .then(() => waitingImages.clear())
      .catch(() => undefined),
  );
});

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

/** One image the page shows, asked for as the page asked (same `Accept`, credentials and mode). */
async function saveImage(event: ExtendableEvent, href: string): Promise<void> {
  if (!imageAccept) {
    waitingImages.add(href);
    return;
  }
  const url = new URL(href);
  const request = new Request(url.href, {
    mode: url.origin === self.location.origin ? 'same-origin' : 'no-cors',
    credentials: 'include',
    cache: 'force-cache',
    headers: { Accept: imageAccept },
  });
  await strategies.image.handle({ event, request }).catch(() => undefined);
}

/**
 * The page's list of what it already shows (SAVE_SHOWN_MESSAGE): copied
 * here through the same strategies, so the copies cost the page's main thread nothing. Each is asked
 * for with `force-cache`: the copy is what the browser already fetched, not a second download.
 */
async function cacheUrls(event: ExtendableMessageEvent, urls: readonly unknown[]): Promise<void> {
  const origin = self.location.origin;
  await imageAcceptRead;
  await Promise.all(
    urls.map(async (href) => {
      if (typeof href !== 'string') return;
      let url: URL;
      try {
        url = new URL(href, origin);
      } catch {
        return;
      }
      const kind = classifyRequest(url, { method: 'GET' }, origin);
      if (!kind) return;
      if (kind === 'image') return saveImage(event, url.href);
      // Cross-origin files other than images are never kept (classifyRequest).
      const request = new Request(url.href, { mode: 'same-origin', credentials: 'same-origin', cache: 'force-cache' });
      await strategies[kind].handle({ event, request }).catch(() => undefined);
    }),
  );
}

let savingLater: Promise<void> | null = null;

/**
 * The page is idle on a fast, unmetered connection (SAVE_LATER_MESSAGE): save the next share of other
 * templates' stylesheets and the dialogs' chunks, within the byte budget; later page views save the rest.
 */
function saveLater(event: ExtendableMessageEvent): Promise<void> {
  savingLater ??= (async () => {
    const cache = await caches.open(CACHE_NAMES.asset);
    const saved = new Set((await cache.keys()).map((request) => new URL(request.url).pathname.replace(/^\//, '')));
    const files = filesToSaveNow(self.__BB_SAVE_LATER, saved, OFFLINE_SAVE_LATER_BUDGET_KB * 1024);
    await Promise.all(
      files.map((file) =>
        strategies.asset.handle({ event, request: new Request(new URL(file, self.location.origin).href, { credentials: 'same-origin' }) }).catch(() => undefined),
      ),
    );
  })().finally(() => {
    savingLater = null;
  });
  return savingLater;
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
  } else if (data?.type === SAVE_SHOWN_MESSAGE && Array.isArray(data.payload?.urlsToCache)) {
    event.waitUntil(cacheUrls(event, data.payload.urlsToCache));
  } else if (data?.type === SAVE_LATER_MESSAGE) {
    event.waitUntil(saveLater(event));
  }
});
