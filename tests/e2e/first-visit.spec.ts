/**
 * What a first visit costs the shopper, in Chromium against the production build: saving the page
 * for offline use copies what the browser already has (never the same image again in another
 * format), and a shopper who never touches the cart sends no cart request and loads none of its code.
 */
import type { Request } from '@playwright/test';
import { chooseSize, expect, sizeInStock, test } from './fixtures';

test.use({ serviceWorkers: 'allow' });

const isImage = (contentType: string | undefined) => (contentType ?? '').startsWith('image/');

test('saving the home page for offline fetches no image in another format than the page shows', async ({ page, context }) => {
  const pageImages = new Map<string, string>();
  const workerImages: { url: string; type: string }[] = [];
  context.on('requestfinished', (request) => {
    void request.response().then((response) => {
      const type = response?.headers()['content-type'];
      if (!response || !isImage(type) || response.fromServiceWorker()) return;
      if (request.serviceWorker()) workerImages.push({ url: request.url(), type: type! });
      else pageImages.set(request.url(), type!);
    });
  });
  await page.goto('/');
  await page.waitForFunction(() => navigator.serviceWorker.controller !== null, undefined, { timeout: 20_000 });
  const shown = await page.evaluate(() => [...document.images].filter((img) => img.complete && img.currentSrc.includes('/cdn/')).map((img) => img.currentSrc));
  expect(shown.length).toBeGreaterThan(0);
  // The images the shopper sees are saved for offline use…
  await expect
    .poll(() => page.evaluate(async (urls) => (await Promise.all(urls.map((url) => caches.match(url)))).filter(Boolean).length, shown), { timeout: 20_000 })
    .toBe(shown.length);
  // …as the same files the page got: never another format (the image server negotiates on Accept).
  const copies = workerImages.filter((image) => pageImages.has(image.url));
  expect(copies.length).toBeGreaterThan(0);
  expect(copies.filter((image) => image.type !== pageImages.get(image.url))).toEqual([]);
});

const cartOperation = (request: Request): string | null => {
  if (request.method() !== 'POST' || !/\/api\/[^/]+\/graphql\.json$/.test(new URL(request.url()).pathname)) return null;
  const name = /\b(?:query|mutation)\s+(\w+)/.exec((request.postDataJSON() as { query?: string } | null)?.query ?? '')?.[1] ?? '';
  return /^Cart/.test(name) ? name : null;
};

test('a first visit sends no cart request until the shopper adds; the first add creates the cart and opens the drawer', async ({ page }) => {
  const product = await sizeInStock({ reverse: true });
  const operations: string[] = [];
  page.on('request', (request) => {
    const name = cartOperation(request);
    if (name) operations.push(name);
  });
  await page.goto(`/products/${product.handle}/`);
  await page.waitForLoadState('networkidle');
  expect(operations).toEqual([]);
  await expect(page.getByRole('button', { name: 'Cart, 0 items' })).toBeVisible();

  await chooseSize(page, product.size);
  await page.getByRole('button', { name: 'Add to cart' }).click();
  const drawer = page.getByRole('dialog', { name: 'Cart' });
  await expect(drawer.getByRole('listitem', { name: product.title })).toBeVisible();
  expect(operations[0]).toBe('CartCreate');
  // The stored cart is read again on the next load, and its count shown.
  await page.reload();
  await expect(page.getByRole('button', { name: 'Cart, 1 item' })).toBeVisible();
});
