/**
 * The browser speaks the Storefront API version the site was built for (GATSBY_STOREFRONT_API_VERSION,
 * the spec's 2025-07 by default; CI builds 2026-04 too). Shopify names the version in the path and
 * answers with the version it actually used in `X-Shopify-API-Version`; a version it no longer serves
 * falls forward to the oldest it does (https://shopify.dev/docs/api/usage/versioning), so the header
 * equal to the path proves no request was answered by another version's schema.
 */
import { API_VERSION, chooseSize, expect, sizeInStock, test } from './fixtures';

test('every Storefront request of a cart add names the configured version and is answered by it', async ({ page }) => {
  const answered: { path: string; header: string | undefined }[] = [];
  page.on('response', (response) => {
    const url = new URL(response.url());
    // POSTs only: a CORS preflight is answered before any version is chosen. The Storefront API is asked on
    // the site's own origin (forwarded to the store) or, on plain static hosting, on the store's.
    if (response.request().method() === 'POST' && /^\/api\/[^/]+\/graphql\.json$/.test(url.pathname)) {
      answered.push({ path: url.pathname, header: response.headers()['x-shopify-api-version'] });
    }
  });

  const product = await sizeInStock();
  await page.goto(`/products/${product.handle}/`);
  await chooseSize(page, product.size);
  await page.getByRole('button', { name: 'Add to cart' }).click();
  await expect(page.getByRole('dialog', { name: 'Cart' }).getByRole('listitem', { name: product.title })).toBeVisible();

  expect(answered.length).toBeGreaterThan(0);
  expect(new Set(answered.map((a) => a.path))).toEqual(new Set([`/api/${API_VERSION}/graphql.json`]));
  expect(answered.every((a) => a.header === API_VERSION)).toBe(true);
});
