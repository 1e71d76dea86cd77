/**
 * The buyer of a new cart: a shopper whose session is stored gets a cart for their account (the cart
 * reads the session's own token, one schema and one expiry rule); an expired or unreadable stored
 * token attaches no one. The customer access token in the cart's buyer identity is what associates
 * the cart with the customer:
 * https://shopify.dev/docs/api/storefront/2025-07/input-objects/CartBuyerIdentityInput (customerAccessToken)
 */
import type { Page } from '@playwright/test';
import { chooseSize, expect, sizeInStock, storefrontQuery, test } from './fixtures';
import { newCustomer } from './accounts';

const TOKEN_KEY = 'bb_customer_access_token';

/** The shopper's first add, from a product page: the cart is created with it. */
async function addFromProductPage(page: Page): Promise<string> {
  const product = await sizeInStock();
  await page.goto(`/products/${product.handle}/`);
  await chooseSize(page, product.size);
  await page.getByRole('button', { name: 'Add to cart' }).click();
  await expect(page.getByRole('dialog', { name: 'Cart' }).getByRole('listitem', { name: product.title })).toBeVisible();
  const id = await page.evaluate(() => localStorage.getItem('headless_channel_cart_id'));
  if (!id) throw new Error('No cart was stored');
  return id;
}

/** The customer the shop holds the cart for. */
async function cartCustomer(id: string): Promise<{ email: string } | null> {
  const data = await storefrontQuery<{ cart: { buyerIdentity: { customer: { email: string } | null } } }>(
    'query Buyer($id: ID!) { cart(id: $id) { buyerIdentity { customer { email } } } }',
    { id },
  );
  return data.cart.buyerIdentity.customer;
}

/** The stored session, written before the site's code runs on the next page. */
const storeSession = (page: Page, value: string) =>
  page.addInitScript(([key, stored]) => {
    if (!sessionStorage.getItem('stored-once')) localStorage.setItem(key as string, stored as string);
    sessionStorage.setItem('stored-once', '1');
  }, [TOKEN_KEY, value]);

test('a signed-in shopper’s first add makes the cart theirs', async ({ page }) => {
  const customer = await newCustomer('cart-buyer');
  await storeSession(page, JSON.stringify({ accessToken: customer.accessToken, expiresAt: customer.expiresAt }));
  const id = await addFromProductPage(page);
  expect(await cartCustomer(id)).toEqual({ email: customer.email });
});

const notUsable = {
  expired: (token: string) => JSON.stringify({ accessToken: token, expiresAt: new Date(Date.now() - 60_000).toISOString() }),
  unreadable: (token: string) => JSON.stringify({ accessToken: token }),
};
for (const [kind, stored] of Object.entries(notUsable)) {
  test(`an ${kind} stored session attaches no one to the cart, and is gone`, async ({ page }) => {
    const customer = await newCustomer(`cart-${kind}`);
    await storeSession(page, stored(customer.accessToken));
    const id = await addFromProductPage(page);
    expect(await cartCustomer(id)).toBeNull();
    // Signed out quietly, as the session does with such a token.
    expect(await page.evaluate((key) => localStorage.getItem(key), TOKEN_KEY)).toBeNull();
  });
}
