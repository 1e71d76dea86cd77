/**
 * The shopping journey of issue 5 in Chromium against the built site and the local storefront:
 * home → collection → filter by colour → product → country Great Britain → prices in pounds.
 */
import type { Page } from '@playwright/test';
import { COLLECTION_PAGE_SIZE } from '../../src/config/listings';
import { COUNTRY_CURRENCIES } from '../../src/lib/countryTable.generated';
import { CURRENCY_PREFIXES } from '../../src/lib/currencyPrefixes.generated';
import { expect, hydrated, storefrontQuery, test } from './fixtures';

/** The first page of the swim collection filtered by red, as the Storefront API orders it. */
async function redSwimHandles(): Promise<string[]> {
  const data = await storefrontQuery<{ collection: { products: { nodes: Array<{ handle: string }> } } }>(
    `query { collection(handle: "all") { products(first: ${COLLECTION_PAGE_SIZE}, filters: [{ productMetafield: { namespace: "custom", key: "colour", value: "filter_red" } }]) { nodes { handle } } } }`,
  );
  return data.collection.products.nodes.map((n) => n.handle);
}

const productLinks = (page: Page) =>
  page.getByRole('list', { name: 'Swim products' }).getByRole('link').evaluateAll((links) => links.map((a) => new URL((a as HTMLAnchorElement).href).pathname));

