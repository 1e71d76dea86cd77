/**
 * Spec §2 "Behaviour of navigation" and §9, in Chromium against the production build. Gatsby's
 * runtime provides most of these; each test proves one from the shopper's side. The service worker
 * is blocked here so that Playwright sees (and can delay or break) every request the page makes.
 */
import type { Page, Request } from '@playwright/test';
import { HASH_MISMATCH_RELOAD_FLAG, NAVIGATION_DELAYED_SIGNAL_MS, PAGE_DATA_RETRIES, PREFETCH_BATCH_SIZE, PREFETCH_INTERVAL_MS, SHOPIFY_PATH_REDIRECTS } from '../../src/config/navigation';
import { ROUTES } from '../../src/config/site';
import { expect, hydrated, test } from './fixtures';

test.use({ serviceWorkers: 'block' });

const SWIM = '/collections/all/';

/** Full page loads (not client-side route changes) of the main frame. */
function documentLoads(page: Page): string[] {
  const loads: string[] = [];
  page.on('request', (request: Request) => {
    if (request.isNavigationRequest() && request.frame() === page.mainFrame()) loads.push(new URL(request.url()).pathname);
  });
  return loads;
}

async function openHome(page: Page): Promise<void> {
  await page.goto('/');
  await hydrated(page);
}

const swimLink = (page: Page) => page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Swim' });

