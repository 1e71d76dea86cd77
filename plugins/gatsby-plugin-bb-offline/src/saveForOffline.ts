/**
 * Asks the service worker to keep what the shopper is looking at, so a visited page reloads offline.
 * The first page loads before the worker exists, and later pages arrive as page data without their
 * HTML, so once a worker controls the page it is sent the page's own URL (and, on the first page,
 * the files already loaded); the worker fetches them off the main thread and its routes store the
 * answers: copies of what the browser already fetched, never a second download.
 * Other pages' stylesheets and the dialogs' chunks are saved only when the page is idle on a fast,
 * unmetered connection, a byte budget at a time (SAVE_LATER_MESSAGE).
 */
import { ICON_PATH } from './icon';
import { classifyRequest, SAVE_LATER_MESSAGE, SAVE_SHOWN_MESSAGE } from './routes';

interface ConnectionInfo {
  saveData?: boolean;
  effectiveType?: string;
  /** Only some browsers (Android, ChromeOS) say what the connection is. */
  type?: string;
}

const connectionInfo = (): ConnectionInfo | undefined => (navigator as Navigator & { connection?: ConnectionInfo }).connection;

/** Shoppers on 2g or data saver do not pay for copies they did not ask for (as Gatsby's prefetch). */
export function constrainedConnection(connection: ConnectionInfo | undefined): boolean {
  if (!connection) return false;
  return Boolean(connection.saveData) || (connection.effectiveType ?? '').includes('2g');
}

/**
 * Worth spending bytes on what the shopper did not ask for: a connection the browser reports as fast
 * (4g class), without data saver, and not a mobile network. A browser that says nothing about its
 * connection is not assumed to be on a fast, unmetered one.
 */
export function fastUnmetered(connection: ConnectionInfo | undefined): boolean {
  if (!connection || connection.saveData) return false;
  if (connection.type === 'cellular') return false;
  return connection.effectiveType === '4g';
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

/**
 * The worker copies images with the `Accept` this browser sends for images, which it learns from an
 * image request passing through it. Images the page loaded before the worker existed did not, so
 * the site's small icon is requested once through it (a query keeps the browser's memory cache from
 * answering instead).
 */
function showWorkerAnImageRequest(): void {
  const probe = new Image();
  probe.src = `${ICON_PATH}?accept`;
}

export async function saveForOffline(candidates: readonly string[]): Promise<void> {
  if (!('serviceWorker' in navigator)) return;
  if (constrainedConnection(connectionInfo())) return;
  await controlled();
  const urlsToCache = urlsToSave(candidates, window.location.origin);
  if (urlsToCache.length === 0) return;
  navigator.serviceWorker.controller?.postMessage({ type: SAVE_SHOWN_MESSAGE, payload: { urlsToCache } });
  if (urlsToCache.some((href) => classifyRequest(new URL(href), { method: 'GET' }, window.location.origin) === 'image')) {
    showWorkerAnImageRequest();
  }
}

/** Once the page is idle on a fast, unmetered connection, the worker saves what other pages need. */
export function saveLaterWhenIdle(): void {
  if (!('serviceWorker' in navigator) || !fastUnmetered(connectionInfo())) return;
  const ask = () => navigator.serviceWorker.controller?.postMessage({ type: SAVE_LATER_MESSAGE });
  if ('requestIdleCallback' in window) window.requestIdleCallback(ask, { timeout: 10_000 });
  else setTimeout(ask, 2000);
}

/** The page itself and every file it has loaded so far (scripts, styles, page data, images). */
export function loadedResources(): string[] {
  const entries = performance.getEntriesByType('resource').map((entry) => entry.name);
  return [window.location.href, ...entries];
}
