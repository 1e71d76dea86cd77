/**
 * Parts that looked unfinished to a shopper: collection tiles and journal posts with pictures of their
 * own, "Page 2 of N", addresses with capitals and old addresses that land on a real page, and no
 * "Default Title" at checkout.
 */
import { readFileSync } from 'node:fs';
import path from 'node:path';
import type { Locator, Page } from '@playwright/test';
import { expect, storefrontQuery, test } from './fixtures';

/** Every image in `scope` has loaded, has width/height attributes and a source of its own. */
async function distinctLoadedImages(scope: Locator, count: number): Promise<void> {
  const images = scope.locator('img');
  await expect(images).toHaveCount(count);
  const sources: string[] = [];
  for (const image of await images.all()) {
    await image.scrollIntoViewIfNeeded();
    await expect.poll(() => image.evaluate((el: HTMLImageElement) => el.complete && el.naturalWidth > 0)).toBe(true);
    expect(Number(await image.getAttribute('width'))).toBeGreaterThan(0);
    expect(Number(await image.getAttribute('height'))).toBeGreaterThan(0);
    sources.push(await image.evaluate((el: HTMLImageElement) => new URL(el.currentSrc).pathname));
  }
  expect(new Set(sources).size).toBe(count);
}

test('each "Shop by collection" tile shows its collection’s own picture', async ({ page }) => {
  await page.goto('/');
  const tiles = page.getByRole('region', { name: 'Shop by collection' }).getByRole('list');
  await expect(tiles.getByRole('link')).toHaveCount(6);
  await distinctLoadedImages(tiles, 6);
  await expect(tiles.getByRole('link', { name: 'CASA DEL MAR' })).toHaveAttribute('href', '/collections/the-casa-del-mar-collection/');
});

test('each journal post has a picture of its own, on the journal and above the post', async ({ page }) => {
  await page.goto('/blog/');
  const posts = page.getByRole('list', { name: 'Posts' });
  const count = await posts.getByRole('listitem').count();
  expect(count).toBeGreaterThanOrEqual(4);
  await distinctLoadedImages(posts, count);

  await posts.getByRole('link').first().click();
  const picture = page.getByRole('article').getByRole('figure').getByRole('img');
  await expect(picture).toHaveAccessibleName(/\w+ \w+/);
  await expect.poll(() => picture.evaluate((el: HTMLImageElement) => el.complete && el.naturalWidth > 0)).toBe(true);
});

test('pagination says which page of how many', async ({ page }) => {
  await page.goto('/collections/all/');
  const status = page.getByRole('status').filter({ hasText: /^\d+ products$/ });
  const total = Number((await status.innerText()).split(' ')[0]);
  const pages = Math.ceil(total / 24);
  expect(pages).toBeGreaterThan(2);
  const pagination = page.getByRole('navigation', { name: 'Pagination' });
  await expect(pagination).toContainText(`Page 1 of ${pages}`);
  await pagination.getByRole('link', { name: 'Next page →' }).click();
  await expect(page).toHaveURL(/page=2/);
  await expect(pagination).toContainText(`Page 2 of ${pages}`);
});

/** The page shown is a real page (not the 404 page a browser-side redirect starts from). */
async function expectRealPage(page: Page, heading: string | RegExp): Promise<void> {
  await expect(page.getByRole('heading', { level: 1, name: heading })).toBeVisible();
  await expect(page.getByRole('heading', { name: /not found/i })).toHaveCount(0);
}

test('an address with capitals answers 301 to its lower-case page, keeping the query', async ({ page }) => {
  const response = await page.goto('/Collections/All/?sort=price-asc');
  expect(response?.request().redirectedFrom()?.url()).toMatch(/\/Collections\/All\/\?sort=price-asc$/);
  expect(await response?.request().redirectedFrom()?.response().then((r) => r?.status())).toBe(301);
  await expect(page).toHaveURL(/\/collections\/all\/\?sort=price-asc$/);
  await expectRealPage(page, /./);
  await expect(page.getByRole('combobox', { name: /sort/i })).toHaveValue('price-asc');
});

test('old addresses (/cart/ and the merchant’s URL redirects) are redirected by the server to a page that shows', async ({ page }) => {
  const cart = await page.goto('/cart/?ref=mail');
  expect(await cart?.request().redirectedFrom()?.response().then((r) => r?.status())).toBe(301);
  await expect(page).toHaveURL(/\/my-cart\/\?ref=mail$/);
  await expectRealPage(page, 'Your cart');

  const redirects = JSON.parse(readFileSync(path.join(__dirname, '../../content/url-redirects.json'), 'utf8')) as { path: string; target: string }[];
  const sizeGuide = redirects.find((r) => r.path === '/pages/size-guide');
  expect(sizeGuide).toBeDefined();
  const answer = await page.goto(sizeGuide!.path);
  expect(await answer?.request().redirectedFrom()?.response().then((r) => r?.status())).toBe(301);
  await expect(page).toHaveURL(new RegExp(`${sizeGuide!.target}$`));
  await expectRealPage(page, /size guide/i);
});

test('the checkout shows no "Default Title" under a product without options', async ({ page }) => {
  const data = await storefrontQuery<{
    products: { nodes: { handle: string; variants: { nodes: { title: string; availableForSale: boolean }[] } }[] };
  }>(`{ products(first: 30, sortKey: TITLE) { nodes { handle variants(first: 10) { nodes { title availableForSale } } } } }`);
  const product = data.products.nodes.find((p) => p.variants.nodes.length > 1 && p.variants.nodes.some((v) => v.availableForSale));
  const size = product!.variants.nodes.find((v) => v.availableForSale)!.title;
  await page.goto(`/products/${product!.handle}/`);
  await page.getByRole('radio', { name: new RegExp(`^${size}\\b`) }).first().check({ force: true });
  await page.getByRole('button', { name: 'Add to cart' }).click();
  const drawer = page.getByRole('dialog', { name: 'Cart' });
  // Shipping protection is added with the first item: a product whose only variant is "Default Title".
  await expect(drawer.getByRole('listitem', { name: 'Shipping Protection' })).toBeVisible();
  await drawer.getByRole('link', { name: 'Checkout' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Checkout' })).toBeVisible();
  const summary = page.locator('aside');
  await expect(summary.getByText('Shipping Protection')).toBeVisible();
  await expect(summary.getByText(`${size} · Qty 1`)).toBeVisible();
  await expect(summary).not.toContainText('Default Title');
});
