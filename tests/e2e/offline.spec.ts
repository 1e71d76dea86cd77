/**
 * Spec §4 "Offline worker lifecycle" and §8's service-worker console texts, in Chromium against the
 * production build: the worker at /sw.js, pages that reload without a connection, the offline page
 * for pages never saved, the offline notice, and what must never be cached.
 */
import type { BrowserContext, Page } from '@playwright/test';
import { TOP_LINKS } from '../../src/config/navigation';
import { OFFLINE_NEVER_CACHE_PREFIXES } from '../../src/config/offline';
import { ROUTES, STORAGE_KEYS } from '../../src/config/site';
import { expect, hydrated, test } from './fixtures';

test.use({ serviceWorkers: 'allow' });

const SWIM = TOP_LINKS[0];

/** Opens a page and waits until the service worker controls it and has saved it. */
async function visitAndSave(page: Page, path: string): Promise<void> {
  await page.goto(path);
  await hydrated(page);
  await page.waitForFunction(() => navigator.serviceWorker.controller !== null, undefined, { timeout: 20_000 });
  await waitUntilSaved(page, path);
}

async function waitUntilSaved(page: Page, path: string): Promise<void> {
  await expect
    .poll(() => page.evaluate(async (href) => Boolean(await caches.match(href)), new URL(path, page.url()).href), {
      timeout: 20_000,
    })
    .toBe(true);
}

async function cachedUrls(page: Page): Promise<string[]> {
  return page.evaluate(async () => {
    const urls: string[] = [];
    for (const name of await caches.keys()) {
      for (const request of await (await caches.open(name)).keys()) urls.push(request.url);
    }
    return urls;
  });
}

async function goOffline(context: BrowserContext, page: Page): Promise<void> {
  await context.setOffline(true);
  await expect.poll(() => page.evaluate(() => navigator.onLine)).toBe(false);
}

const offlineNotice = (page: Page) => page.getByRole('status').filter({ hasText: 'You’re offline.' });

test('the service worker registers at /sw.js and reports that content is available offline', async ({ page }) => {
  const logs: string[] = [];
  page.on('console', (message) => logs.push(message.text()));
  await page.goto('/');
  await expect.poll(() => logs).toContain('Content is now available offline!');
  await expect.poll(() => logs.some((text) => text.startsWith('Service worker activated'))).toBe(true);
  const scriptUrl = await page.evaluate(async () => (await navigator.serviceWorker.ready).active?.scriptURL);
  expect(new URL(scriptUrl!).pathname).toBe('/sw.js');
});

test('a visited page reloads without a connection and says the shopper is offline', async ({ page, context }) => {
  await visitAndSave(page, '/');
  const heading = await page.getByRole('heading', { level: 1 }).textContent();
  await goOffline(context, page);
  await page.reload();
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(heading!);
  await expect(offlineNotice(page)).toBeVisible();
  await context.setOffline(false);
  await expect(offlineNotice(page)).toHaveCount(0);
});

// Dialogs live in their own chunks, fetched on first use (src/components/ui/lazyPart.tsx); the worker
// saves them when the page is idle on a fast connection, so a shopper who never opened one before the
// connection went can still open it.
test('the country selector opens offline although it was never opened online', async ({ page, context }) => {
  await visitAndSave(page, '/');
  // Saved once the page was idle on a fast connection (Chromium reports one here), not at install.
  await expect
    .poll(() => page.evaluate(async () => (await (await caches.open('bb-assets')).keys()).some((request) => request.url.includes('part-country-dialog'))), {
      timeout: 20_000,
    })
    .toBe(true);
  await goOffline(context, page);
  await page.reload();
  await hydrated(page);
  await page.getByRole('button', { name: /Change country/ }).click();
  await expect(page.getByRole('dialog', { name: 'Choose your country' })).toBeVisible();
  await context.setOffline(false);
});

test('a page reached by a link reloads without a connection too', async ({ page, context }) => {
  await visitAndSave(page, '/');
  await page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: SWIM.label }).click();
  await expect(page).toHaveURL(new RegExp(`${SWIM.to}$`));
  const heading = await page.getByRole('heading', { level: 1 }).textContent();
  await waitUntilSaved(page, SWIM.to);
  await goOffline(context, page);
  await page.reload();
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(heading!);
  await expect(offlineNotice(page)).toBeVisible();
});

