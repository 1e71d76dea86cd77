/**
 * What a cart exposes and keeps, against the running site and the local storefront: a cart id does not
 * reveal the customer's account, a sign-out leaves no contact on the device's cart, a shopper's declined
 * shipping protection holds in every tab, and the checkout refuses free gifts the cart has not earned.
 * Two tabs are two pages of one browser context.
 */
import type { Page } from '@playwright/test';
import { storefrontApiPath } from '../../src/lib/apiVersion';
import { API_VERSION, expect, hydrated, sizesInStock, storefrontQuery, STOREFRONT, test, type SizeInStock } from './fixtures';
import { BEACH_ADDRESS, fillAddress, fillContact } from './checkout';

const DEMO = { email: 'demo@bluebayswim.test', password: 'bluebay123' };
const GIFT_VARIANT = 'gid://shopify/ProductVariant/9000000001';
const AU_GIFT_VARIANT = 'gid://shopify/ProductVariant/9000000002';

const storedCartId = (page: Page) => page.evaluate(() => localStorage.getItem('headless_channel_cart_id'));

async function open(page: Page, path: string) {
  await page.goto(path);
  await hydrated(page);
}

/** Sizes from the end of the title order, away from the other specs' products. */
const products = (count: number) => sizesInStock(count, { minLeft: 10, reverse: true });

async function addOne(page: Page, product: SizeInStock) {
  await open(page, `/products/${product.handle}/`);
  const radio = page.getByRole('radio', { name: new RegExp(`^${product.size}\\b`) }).first();
  if (!(await radio.isChecked())) await radio.click({ force: true });
  await page.getByRole('button', { name: 'Add to cart' }).click();
  const drawer = page.getByRole('dialog', { name: 'Cart' });
  await expect(drawer.getByRole('listitem', { name: product.title })).toBeVisible();
  return drawer;
}

interface ServerIdentity {
  email: string | null;
  phone: string | null;
  customer: { email: string } | null;
}
async function serverIdentity(cartId: string | null): Promise<ServerIdentity | null> {
  if (!cartId) return null;
  const data = await storefrontQuery<{ cart: { buyerIdentity: ServerIdentity } | null }>(
    `query Identity($id: ID!) { cart(id: $id) { buyerIdentity { email phone customer { email } } } }`,
    { id: cartId },
  );
  return data.cart?.buyerIdentity ?? null;
}

test('a sign-out leaves neither the customer nor their e-mail on the device’s cart, and the checkout comes up blank', async ({ page }) => {
  const [product] = await products(1);
  await addOne(page, product!);
  const cartId = await storedCartId(page);
  await open(page, '/user-account/');
  const form = page.getByRole('form', { name: 'Sign in' });
  await form.getByLabel('E-mail', { exact: true }).fill(DEMO.email);
  await form.getByLabel('Password', { exact: true }).fill(DEMO.password);
  await form.getByRole('button', { name: 'Sign in', exact: true }).click();
  await expect(page.getByRole('button', { name: 'Account menu' })).toBeVisible();
  await expect.poll(async () => (await serverIdentity(cartId))?.email).toBe(DEMO.email);

  // The cart's id alone shows who the customer is, never their addresses or orders.
  const probe = await fetch(`${STOREFRONT}${storefrontApiPath(API_VERSION)}`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', 'x-shopify-storefront-access-token': 'local-storefront-token' },
    body: JSON.stringify({
      query: `query Probe($id: ID!) { cart(id: $id) { buyerIdentity { customer { email orders(first: 5) { nodes { statusUrl } } addresses(first: 5) { nodes { address1 } } } } } }`,
      variables: { id: cartId },
    }),
  });
  const answer = (await probe.json()) as { data?: unknown; errors?: Array<{ extensions?: { code?: string } }> };
  expect(JSON.stringify(answer.data)).not.toMatch(/statusUrl|address1|\/orders\//);
  expect(answer.errors?.[0]?.extensions?.code).toBe('ACCESS_DENIED');

  await page.getByRole('button', { name: 'Account menu' }).click();
  await page.getByRole('button', { name: 'Sign out' }).first().click();
  await expect(page.getByRole('button', { name: 'Account: sign in or register' })).toBeVisible();
  await expect.poll(() => serverIdentity(cartId)).toEqual({ email: null, phone: null, customer: null });

  // The next person at this device goes to the checkout: nothing of the customer is filled in.
  expect(await storedCartId(page)).toBe(cartId);
  const { cart } = await storefrontQuery<{ cart: { checkoutUrl: string } }>(`query Url($id: ID!) { cart(id: $id) { checkoutUrl } }`, { id: cartId });
  await page.goto(cart.checkoutUrl);
  await expect(page.getByLabel('E-mail', { exact: true })).toHaveValue('');
  await expect(page.getByLabel('Address', { exact: true })).toHaveValue('');
});

