/**
 * Accessibility budget (issue 10): no serious or critical axe-core violation on the key pages of the
 * shop, nor with its dialogs open (cart drawer, country selector, sign-in). Each page is scanned at
 * phone width after hydration and runtime data (prices, cart) have loaded.
 */
import AxeBuilder from '@axe-core/playwright';
import type { Page } from '@playwright/test';
import { ROUTES } from '../../src/config/site';
import { expect, storefrontQuery, test } from './fixtures';

test.use({ viewport: { width: 390, height: 844 }, serviceWorkers: 'block' });

const BLOCKING = new Set(['serious', 'critical']);

async function blockingViolations(page: Page): Promise<string[]> {
  const results = await new AxeBuilder({ page }).analyze();
  return results.violations
    .filter((violation) => BLOCKING.has(violation.impact ?? ''))
    .map(
      (violation) =>
        `${violation.impact} ${violation.id}: ${violation.help} — ${violation.nodes
          .slice(0, 3)
          .map((node) => node.target.join(' '))
          .join(' | ')}`,
    );
}

async function ready(page: Page, path: string): Promise<void> {
  await page.goto(path);
  await page.waitForFunction(() => performance.getEntriesByName('onInitialClientRender').length > 0);
  await page.waitForLoadState('networkidle');
}

async function firstProductHandle(): Promise<string> {
  const data = await storefrontQuery<{ products: { nodes: { handle: string }[] } }>(
    '{ products(first: 1, sortKey: BEST_SELLING) { nodes { handle } } }',
  );
  const handle = data.products.nodes[0]?.handle;
  if (!handle) throw new Error('the storefront has no products');
  return handle;
}

const KEY_PAGES: { name: string; path: string | (() => Promise<string>) }[] = [
  { name: 'home', path: ROUTES.home },
  { name: 'collection', path: '/collections/all/' },
  { name: 'product', path: async () => `/products/${await firstProductHandle()}/` },
  { name: 'cart', path: ROUTES.cart },
  { name: 'search', path: `${ROUTES.search}?q=bikini` },
  { name: 'wishlist', path: ROUTES.wishlist },
  { name: 'lookbooks', path: ROUTES.lookbooks },
  { name: 'blog', path: ROUTES.blog },
  { name: 'about us', path: '/about-us/' },
  { name: 'contact form', path: '/contact-us/' },
  { name: 'beach club', path: ROUTES.club },
  { name: 'account', path: ROUTES.account },
  { name: 'dress-up game', path: ROUTES.game },
  { name: 'not found', path: '/404/' },
];

for (const key of KEY_PAGES) {
  test(`the ${key.name} page has no serious or critical accessibility violations`, async ({ page }) => {
    await ready(page, typeof key.path === 'string' ? key.path : await key.path());
    expect(await blockingViolations(page)).toEqual([]);
  });
}

test('the open cart drawer has no serious or critical accessibility violations', async ({ page }) => {
  await ready(page, ROUTES.home);
  await page.getByRole('button', { name: /^Cart, \d+ items?$/ }).click();
  await expect(page.getByRole('dialog', { name: 'Cart' })).toBeVisible();
  expect(await blockingViolations(page)).toEqual([]);
});

test('the open country selector has no serious or critical accessibility violations', async ({ page }) => {
  await ready(page, ROUTES.home);
  await page.getByRole('button', { name: /Change country/ }).click();
  await expect(page.getByRole('dialog', { name: 'Choose your country' })).toBeVisible();
  expect(await blockingViolations(page)).toEqual([]);
});

test('the open sign-in dialog has no serious or critical accessibility violations', async ({ page }) => {
  await ready(page, ROUTES.home);
  const banner = page.getByRole('banner');
  await banner.getByRole('button', { name: 'Account: sign in or register' }).click();
  await banner.getByRole('button', { name: 'Sign in', exact: true }).click();
  await expect(page.getByRole('dialog', { name: /sign in/i })).toBeVisible();
  expect(await blockingViolations(page)).toEqual([]);
});