test('a shopper filters a collection by colour, opens a product and sees prices in pounds after choosing Great Britain', async ({ page, consoleErrors }) => {
  await page.goto('/');
  await hydrated(page);
  await page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Swim' }).click();
  await expect(page).toHaveURL(/\/collections\/all\/$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Swim' })).toBeVisible();
  const unfiltered = await productLinks(page);
  expect(unfiltered).toHaveLength(COLLECTION_PAGE_SIZE);

  // The colour filter goes into the URL and the listing comes from the Storefront API.
  await page.getByRole('complementary', { name: 'Filters' }).getByText('Red', { exact: true }).click();
  await expect(page).toHaveURL(/\/collections\/all\/\?colour=red$/);
  await expect(page.getByRole('button', { name: 'Remove filter: Red' })).toBeVisible();
  const red = await redSwimHandles();
  await expect.poll(() => productLinks(page)).toEqual(red.map((handle) => `/products/${handle}/`));

  // The back button restores the unfiltered listing; forward brings the filter back.
  await page.goBack();
  await expect(page).toHaveURL(/\/collections\/all\/$/);
  await expect.poll(() => productLinks(page)).toEqual(unfiltered);
  await page.goForward();
  await expect.poll(() => productLinks(page)).toEqual(red.map((handle) => `/products/${handle}/`));

  // A shared link opens the same filtered listing.
  await page.goto('/collections/all/?colour=red');
  await expect.poll(() => productLinks(page)).toEqual(red.map((handle) => `/products/${handle}/`));

  await page.getByRole('list', { name: 'Swim products' }).getByRole('link').first().click();
  await expect(page).toHaveURL(new RegExp(`/products/${red[0]}/`));
  const info = page.getByRole('main');
  await expect(info.getByRole('heading', { level: 1 })).toBeVisible();
  const priceBox = info.locator('p', { hasText: /^(Sale price)?\$\d/ }).first();
  await expect(priceBox).toBeVisible();

  await page.getByRole('button', { name: /Change country/ }).click();
  const dialog = page.getByRole('dialog', { name: 'Choose your country' });
  await Promise.all([page.waitForEvent('load'), dialog.getByRole('button', { name: /United Kingdom/ }).click()]);
  await hydrated(page);
  await expect(page.getByRole('button', { name: /Country: GB · GBP/ })).toBeVisible();
  await expect(info.locator('p', { hasText: /^(Sale price)?£\d/ }).first()).toBeVisible();
  await expect(info.getByText(/\$\d/)).toHaveCount(0);

  // Other pages come up in pounds too, for this shopper.
  await page.goto('/collections/all/');
  await hydrated(page);
  await expect(page.getByRole('list', { name: 'Swim products' }).getByText(/£\d/).first()).toBeVisible();
  expect(consoleErrors.filter((e) => !/service worker/i.test(e))).toEqual([]);
});

test('search finds products by print and pages through the results', async ({ page }) => {
  await page.goto('/');
  await hydrated(page);
  await page.getByRole('button', { name: 'Search' }).click();
  const box = page.getByRole('combobox', { name: 'Search products' });
  await box.fill('coral reef');
  await expect(page.getByRole('listbox', { name: 'Search suggestions' }).getByRole('option').first()).toBeVisible();
  await box.press('Enter');
  await expect(page).toHaveURL(/\/search\/\?q=coral\+reef$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Search results for “coral reef”' })).toBeVisible();
  await expect(page.getByRole('status').filter({ hasText: /\d+ results?/ })).toBeVisible();
  const results = page.getByRole('list', { name: 'Search results' }).getByRole('link');
  await expect(results.first()).toHaveAccessibleName(/Coral Reef/);
  const firstPage = await results.allTextContents();

  await page.getByRole('link', { name: 'Next page →' }).click();
  await expect(page).toHaveURL(/\/search\/\?q=coral\+reef&page=2&after=/);
  await expect(page.getByRole('navigation', { name: 'Pagination' })).toContainText('Page 2');
  await expect.poll(() => results.allTextContents()).not.toEqual(firstPage);
  await page.getByRole('link', { name: '← Previous page' }).click();
  await expect(page).toHaveURL(/\/search\/\?q=coral\+reef$/);
  await expect.poll(() => results.allTextContents()).toEqual(firstPage);
});

test('the product page keeps the chosen size in the URL and describes itself to search engines', async ({ page }) => {
  await page.goto('/products/marina-top-coral-reef/');
  await hydrated(page);
  await page.getByText('M', { exact: true }).click();
  await expect(page).toHaveURL(/\?variant=\d+$/);
  await page.reload();
  await expect(page.getByRole('radio', { name: 'M' })).toBeChecked();
  const ld = await page.locator('script[type="application/ld+json"]').allTextContents();
  const product = ld.map((text) => JSON.parse(text) as Record<string, unknown>).flat().find((d) => d['@type'] === 'Product') as {
    offers: unknown[];
    aggregateRating?: unknown;
  };
  expect(product.offers.length).toBeGreaterThan(0);
  expect(product.aggregateRating).toBeTruthy();
  await expect(page.locator('link[rel="canonical"]')).toHaveAttribute('href', /\/products\/marina-top-coral-reef\/$/);
});

// Prices are written with prefixes generated from Node's CLDR data (src/lib/money.ts), the same text
// in every browser. Chromium's own ICU must agree for every currency the shop sells in, except a
// currency newer than its CLDR, for which it has no symbol yet and prints the code.
const NEWER_THAN_CHROMIUM_CLDR = new Set(['XCG']); // Caribbean guilder, introduced 2025

test("the browser's Intl agrees with the generated currency prefixes", async ({ page }) => {
  const shopCurrencies = [...new Set(COUNTRY_CURRENCIES.map(([, currency]) => currency))];
  await page.goto('/');
  const browserPrefixes = await page.evaluate((codes) => {
    const prefix = (code: string) => {
      const parts = new Intl.NumberFormat('en-US', { style: 'currency', currency: code, minimumFractionDigits: 2 }).formatToParts(1);
      return parts.slice(0, parts.findIndex((part) => part.type === 'integer')).map((part) => part.value).join('');
    };
    return Object.fromEntries(codes.map((code) => [code, prefix(code)]));
  }, shopCurrencies);
  const expected = Object.fromEntries(
    shopCurrencies.map((code) => [code, NEWER_THAN_CHROMIUM_CLDR.has(code) ? `${code}\u00a0` : (CURRENCY_PREFIXES[code] ?? `${code}\u00a0`)]),
  );
  expect(browserPrefixes).toEqual(expected);
});
