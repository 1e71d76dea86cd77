import { test as base, expect, type ConsoleMessage, type Page } from '@playwright/test';
import { SCRIPT_LIST_ID } from '../../plugins/gatsby-plugin-bb-paint-first/src/paintFirst';

/**
 * Resolves once React has hydrated the page (Gatsby marks it). A page without Gatsby's start-up
 * scripts (the offline page, a browser error page) resolves at once.
 */
export async function hydrated(page: Page): Promise<void> {
  await page.waitForFunction(
    (listId) => !document.getElementById(listId) || performance.getEntriesByName('onInitialClientRender').length > 0,
    SCRIPT_LIST_ID,
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

export async function storefrontQuery<T>(query: string, variables: Record<string, unknown> = {}): Promise<T> {
  const response = await fetch(`${STOREFRONT}/api/2025-07/graphql.json`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json', 'X-Shopify-Storefront-Access-Token': 'local-storefront-token' },
    body: JSON.stringify({ query, variables }),
  });
  const body = (await response.json()) as { data: T };
  return body.data;
}
