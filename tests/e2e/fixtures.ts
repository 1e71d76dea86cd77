import { test as base, expect, type ConsoleMessage, type Page } from '@playwright/test';
import { SCRIPT_LIST_ID } from '../../plugins/gatsby-plugin-bb-paint-first/src/paintFirst';
import { HYDRATION_MARKS } from '../../src/browser/hydrationTurns';
import { parseEnv } from '../../src/config/env';
import { storefrontApiPath } from '../../src/lib/apiVersion';

/**
 * Resolves once the page has hydrated: Gatsby marks its first render, and a page hydrated in parts
 * (HydrationSlice) marks when the last part had its turn. A page without Gatsby's start-up scripts
 * (the offline page, a browser error page) resolves at once.
 */
export async function hydrated(page: Page): Promise<void> {
  await page.waitForFunction(
    ({ listId, marks }) =>
      !document.getElementById(listId) ||
      (performance.getEntriesByName('onInitialClientRender').length > 0 &&
        (performance.getEntriesByName(marks.begin).length === 0 || performance.getEntriesByName(marks.end).length > 0)),
    { listId: SCRIPT_LIST_ID, marks: HYDRATION_MARKS },
  );
}

const LOADING_METHODS = ['goto', 'reload', 'goBack', 'goForward'] as const;

/**
 * Pages request their scripts after the first paint, often after the load event that Playwright
 * waits for; a shopper's first tap comes later than a test's. So a test's page loads end once the
 * page has hydrated, unless the test sets `waitForHydration: false` (it inspects the static HTML).
 */
function loadsUntilHydrated(page: Page): void {
  for (const method of LOADING_METHODS) {
    const original = page[method].bind(page) as (...args: unknown[]) => Promise<unknown>;
    Object.assign(page, {
      [method]: async (...args: unknown[]) => {
        const response = await original(...args);
        await hydrated(page);
        return response;
      },
    });
  }
}

/** Every page of every test fails on a console error or an uncaught exception. */
export const test = base.extend<{ consoleErrors: string[]; waitForHydration: boolean }>({
  waitForHydration: [true, { option: true }],
  page: async ({ page, waitForHydration }, provide) => {
    if (waitForHydration) loadsUntilHydrated(page);
    await provide(page);
  },
  consoleErrors: [
    async ({ page }, use) => {
      const errors: string[] = [];
      page.on('console', (message: ConsoleMessage) => {
        if (message.type() === 'error') errors.push(message.text());
      });
      page.on('pageerror', (error) => errors.push(error.message));
      await use(errors);
    },
    { auto: true },
  ],
});

export { expect };

/** The local storefront's GraphQL endpoint, for arranging data (e.g. picking a product). */
export const STOREFRONT = process.env.E2E_STOREFRONT ?? 'http://localhost:8787';

/** The Storefront API version the site under test was built for (GATSBY_STOREFRONT_API_VERSION, else the spec's). */
export const API_VERSION = parseEnv({ GATSBY_STOREFRONT_API_VERSION: process.env.GATSBY_STOREFRONT_API_VERSION }).apiVersion;

/** Arranges data through the same API version the site uses, so a test never relies on another version's schema. */
export async function storefrontQuery<T>(query: string, variables: Record<string, unknown> = {}): Promise<T> {
  const response = await fetch(`${STOREFRONT}${storefrontApiPath(API_VERSION)}`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json', 'X-Shopify-Storefront-Access-Token': 'local-storefront-token' },
    body: JSON.stringify({ query, variables }),
  });
  const body = (await response.json()) as { data: T };
  return body.data;
}

export interface SizeInStock {
  handle: string;
  title: string;
  size: string;
  variantId: string;
  price: number;
  /** Units left, when the store tracks them. */
  left: number | null;
}

/**
 * Sizes a shopper can buy, one per product, in title order (`reverse` from the other end, so specs can
 * keep out of each other's products): of products with several sizes outside the Glamz promo (so no
 * gift line joins the cart), the first size in stock with a price — and, when asked, with between
 * `minLeft` and `maxLeft` units left.
 */
export async function sizesInStock(count: number, options: { minLeft?: number; maxLeft?: number; reverse?: boolean } = {}): Promise<SizeInStock[]> {
  const data = await storefrontQuery<{
    products: {
      nodes: {
        handle: string;
        title: string;
        promo: { value: string } | null;
        variants: { nodes: { id: string; title: string; availableForSale: boolean; quantityAvailable: number | null; price: { amount: string } }[] };
      }[];
    };
  }>(
    `query Pick($reverse: Boolean) {
      products(first: 250, sortKey: TITLE, reverse: $reverse) {
        nodes {
          handle
          title
          promo: metafield(namespace: "custom", key: "promo") { value }
          variants(first: 10) { nodes { id title availableForSale quantityAvailable price { amount } } }
        }
      }
    }`,
    { reverse: options.reverse ?? false },
  );
  const { minLeft, maxLeft } = options;
  const leftFits = (left: number | null) => (minLeft === undefined || (left ?? 0) >= minLeft) && (maxLeft === undefined || (left ?? 0) <= maxLeft);
  const picked: SizeInStock[] = [];
  for (const product of data.products.nodes) {
    if (product.promo?.value || product.variants.nodes.length < 2) continue;
    const variant = product.variants.nodes.find((v) => v.availableForSale && Number(v.price.amount) > 0 && leftFits(v.quantityAvailable));
    if (!variant) continue;
    picked.push({
      handle: product.handle,
      title: product.title,
      size: variant.title,
      variantId: variant.id,
      price: Number(variant.price.amount),
      left: variant.quantityAvailable,
    });
    if (picked.length === count) return picked;
  }
  throw new Error(`The local catalogue has fewer than ${count} products with a size in stock${minLeft !== undefined || maxLeft !== undefined ? ` (${minLeft ?? 0}–${maxLeft ?? '∞'} left)` : ''}`);
}

/** One size in stock (see sizesInStock). */
export const sizeInStock = async (options: Parameters<typeof sizesInStock>[1] = {}): Promise<SizeInStock> => (await sizesInStock(1, options))[0]!;

/** A size with between `min` and `max` left (see sizesInStock). */
export async function sizeWithStockLeft(min: number, max: number): Promise<SizeInStock & { left: number }> {
  const size = await sizeInStock({ minLeft: min, maxLeft: max });
  return { ...size, left: size.left ?? 0 };
}

/** Chooses a size on the product page by its label, as a shopper taps it. */
export async function chooseSize(page: Page, size: string): Promise<void> {
  await page.locator('label', { hasText: new RegExp(`^${size}$`) }).first().click();
  await expect(page.getByRole('radio', { name: new RegExp(`^${size}$`) }).first()).toBeChecked();
}
