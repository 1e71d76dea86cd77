/**
 * What a first visit costs the shopper, measured in Chromium against the running site: every byte
 * that crosses the network while the page loads and for `idleMs` after (the page's own requests and
 * the service worker's, which saves the page for offline use), the JavaScript the page fetched
 * without any interaction, and whether the worker fetched any image in another format than the page
 * got (a second download of an image the page already shows).
 *
 * Bytes are the transfer sizes Chromium reports (headers and compressed body); answers from the
 * browser's HTTP cache and answers the worker gave the page cost nothing and count 0.
 */
import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { chromium, type Response } from '@playwright/test';
import { gzipBytes } from './bundle';

/** Lighthouse's mobile screen (its default emulation), so the page picks the image sizes it does there. */
export const FIRST_VISIT_SCREEN = { width: 412, height: 823, deviceScaleFactor: 1.75 } as const;

export interface FirstVisitRequest {
  url: string;
  byWorker: boolean;
  contentType: string;
  bytes: number;
}

export interface FirstVisit {
  url: string;
  /** Every byte on the network: the page's and the service worker's. */
  totalBytes: number;
  pageBytes: number;
  workerBytes: number;
  /** gzip -9 of every script the page fetched without interaction (as the first-load budget counts). */
  idleJsGzipBytes: number;
  idleJsFiles: string[];
  /** The same scripts as transferred (another site's, whose files are not on this disk). */
  idleJsTransferBytes: number;
  /** Images the worker fetched in another format than the page got for the same address. */
  otherFormatImages: { url: string; page: string; worker: string }[];
  /** The largest transfers, for the report. */
  largest: FirstVisitRequest[];
  byKind: Record<string, { requests: number; bytes: number }>;
}

const mediaType = (response: Response): string => (response.headers()['content-type'] ?? '').split(';')[0]!.trim();

/** Bytes this response moved over the network; 0 when the HTTP cache or the worker answered. */
async function transferred(response: Response): Promise<number> {
  if (response.fromServiceWorker()) return 0;
  // Chromium gives no server address for an answer from its HTTP cache.
  if ((await response.serverAddr()) === null) return 0;
  const sizes = await response.request().sizes();
  return sizes.responseHeadersSize + sizes.responseBodySize;
}

export function kindOf(contentType: string): string {
  if (contentType.startsWith('image/')) return contentType;
  if (contentType.includes('javascript')) return 'script';
  if (contentType === 'text/css') return 'stylesheet';
  if (contentType === 'text/html') return 'html';
  if (contentType.includes('json')) return 'json';
  return contentType || 'other';
}

export async function measureFirstVisit(
  url: string,
  options: { chromePath: string; idleMs?: number; publicDir?: string },
): Promise<FirstVisit> {
  const browser = await chromium.launch({
    executablePath: options.chromePath,
    args: ['--no-sandbox', '--disable-gpu', '--no-first-run', '--disable-background-networking', '--disable-component-update'],
  });
  try {
    const context = await browser.newContext({
      viewport: { width: FIRST_VISIT_SCREEN.width, height: FIRST_VISIT_SCREEN.height },
      deviceScaleFactor: FIRST_VISIT_SCREEN.deviceScaleFactor,
      isMobile: true,
      hasTouch: true,
      serviceWorkers: 'allow',
    });
    const requests: FirstVisitRequest[] = [];
    const pending: Promise<void>[] = [];
    context.on('requestfinished', (request) => {
      pending.push(
        (async () => {
          const response = await request.response();
          if (!response) return;
          requests.push({ url: request.url(), byWorker: request.serviceWorker() !== null, contentType: mediaType(response), bytes: await transferred(response) });
        })().catch(() => undefined),
      );
    });
    const page = await context.newPage();
    await page.goto(url, { waitUntil: 'load' });
    await page.waitForTimeout(options.idleMs ?? 5000);
    await Promise.all(pending);
    await context.close();

    const origin = new URL(url).origin;
    const sum = (list: FirstVisitRequest[]) => list.reduce((total, r) => total + r.bytes, 0);
    const pageRequests = requests.filter((r) => !r.byWorker);
    const workerRequests = requests.filter((r) => r.byWorker);
    const pageImageTypes = new Map(pageRequests.filter((r) => r.contentType.startsWith('image/')).map((r) => [r.url, r.contentType]));
    const otherFormatImages = workerRequests
      .filter((r) => r.contentType.startsWith('image/') && pageImageTypes.has(r.url) && pageImageTypes.get(r.url) !== r.contentType)
      .map((r) => ({ url: r.url, page: pageImageTypes.get(r.url)!, worker: r.contentType }));

    const idleJsFiles = [
      ...new Set(
        pageRequests
          .filter((r) => r.contentType.includes('javascript') && r.url.startsWith(origin))
          .map((r) => new URL(r.url).pathname.replace(/^\//, '')),
      ),
    ].sort();
    const publicDir = options.publicDir;
    const idleJsGzipBytes = idleJsFiles.reduce((total, file) => {
      const onDisk = publicDir ? path.join(publicDir, file) : '';
      return total + (onDisk && existsSync(onDisk) ? gzipBytes(readFileSync(onDisk)) : 0);
    }, 0);

    const byKind: FirstVisit['byKind'] = {};
    for (const r of requests) {
      const key = `${r.byWorker ? 'worker' : 'page'} ${kindOf(r.contentType)}`;
      byKind[key] ??= { requests: 0, bytes: 0 };
      byKind[key].requests += 1;
      byKind[key].bytes += r.bytes;
    }
    return {
      url,
      totalBytes: sum(requests),
      pageBytes: sum(pageRequests),
      workerBytes: sum(workerRequests),
      idleJsGzipBytes,
      idleJsFiles,
      idleJsTransferBytes: sum(pageRequests.filter((r) => r.contentType.includes('javascript'))),
      otherFormatImages,
      largest: [...requests].sort((a, b) => b.bytes - a.bytes).slice(0, 40),
      byKind,
    };
  } finally {
    await browser.close();
  }
}
