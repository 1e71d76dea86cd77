/**
 * The browser speaks the Storefront API version the site was built for (GATSBY_STOREFRONT_API_VERSION,
 * the spec's 2025-07 by default; CI builds 2026-04 too). Shopify names the version in the path and
 * answers with the version it actually used in `X-Shopify-API-Version`; a version it no longer serves
 * falls forward to the oldest it does (https://shopify.dev/docs/api/usage/versioning), so the header
 * equal to the path proves no request was answered by another version's schema.
 */
import { variantInStock } from './accounts';
import { API_VERSION, chooseSize, expect, sizeInStock, test } from './fixtures';
import { issueGiftCard, storedCartWith } from './giftCards';

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

/**
 * From 2025-10 a new gift card is added with cartGiftCardCodesAdd, keeping the cards already applied
 * (https://shopify.dev/docs/api/storefront/latest/mutations/cartGiftCardCodesAdd); 2025-07 has only
 * cartGiftCardCodesUpdate, which replaces them, so a card whose code the page no longer knows (applied
 * before a reload) comes off, and the shopper is told to enter it again.
 */
test('a gift card applied before a reload and one applied after: both pay where the version can add', async ({ page }) => {
  const addsCodes = API_VERSION === 'unstable' || API_VERSION >= '2025-10';
  await storedCartWith(page, [{ merchandiseId: await variantInStock(), quantity: 2 }]);
  const [first, second] = [await issueGiftCard('5.00'), await issueGiftCard('7.00')];
  const apply = async (code: string) => {
    await page.getByRole('textbox', { name: 'Gift card' }).fill(code);
    await page.getByRole('button', { name: 'Apply gift card' }).click();
    await expect(page.getByTestId('gift-card-message')).toContainText(`•••• ${code.slice(-4)} applied`);
  };
  await page.goto('/my-cart/');
  await apply(first);
  await page.reload();
  await expect(page.getByRole('list', { name: 'Gift cards' })).toContainText(`•••• ${first.slice(-4)}`);
  await apply(second);
  const cards = page.getByRole('list', { name: 'Gift cards' }).getByRole('listitem');
  if (addsCodes) {
    await expect(cards).toHaveCount(2);
    await expect(cards.nth(0)).toContainText(`•••• ${first.slice(-4)}`);
    await expect(cards.nth(1)).toContainText(`•••• ${second.slice(-4)}`);
  } else {
    await expect(page.getByTestId('gift-card-message')).toContainText(`Gift card •••• ${first.slice(-4)} came off: enter its code again`);
    await expect(cards).toHaveCount(1);
  }
});