test('a page opened at another address moves to its own path, keeping the query and the fragment', async ({ page }) => {
  await page.goto('/index.html?utm_source=beach#main');
  await expect(page).toHaveURL(/\/\?utm_source=beach#main$/);
  expect(new URL(page.url()).pathname).toBe('/');
});

test('the 404 and 500 pages also show at their own paths', async ({ page }) => {
  await page.goto('/404/');
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  await page.goto('/500/');
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  await page.goto('/404.html');
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
});

test('redirects are honoured when a shopper opens a redirected address', async ({ page }) => {
  const [redirect] = SHOPIFY_PATH_REDIRECTS;
  await page.goto(`${redirect.fromPath}?ref=email#top`);
  await expect(page).toHaveURL(new RegExp(`${redirect.toPath}\\?ref=email#top$`));
});

test('redirects are honoured on navigation inside the site', async ({ page }) => {
  await openHome(page);
  const redirect = SHOPIFY_PATH_REDIRECTS[1];
  await page.evaluate((to) => (window as unknown as { ___navigate: (to: string) => void }).___navigate(to), redirect.fromPath);
  await expect(page).toHaveURL(new RegExp(`${redirect.toPath}$`));
});

test('each navigation is announced to screen readers as "Navigated to" the page’s title', async ({ page }) => {
  await openHome(page);
  await swimLink(page).click();
  await expect(page).toHaveURL(new RegExp(`${SWIM}$`));
  const title = (await page.locator('#gatsby-focus-wrapper h1').first().textContent())?.trim();
  expect(title).toBeTruthy();
  const announcer = page.locator('#gatsby-announcer');
  await expect(announcer).toHaveText(`Navigated to ${title}`);
  await expect(announcer).toHaveAttribute('aria-live', 'assertive');
});

test('a navigation slower than a second shows the loading bar, and only after that second', async ({ page }) => {
  await openHome(page);
  await page.route(`**/page-data${SWIM}page-data.json`, async (route) => {
    await new Promise((resolve) => setTimeout(resolve, NAVIGATION_DELAYED_SIGNAL_MS * 2.5));
    await route.continue();
  });
  const bar = page.getByRole('progressbar', { name: 'Loading page' });
  const clickedAt = Date.now();
  await swimLink(page).click();
  await expect(bar).toBeVisible({ timeout: NAVIGATION_DELAYED_SIGNAL_MS * 2 });
  expect(Date.now() - clickedAt).toBeGreaterThanOrEqual(NAVIGATION_DELAYED_SIGNAL_MS * 0.9);
  await expect(page).toHaveURL(new RegExp(`${SWIM}$`));
  await expect(bar).toHaveCount(0);
});

test('a fast navigation never shows the loading bar', async ({ page }) => {
  await openHome(page);
  let seen = false;
  await page.exposeFunction('bbBarSeen', () => (seen = true));
  await page.evaluate(() => {
    new MutationObserver(() => {
      if (document.getElementById('bb-route-loading')) void (window as unknown as { bbBarSeen: () => void }).bbBarSeen();
    }).observe(document.body, { childList: true });
  });
  await swimLink(page).click();
  await expect(page).toHaveURL(new RegExp(`${SWIM}$`));
  await page.waitForTimeout(NAVIGATION_DELAYED_SIGNAL_MS * 1.5);
  expect(seen).toBe(false);
});

test('page data that keeps failing is retried three times, then the target loads in full', async ({ page }) => {
  await openHome(page);
  const loads = documentLoads(page);
  let attempts = 0;
  await page.route(`**/page-data${SWIM}page-data.json`, async (route) => {
    attempts += 1;
    // The full reload that follows fetches page data again: let that one through.
    if (attempts <= PAGE_DATA_RETRIES + 1) await route.fulfill({ status: 503, body: 'busy' });
    else await route.continue();
  });
  await swimLink(page).click();
  await expect.poll(() => loads).toContain(SWIM);
  expect(attempts).toBeGreaterThanOrEqual(PAGE_DATA_RETRIES + 1);
  await expect(page).toHaveURL(new RegExp(`${SWIM}$`));
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
});

test('a page whose data cannot be fetched at all is loaded in full from the server', async ({ page }) => {
  await openHome(page);
  const loads = documentLoads(page);
  let aborted = 0;
  await page.route(`**/page-data${SWIM}page-data.json`, async (route) => {
    if (aborted <= PAGE_DATA_RETRIES) {
      aborted += 1;
      await route.abort('connectionreset');
    } else await route.continue();
  });
  await swimLink(page).click();
  await expect.poll(() => loads).toContain(SWIM);
  expect(aborted).toBe(PAGE_DATA_RETRIES + 1);
});

test('a chunk that fails to load makes the target load in full', async ({ page }) => {
  await openHome(page);
  const loaded = new Set(
    await page.evaluate(() => performance.getEntriesByType('resource').map((e) => new URL(e.name).pathname)),
  );
  const loads = documentLoads(page);
  let broken = 0;
  await page.route(/\/component---[^/]+\.js$/, async (route) => {
    const path = new URL(route.request().url()).pathname;
    if (!loaded.has(path) && broken === 0) {
      broken += 1;
      await route.abort('failed');
    } else await route.continue();
  });
  await swimLink(page).click();
  await expect.poll(() => loads).toContain(SWIM);
  expect(broken).toBe(1);
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
});

test('the scroll position is saved per history entry and restored on back and forward', async ({ page }) => {
  await page.setViewportSize({ width: 1280, height: 500 });
  await openHome(page);
  await page.evaluate(() => window.scrollTo(0, 700));
  await page.waitForFunction(() => Math.abs(window.scrollY - 700) < 2);
  // Gatsby saves positions on the next animation frame after a scroll event.
  await page.waitForTimeout(200);
  // A real click event on the link, without Playwright first scrolling it into view.
  await page.getByRole('link', { name: 'Discover the club' }).dispatchEvent('click');
  await expect(page).toHaveURL(new RegExp(`${ROUTES.club}$`));
  await expect.poll(() => page.evaluate(() => window.scrollY)).toBe(0);
  await page.evaluate(() => window.scrollTo(0, 150));
  await page.waitForTimeout(200);

  await page.goBack();
  await expect(page).toHaveURL(/:\d+\/$/);
  await expect.poll(() => page.evaluate(() => Math.round(window.scrollY))).toBe(700);
  await page.goForward();
  await expect.poll(() => page.evaluate(() => Math.round(window.scrollY))).toBe(150);
});

test.describe('build hash mismatch', () => {
  async function serveOtherBuild(page: Page) {
    await page.route('**/page-data/app-data.json', async (route) => {
      const response = await route.fetch();
      const data = (await response.json()) as { webpackCompilationHash: string };
      await route.fulfill({ response, json: { ...data, webpackCompilationHash: `${data.webpackCompilationHash}0` } });
    });
  }

  test('the page reloads once when its data belongs to another build, then renders', async ({ page }) => {
    await serveOtherBuild(page);
    const loads = documentLoads(page);
    await page.goto('/');
    await hydrated(page);
    await page.waitForTimeout(1500);
    expect(loads).toEqual(['/', '/']);
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    // The guard is cleared once the page renders, so a later deploy may reload again.
    expect(await page.evaluate((key) => sessionStorage.getItem(key), HASH_MISMATCH_RELOAD_FLAG)).toBeNull();
  });

  test('no reload happens when the session flag says this tab already reloaded', async ({ page }) => {
    await page.addInitScript((key) => sessionStorage.setItem(key, '1'), HASH_MISMATCH_RELOAD_FLAG);
    await serveOtherBuild(page);
    const loads = documentLoads(page);
    await page.goto('/');
    await hydrated(page);
    await page.waitForTimeout(1500);
    expect(loads).toEqual(['/']);
  });
});

test.describe('prefetching of linked pages', () => {
  test.use({ viewport: { width: 1280, height: 2400 } });

  /** Times (ms after hydration) at which linked pages were prefetched, one per page. */
  async function prefetchTimes(page: Page, watchMs: number): Promise<number[]> {
    const times: number[] = [];
    const seen = new Set<string>();
    let start = 0;
    page.on('request', (request) => {
      const url = new URL(request.url());
      // A prefetched page is its page-data.json: first a <link rel=prefetch>, then Gatsby reads it
      // again from the HTTP cache; count each page once, at its first request.
      if (start && url.pathname.endsWith('/page-data.json') && !seen.has(url.pathname)) {
        seen.add(url.pathname);
        times.push(Date.now() - start);
      }
    });
    await page.goto('/');
    await hydrated(page);
    start = Date.now();
    await page.waitForTimeout(watchMs);
    return times;
  }

  test('visible links are prefetched in batches of four, three seconds apart', async ({ page }) => {
    const times = await prefetchTimes(page, PREFETCH_INTERVAL_MS * 3.2);
    expect(times.length).toBeGreaterThan(PREFETCH_BATCH_SIZE);
    const batches: number[][] = [];
    for (const time of times.sort((a, b) => a - b)) {
      const last = batches.at(-1);
      if (last && time - last[last.length - 1]! < PREFETCH_INTERVAL_MS / 2) last.push(time);
      else batches.push([time]);
    }
    expect(batches[0]![0]).toBeGreaterThanOrEqual(PREFETCH_INTERVAL_MS * 0.8);
    for (const batch of batches) expect(batch.length).toBeLessThanOrEqual(PREFETCH_BATCH_SIZE);
    for (let i = 1; i < batches.length; i += 1) {
      expect(batches[i]![0]! - batches[i - 1]!.at(-1)!).toBeGreaterThanOrEqual(PREFETCH_INTERVAL_MS * 0.8);
    }
  });

  for (const [name, connection] of [
    ['on a 2g connection', { effectiveType: '2g', saveData: false }],
    ['with data saver on', { effectiveType: '4g', saveData: true }],
  ] as const) {
    test(`nothing is prefetched ${name}`, async ({ page }) => {
      await page.addInitScript((value) => {
        Object.defineProperty(Navigator.prototype, 'connection', { configurable: true, get: () => value });
      }, connection);
      expect(await prefetchTimes(page, PREFETCH_INTERVAL_MS * 1.7)).toEqual([]);
    });
  }

  test('nothing is prefetched for crawlers', async ({ browser, baseURL }) => {
    const context = await browser.newContext({
      baseURL,
      serviceWorkers: 'block',
      userAgent: 'Mozilla/5.0 (compatible; Googlebot/2.1; +http://www.google.com/bot.html)',
      viewport: { width: 1280, height: 2400 },
    });
    const page = await context.newPage();
    expect(await prefetchTimes(page, PREFETCH_INTERVAL_MS * 1.7)).toEqual([]);
    await context.close();
  });
});
