import { test as base, expect, type ConsoleMessage } from '@playwright/test';

/** Every page of every test fails on a console error or an uncaught exception. */
export const test = base.extend<{ consoleErrors: string[] }>({
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
