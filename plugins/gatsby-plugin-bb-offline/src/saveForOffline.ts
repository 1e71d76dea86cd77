/**
 * Asks the service worker to keep what the shopper is looking at, so a visited page reloads offline.
 * The first page loads before the worker exists, and later pages arrive as page data without their
 * HTML, so once a worker controls the page it is sent the page's own URL (and, on the first page,
 * the files already loaded); the worker fetches them off the main thread and its routes store the
 * answers.
 */
import { classifyRequest } from './routes';

interface ConnectionInfo {
  saveData?: boolean;
  effectiveType?: string;
}

/** Shoppers on 2g or data saver do not pay for copies they did not ask for (as Gatsby's prefetch). */
export function constrainedConnection(connection: ConnectionInfo | undefined): boolean {
  if (!connection) return false;
  return Boolean(connection.saveData) || (connection.effectiveType ?? '').includes('2g');
}

/** URLs worth saving among those given, deduplicated, in the worker's own terms. */
export function urlsToSave(candidates: readonly string[], siteOrigin: string): string[] {
  const keep = new Set<string>();
  for (const candidate of candidates) {
    let url: URL;
    try {
      url = new URL(candidate, siteOrigin);
    } catch {
      continue;
    }
    url.hash = '';
    if (classifyRequest(url, { method: 'GET' }, siteOrigin)) keep.add(url.href);
  }
  return [...keep];
}

function controlled(): Promise<void> {
  if (navigator.serviceWorker.controller) return Promise.resolve();
  return new Promise((resolve) => {
    navigator.serviceWorker.addEventListener('controllerchange', () => resolve(), { once: true });
  });
}

export async function saveForOffline(candidates: readonly string[]): Promise<void> {
  if (!('serviceWorker' in navigator)) return;
  if (constrainedConnection((navigator as Navigator & { connection?: ConnectionInfo }).connection)) return;
  await controlled();
  const urlsToCache = urlsToSave(candidates, window.location.origin);
  if (urlsToCache.length === 0) return;
  navigator.serviceWorker.controller?.postMessage({ type: 'CACHE_URLS', payload: { urlsToCache } });
}

/** The page itself and every file it has loaded so far (scripts, styles, page data, images). */
export function loadedResources(): string[] {
  const entries = performance.getEntriesByType('resource').map((entry) => entry.name);
  return [window.location.href, ...entries];
}
