/**
 * Which cache, if any, answers a request. Shared by the service worker and by the
 * page that asks it to save what is already on screen, so both agree on what may be kept offline.
 *
 * Never cached: anything but GET (the Storefront API is POST), any `/api/` path on any origin (the
 * Storefront API's GraphQL endpoint, the shop service's forms), the shop service's wishlist, and the
 * service worker script itself.
 */
import { OFFLINE_NEVER_CACHE_PREFIXES } from '../../../src/config/offline';

export type CacheRoute = 'page' | 'page-data' | 'asset' | 'image';

export interface RequestLike {
  method: string;
  mode?: string;
  destination?: string;
}

const IMAGE_FILE = /\.(?:avif|gif|ico|jpe?g|png|svg|webp)$/i;
const SCRIPT_OR_STYLE = /\.(?:js|css)$/i;

export function classifyRequest(url: URL, request: RequestLike, siteOrigin: string): CacheRoute | null {
  if (request.method.toUpperCase() !== 'GET') return null;
  if (url.protocol !== 'http:' && url.protocol !== 'https:') return null;
  if (url.pathname.startsWith('/api/')) return null;

  const isImage = request.destination === 'image' || IMAGE_FILE.test(url.pathname);
  if (url.origin !== siteOrigin) {
    // Product artwork on the storefront's CDN (Shopify: cdn.shopify.com, local storefront: /cdn/).
    return isImage ? 'image' : null;
  }

  if (OFFLINE_NEVER_CACHE_PREFIXES.some((prefix) => url.pathname.startsWith(prefix))) return null;
  if (url.pathname === '/sw.js') return null;
  if (url.pathname.startsWith('/page-data/') && url.pathname.endsWith('.json')) return 'page-data';
  if (request.mode === 'navigate' || request.destination === 'document') return 'page';
  if (SCRIPT_OR_STYLE.test(url.pathname)) return 'asset';
  if (isImage) return 'image';
  // A page fetched by the page itself to save it (see saveForOffline): same URLs as navigations.
  if (url.pathname.endsWith('/') || url.pathname.endsWith('.html')) return 'page';
  return null;
}

/** Cache names, one per kind, with the shop's prefix so they never clash with another app's. */
export const CACHE_NAMES: Record<CacheRoute, string> = {
  page: 'bb-pages',
  'page-data': 'bb-page-data',
  asset: 'bb-assets',
  image: 'bb-images',
};

/**
 * What the page asks of the worker. Not Workbox's own `CACHE_URLS`: Workbox's router answers that
 * message too, fetching every URL again as a plain CORS request that accepts any type, which for an
 * image is another format than the page got, downloaded a second time.
 */
export const SAVE_SHOWN_MESSAGE = 'BB_SAVE_SHOWN';
/** The page is idle on a fast, unmetered connection: the worker may save what other pages need. */
export const SAVE_LATER_MESSAGE = 'BB_SAVE_LATER';
