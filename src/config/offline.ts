/** The service worker: what it saves for offline use and what it never answers from a cache. */
import { WISHLIST_PATH } from './wishlist';

/** Offline fallback shown for pages this device has not saved yet. */
export const OFFLINE_FALLBACK_PATH = '/offline.html';

/** After this long without an answer, a saved page is shown instead (beach Wi-Fi). */
export const OFFLINE_NETWORK_TIMEOUT_SECONDS = 4;

export const OFFLINE_CACHE_LIMITS = {
  pages: 60,
  images: 300,
  assets: 150,
  maxAgeDays: 30,
} as const;

/**
 * What one idle moment on a fast, unmetered connection may spend saving other pages' stylesheets and
 * dialogs for offline use (compressed bytes); later page views save the rest.
 */
export const OFFLINE_SAVE_LATER_BUDGET_KB = 48;

/** Paths the service worker never answers from a cache: the shop service. */
export const OFFLINE_NEVER_CACHE_PREFIXES = [WISHLIST_PATH, '/api/'] as const;