test('shipping protection declined in one tab (its answer lost) is not added back by an add in another', async ({ context, page }) => {
  const [first, second] = await products(2);
  const drawer = await addOne(page, first!);
  await expect(drawer.getByRole('listitem', { name: 'Shipping Protection' })).toBeVisible();
  const other = await context.newPage();
  await open(other, '/');

  // The answer to the removal is lost on the way back (the server did it): the tab re-reads the cart.
  let declines = 0;
  await page.route(
    (url) => url.pathname.endsWith('/graphql.json'),
    async (route) => {
      const body = route.request().postDataJSON() as { query?: string } | null;
      if (!/\bmutation\s+CartProtectionDecline\b/.test(body?.query ?? '')) return route.fallback();
      declines += 1;
      await route.fetch();
      return route.abort('connectionreset');
    },
  );
  await drawer.getByRole('button', { name: 'Remove Shipping Protection' }).click();
  await expect(drawer.getByRole('listitem', { name: 'Shipping Protection' })).toHaveCount(0);
  expect(declines).toBe(1);
  await page.unrouteAll({ behavior: 'ignoreErrors' });

  // The other tab (its own sessionStorage) adds another item: protection stays off.
  const otherDrawer = await addOne(other, second!);
  await expect(otherDrawer.getByRole('listitem')).toHaveCount(2);
  await expect(otherDrawer.getByRole('listitem', { name: 'Shipping Protection' })).toHaveCount(0);
  const lines = await storefrontQuery<{ cart: { lines: { nodes: Array<{ merchandise: { product: { title: string } } }> } } }>(
    `query Lines($id: ID!) { cart(id: $id) { lines(first: 20) { nodes { merchandise { ... on ProductVariant { product { title } } } } } } }`,
    { id: await storedCartId(other) },
  );
  expect(lines.cart.lines.nodes.map((n) => n.merchandise.product.title)).not.toContain('Shipping Protection');
  await other.close();
});

test('the checkout refuses free gifts the cart has not earned, in words, and charges nothing', async ({ page }) => {
  // A cart made straight on the Storefront API, as anyone holding the public token can.
  const { cartCreate } = await storefrontQuery<{ cartCreate: { cart: { checkoutUrl: string } } }>(
    `mutation Gifts($input: CartInput!) { cartCreate(input: $input) { cart { checkoutUrl } } }`,
    { input: { buyerIdentity: { countryCode: 'US' }, lines: [{ merchandiseId: GIFT_VARIANT, quantity: 5 }, { merchandiseId: AU_GIFT_VARIANT, quantity: 5 }] } },
  );
  await page.goto(cartCreate.cart.checkoutUrl);
  await fillContact(page, { email: 'free-lunch@example.com', firstName: 'Free', lastName: 'Lunch' });
  await fillAddress(page, BEACH_ADDRESS);
  await page.getByLabel('Card number', { exact: true }).fill('4242 4242 4242 4242');
  await page.getByLabel('Expiry (MM/YY)', { exact: true }).fill('12/39');
  await page.getByLabel('Security code', { exact: true }).fill('123');
  await page.getByRole('button', { name: /^Pay now/ }).click();
  const alert = page.getByRole('alert');
  await expect(alert).toContainText('is free with Glamz orders of US$115 or more');
  await expect(alert).toContainText('is only for orders shipped to Australia, so it cannot ship to United States');
  await expect(page.getByText(/Your order #\d+ is confirmed/)).toHaveCount(0);
});