test('a page never opened on this device shows the offline page, which leads back to saved pages', async ({ page, context }) => {
  await visitAndSave(page, '/');
  await goOffline(context, page);
  await page.goto('/stockists/');
  await expect(page.getByRole('heading', { level: 1, name: 'You’re offline' })).toBeVisible();
  await expect(page.getByRole('button', { name: 'Try again' })).toBeVisible();
  await page.getByRole('link', { name: 'Go to the home page' }).click();
  await expect(page).toHaveURL(/:\d+\/$/);
  await expect(offlineNotice(page)).toBeVisible();
});

test('the offline page opens the page the shopper asked for once the connection is back', async ({ page, context }) => {
  await visitAndSave(page, '/');
  await goOffline(context, page);
  await page.goto('/stockists/');
  await expect(page.getByRole('heading', { level: 1, name: 'You’re offline' })).toBeVisible();
  await context.setOffline(false);
  await expect(page.getByRole('heading', { level: 1, name: 'Stockists' })).toBeVisible();
  await expect(page).toHaveURL(/\/stockists\/$/);
});

// The offline page reloads itself when the connection comes back. A phone that reconnects just as the
// shopper taps "Go to the home page" (or Chromium flickering to online while a navigation starts) must
// not turn that tap into a reload of the page they left.
test('the connection coming back while the shopper heads home still takes them home', async ({ page, context }) => {
  await visitAndSave(page, '/');
  await goOffline(context, page);
  await page.goto('/stockists/');
  await expect(page.getByRole('heading', { level: 1, name: 'You’re offline' })).toBeVisible();
  // In one task, so the navigation has started and cannot have finished: the tap, then the browser
  // reporting the connection back (onLine true, then the `online` event).
  await page.evaluate(() => {
    [...document.querySelectorAll('a')].find((link) => link.textContent === 'Go to the home page')!.click();
    Object.defineProperty(navigator, 'onLine', { configurable: true, get: () => true });
    window.dispatchEvent(new Event('online'));
  });
  await expect(page).toHaveURL(/:\d+\/$/);
  await expect(page.getByRole('heading', { level: 1, name: 'You’re offline' })).toHaveCount(0);
  await expect(offlineNotice(page)).toBeVisible();
});

for (const [name, path] of [
  ['cart', ROUTES.cart],
  ['account', ROUTES.account],
] as const) {
  test(`the ${name} page shows the offline notice instead of breaking`, async ({ page, context }) => {
    const crashes: string[] = [];
    page.on('pageerror', (error) => crashes.push(error.message));
    await visitAndSave(page, path);
    const heading = await page.getByRole('heading', { level: 1 }).textContent();
    const storedCart = () => page.evaluate((key) => localStorage.getItem(key), STORAGE_KEYS.cartId);
    const cartId = await storedCart();
    await goOffline(context, page);
    await page.reload();
    await expect(offlineNotice(page)).toBeVisible();
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(heading!);
    await page.waitForTimeout(1000);
    expect(crashes).toEqual([]);
    // A failed network call never wipes the cart (project rule): the same cart is there once online.
    expect(await storedCart()).toBe(cartId);
  });
}

test('Storefront API answers and the shop service are never stored', async ({ page }) => {
  const storefrontCalls: string[] = [];
  page.on('request', (request) => {
    if (new URL(request.url()).pathname.startsWith('/api/')) storefrontCalls.push(request.url());
  });
  await visitAndSave(page, '/');
  await page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: SWIM.label }).click();
  await waitUntilSaved(page, SWIM.to);
  await page.goto(ROUTES.wishlist);
  await hydrated(page);
  await page.waitForLoadState('networkidle');

  const cached = await cachedUrls(page);
  expect(cached.length).toBeGreaterThan(0);
  expect(storefrontCalls.length).toBeGreaterThan(0);
  for (const url of cached) {
    const { pathname } = new URL(url);
    expect(pathname.startsWith('/api/'), url).toBe(false);
    for (const prefix of OFFLINE_NEVER_CACHE_PREFIXES) expect(pathname.startsWith(prefix), url).toBe(false);
  }
});

test('on an address that is neither HTTPS nor localhost no worker is registered, with the spec’s message', async ({
  page,
  baseURL,
}) => {
  const errors: string[] = [];
  page.on('console', (message) => {
    if (message.type() === 'error') errors.push(message.text());
  });
  await page.goto(baseURL!.replace('localhost', '127.0.0.1'));
  await hydrated(page);
  await expect
    .poll(() => errors)
    .toContain('Service workers can only be used over HTTPS, or on localhost for development');
  expect(await page.evaluate(async () => (await navigator.serviceWorker.getRegistrations()).length)).toBe(0);
});
