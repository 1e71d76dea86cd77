/**
 * Nothing lost, nothing doubled (issue 19): Storefront and shop-service answers are aborted, replayed
 * and delayed by route interception during add, update, remove and wishlist saves; each test then
 * reads the SERVER state directly (the local storefront, the shop service) and checks that the header
 * shows the same. Two-tab tests open two pages in one browser context, as a shopper's two tabs.
 */
import type { APIRequestContext, BrowserContext, Page, Route } from '@playwright/test';
import { expect, hydrated, sizesInStock, storefrontQuery, test, type SizeInStock } from './fixtures';
import { payAsGuest } from './checkout';

const DEMO = { email: 'demo@bluebayswim.test', password: 'bluebay123' };

/** Sizes with plenty left, so stock never caps what these tests add. */
const PLENTY_LEFT = { minLeft: 10 };

const items = (n: number) => `Cart, ${n} item${n === 1 ? '' : 's'}`;

async function chooseSize(page: Page, size: string) {
  const radio = page.getByRole('radio', { name: new RegExp(`^${size}\\b`) }).first();
  // The picker may already show this size (the first available one is chosen for the shopper).
  if (!(await radio.isChecked())) await radio.click({ force: true });
  await expect(radio).toBeChecked();
}

/** Pages opened with context.newPage() are not the fixture's page: wait for hydration here too. */
async function open(page: Page, path: string) {
  await page.goto(path);
  await hydrated(page);
}

async function addFromProductPage(page: Page, product: SizeInStock) {
  await open(page, `/products/${product.handle}/`);
  await chooseSize(page, product.size);
  await page.getByRole('button', { name: 'Add to cart' }).click();
}

const storedCartId = (page: Page) => page.evaluate(() => localStorage.getItem('headless_channel_cart_id'));

/** What the local storefront holds for a cart: merchandise id → quantity, or null when it is gone. */
async function serverCart(id: string | null): Promise<Record<string, number> | null> {
  if (!id) return null;
  const data = await storefrontQuery<{ cart: { lines: { nodes: { quantity: number; merchandise: { id: string } | null }[] } } | null }>(
    `query ServerCart($id: ID!) { cart(id: $id) { lines(first: 50) { nodes { quantity merchandise { ... on ProductVariant { id } } } } } }`,
    { id },
  );
  if (!data.cart) return null;
  return Object.fromEntries(data.cart.lines.nodes.map((line) => [line.merchandise?.id ?? 'deleted', line.quantity]));
}

/** The quantity the server holds of one variant in the page's stored cart. */
const serverQuantity = async (page: Page, variantId: string) => (await serverCart(await storedCartId(page)))?.[variantId] ?? 0;

type Fault = (route: Route) => Promise<void>;

/**
 * Intercepts Storefront requests for one operation: the first `times` get `fault`, the rest pass.
 * Returns how many requests of that operation were sent.
 */
async function onOperation(page: Page | BrowserContext, operation: string, fault: Fault, times = 1): Promise<{ sent: () => number }> {
  let sent = 0;
  await page.route(
    (url) => url.pathname.endsWith('/graphql.json'),
    async (route) => {
      const body = route.request().postDataJSON() as { query?: string } | null;
      if (!new RegExp(`\\b(?:mutation|query)\\s+${operation}\\b`).test(body?.query ?? '')) return route.fallback();
      sent += 1;
      if (sent <= times) return fault(route);
      return route.fallback();
    },
  );
  return { sent: () => sent };
}

/** The request reaches the server, the answer never reaches the page (a connection dropped late). */
const loseAnswer: Fault = async (route) => {
  await route.fetch();
  await route.abort('connectionreset');
};
/** The request never leaves (a connection dropped early). */
const dropRequest: Fault = (route) => route.abort('connectionreset');
/** The request is replayed by the network; the page gets the later answer. */
const replay: Fault = async (route) => {
  await route.fetch();
  await route.fulfill({ response: await route.fetch() });
};
/** A slow network: the answer arrives after a pause. */
const delay =
  (ms: number): Fault =>
  async (route) => {
    const response = await route.fetch();
    await new Promise((resolve) => setTimeout(resolve, ms));
    await route.fulfill({ response });
  };

// A fault still handling a late request (a retry after the test's last check) must not outlive its test.
test.afterEach(async ({ page }) => {
  await page.unrouteAll({ behavior: 'ignoreErrors' });
});

test.describe('the cart under faults', () => {
  test('a cartLinesAdd whose answer is lost is sent once; the header shows what the server holds', async ({ page }) => {
    const [product] = await sizesInStock(1, PLENTY_LEFT);
    if (!product) throw new Error('no product');
    const adds = await onOperation(page, 'CartLinesAdd', loseAnswer);
    await addFromProductPage(page, product);
    await expect(page.getByRole('button', { name: items(1) })).toBeVisible();
    expect(adds.sent()).toBe(1);
    expect(await serverQuantity(page, product.variantId)).toBe(1);
    // The automatic line rode along once, not twice.
    const cart = await serverCart(await storedCartId(page));
    expect(Object.values(cart ?? {}).every((quantity) => quantity === 1)).toBe(true);
  });

  test('a replayed cartLinesAdd: the header follows the server’s answer', async ({ page }) => {
    const [product] = await sizesInStock(1, PLENTY_LEFT);
    if (!product) throw new Error('no product');
    await onOperation(page, 'CartLinesAdd', replay);
    await addFromProductPage(page, product);
    await expect.poll(() => serverQuantity(page, product.variantId)).toBeGreaterThan(0);
    const quantity = await serverQuantity(page, product.variantId);
    await expect(page.getByRole('button', { name: items(quantity) })).toBeVisible();
  });

  test('a slow cartLinesAdd is waited for, not sent again: one line, the count matches', async ({ page }) => {
    const [product] = await sizesInStock(1, PLENTY_LEFT);
    if (!product) throw new Error('no product');
    const adds = await onOperation(page, 'CartLinesAdd', delay(3000));
    await addFromProductPage(page, product);
    await expect(page.getByRole('button', { name: items(1) })).toBeVisible();
    expect(adds.sent()).toBe(1);
    expect(await serverQuantity(page, product.variantId)).toBe(1);
  });

  test('a quantity change whose answer is lost, and a removal that never left: the header equals the server', async ({ page }) => {
    const [product] = await sizesInStock(1, PLENTY_LEFT);
    if (!product) throw new Error('no product');
    await addFromProductPage(page, product);
    await expect(page.getByRole('button', { name: items(1) })).toBeVisible();
    const drawer = page.getByRole('dialog', { name: 'Cart' });

    const updates = await onOperation(page, 'CartLinesUpdate', loseAnswer);
    await drawer.getByRole('button', { name: `Increase quantity of ${product.title}` }).click();
    await expect(page.getByRole('button', { name: items(2) })).toBeVisible();
    expect(updates.sent()).toBe(1);
    expect(await serverQuantity(page, product.variantId)).toBe(2);

    await onOperation(page, 'CartLinesRemove', dropRequest);
    await drawer.getByRole('button', { name: `Remove ${product.title}` }).click();
    // The removal failed: the line comes back, as the server still has it.
    await expect(drawer.getByRole('listitem', { name: product.title })).toBeVisible();
    await expect(page.getByRole('button', { name: items(2) })).toBeVisible();
    expect(await serverQuantity(page, product.variantId)).toBe(2);
    // The next try works.
    await drawer.getByRole('button', { name: `Remove ${product.title}` }).click();
    await expect(page.getByRole('button', { name: items(0) })).toBeVisible();
    expect(await serverQuantity(page, product.variantId)).toBe(0);
  });

  test('two tabs: an add in one shows in the other, and both equal the server', async ({ context }) => {
    const [first, second] = await sizesInStock(2, PLENTY_LEFT);
    if (!first || !second) throw new Error('no products');
    const tabA = await context.newPage();
    const tabB = await context.newPage();
    await addFromProductPage(tabA, first);
    await expect(tabA.getByRole('button', { name: items(1) })).toBeVisible();
    await open(tabB, `/products/${second.handle}/`);
    await expect(tabB.getByRole('button', { name: items(1) })).toBeVisible();
    await chooseSize(tabB, second.size);
    await tabB.getByRole('button', { name: 'Add to cart' }).click();
    await expect(tabB.getByRole('button', { name: items(2) })).toBeVisible();
    // Tab A was not reloaded: it heard of the change.
    await expect(tabA.getByRole('button', { name: items(2) })).toBeVisible();
    const cart = await serverCart(await storedCartId(tabA));
    expect(cart?.[first.variantId]).toBe(1);
    expect(cart?.[second.variantId]).toBe(1);
  });

  test('a tab left open through a checkout finished in another tab adds to a new cart', async ({ context, consoleErrors }) => {
    const [first] = await sizesInStock(1, PLENTY_LEFT);
    if (!first) throw new Error('no product');
    const shop = await context.newPage();
    await addFromProductPage(shop, first);
    await expect(shop.getByRole('button', { name: items(1) })).toBeVisible();
    const paidCartId = await storedCartId(shop);
    const checkoutUrl = await shop.getByRole('dialog', { name: 'Cart' }).getByRole('link', { name: 'Checkout' }).getAttribute('href');

    // The other tab pays (the hosted checkout completes the cart).
    const checkout = await context.newPage();
    await checkout.goto(checkoutUrl as string);
    await payAsGuest(checkout);
    expect(await serverCart(paidCartId)).toBeNull();

    // Back in the first tab, not reloaded: the next add works, on a new cart.
    await shop.bringToFront();
    await shop.getByRole('button', { name: 'Close Cart' }).click();
    await shop.getByRole('button', { name: 'Add to cart' }).click();
    await expect.poll(() => serverQuantity(shop, first.variantId)).toBe(1);
    expect(await storedCartId(shop)).not.toBe(paidCartId);
    await expect(shop.getByRole('button', { name: items(1) })).toBeVisible();
    // Reading the paid cart at start-up or failing on it is logged; nothing else is.
    expect(consoleErrors.filter((text) => !/failed/i.test(text))).toEqual([]);
  });
});

// ---- Wishlist ----

interface DemoSession {
  accessToken: string;
  expiresAt: string;
  headers: Record<string, string>;
}

async function demoSession(): Promise<DemoSession> {
  const data = await storefrontQuery<{ customerAccessTokenCreate: { customerAccessToken: { accessToken: string; expiresAt: string } | null } }>(
    `mutation Token($input: CustomerAccessTokenCreateInput!) { customerAccessTokenCreate(input: $input) { customerAccessToken { accessToken expiresAt } } }`,
    { input: DEMO },
  );
  const token = data.customerAccessTokenCreate.customerAccessToken;
  if (!token) throw new Error('the demo customer could not sign in');
  const me = await storefrontQuery<{ customer: { id: string } }>(`query Me($t: String!) { customer(customerAccessToken: $t) { id } }`, {
    t: token.accessToken,
  });
  return { ...token, headers: { 'x-user-id': me.customer.id.split('/').pop() ?? '', Authorization: `Bearer ${token.accessToken}` } };
}

/** The handles the shop service holds for the demo customer. */
async function savedHandles(request: APIRequestContext, headers: Record<string, string>): Promise<string[]> {
  const body = (await (await request.get('/bb-wishlist', { headers })).json()) as { products: string }[];
  const list = JSON.parse(body[0]?.products ?? '[]') as { handle: string }[];
  return list.map((item) => item.handle).sort();
}

async function saveList(request: APIRequestContext, headers: Record<string, string>, products: SizeInStock[]) {
  const response = await request.post('/bb-wishlist', {
    headers,
    data: products.map((p) => ({ handle: p.handle, title: p.title, variants: [{ id: p.variantId }] })),
  });
  expect(response.ok()).toBe(true);
}

/**
 * Signed in as the demo customer the way a returning shopper is: the token is in storage and the
 * site restores the session at load (the sign-in form is not what these tests are about).
 */
async function signIn(page: Page, session: DemoSession) {
  await open(page, '/');
  await page.evaluate(
    ({ accessToken, expiresAt }) => localStorage.setItem('bb_customer_access_token', JSON.stringify({ accessToken, expiresAt })),
    session,
  );
  await page.reload();
  await hydrated(page);
  await expect(page.getByRole('button', { name: /account: sign in or register/i })).toHaveCount(0);
}

async function heart(page: Page, product: SizeInStock) {
  await open(page, `/products/${product.handle}/`);
  await page.getByRole('button', { name: /save .* to wishlist/i }).first().click();
  await expect(page.getByRole('button', { name: /remove .* from wishlist/i }).first()).toBeVisible();
}

/** The header link's name: the count when there is one. */
const wishlistCount = (n: number) => (n === 0 ? /^Wishlist$/ : new RegExp(`^Wishlist, ${n} items?$`));

test.describe('the wishlist under faults', () => {
  test('a failed first read is never followed by a save that replaces the saved list', async ({ page, request }) => {
    const [saved, hearted] = await sizesInStock(2, PLENTY_LEFT);
    if (!saved || !hearted) throw new Error('no products');
    const session = await demoSession();
    const { headers } = session;
    await saveList(request, headers, [saved]);

    // The service is down for reads while the shopper signs in and hearts a product.
    let failing = true;
    await page.route('**/bb-wishlist', (route) =>
      failing && route.request().method() === 'GET' ? route.fulfill({ status: 503, json: { message: 'down' } }) : route.fallback(),
    );
    await signIn(page, session);
    await heart(page, hearted);
    expect(await savedHandles(request, headers)).toEqual([saved.handle]);
    await page.goto('/wishlist/');
    await expect(page.getByRole('status').filter({ hasText: /couldn’t save your wishlist/i })).toBeVisible();

    // The service is back: the pending item is merged with the saved one, nothing is lost.
    failing = false;
    await expect.poll(() => savedHandles(request, headers), { timeout: 20_000 }).toEqual([saved.handle, hearted.handle].sort());
    await expect(page.getByRole('link', { name: wishlistCount(2) })).toBeVisible();
  });

  test('a save whose answer is lost or replayed stores each item once', async ({ page, request }) => {
    const [first, second] = await sizesInStock(2, PLENTY_LEFT);
    if (!first || !second) throw new Error('no products');
    const session = await demoSession();
    const { headers } = session;
    await saveList(request, headers, []);
    await signIn(page, session);
    await expect(page.getByRole('link', { name: wishlistCount(0) })).toBeVisible();

    let posts = 0;
    await page.route('**/bb-wishlist', async (route) => {
      if (route.request().method() !== 'POST') return route.fallback();
      posts += 1;
      if (posts === 1) return loseAnswer(route);
      if (posts === 2) return replay(route);
      return route.fallback();
    });
    await heart(page, first);
    await heart(page, second);
    await expect.poll(() => savedHandles(request, headers), { timeout: 20_000 }).toEqual([first.handle, second.handle].sort());
    await expect(page.getByRole('link', { name: wishlistCount(2) })).toBeVisible();
  });

  test('two tabs saving different items: both survive on the server and both tabs show both', async ({ context, request }) => {
    const [first, second] = await sizesInStock(2, PLENTY_LEFT);
    if (!first || !second) throw new Error('no products');
    const session = await demoSession();
    const { headers } = session;
    await saveList(request, headers, []);
    const tabA = await context.newPage();
    await signIn(tabA, session);
    await expect(tabA.getByRole('link', { name: wishlistCount(0) })).toBeVisible();
    const tabB = await context.newPage();
    await open(tabB, '/');
    await expect(tabB.getByRole('link', { name: wishlistCount(0) })).toBeVisible();

    // Both tabs save at once, from the same version: one of the writes meets a 412 and merges.
    await Promise.all([heart(tabA, first), heart(tabB, second)]);
    await expect.poll(() => savedHandles(request, headers), { timeout: 20_000 }).toEqual([first.handle, second.handle].sort());
    await expect(tabA.getByRole('link', { name: wishlistCount(2) })).toBeVisible();
    await expect(tabB.getByRole('link', { name: wishlistCount(2) })).toBeVisible();
  });
});

// ---- Sign-in (password sign-in: customerAccessTokenCreate) ----

const signedOutButton = (page: Page) => page.getByRole('button', { name: 'Account: sign in or register' });
const signedInButton = (page: Page) => page.getByRole('button', { name: 'Account menu' });
const storedToken = (page: Page) => page.evaluate(() => localStorage.getItem('bb_customer_access_token'));

/** Who the local storefront says a token belongs to (null when it does not accept it). */
async function tokenOwner(stored: string | null): Promise<string | null> {
  if (!stored) return null;
  const { accessToken } = JSON.parse(stored) as { accessToken: string };
  const data = await storefrontQuery<{ customer: { email: string } | null }>(`query Owner($t: String!) { customer(customerAccessToken: $t) { email } }`, {
    t: accessToken,
  });
  return data.customer?.email ?? null;
}

/** The customer the server's cart is attached to. */
async function cartBuyer(cartId: string | null): Promise<string | null> {
  if (!cartId) return null;
  const data = await storefrontQuery<{ cart: { buyerIdentity: { customer: { email: string } | null } } | null }>(
    `query Buyer($id: ID!) { cart(id: $id) { buyerIdentity { customer { email } } } }`,
    { id: cartId },
  );
  return data.cart?.buyerIdentity.customer?.email ?? null;
}

/** A shopper with one item in the cart opens the account page's sign-in form and fills it in. */
async function readyToSignIn(page: Page): Promise<{ cartId: string | null; submit: () => Promise<void> }> {
  const [product] = await sizesInStock(1, PLENTY_LEFT);
  if (!product) throw new Error('no product');
  await addFromProductPage(page, product);
  await expect(page.getByRole('button', { name: items(1) })).toBeVisible();
  const cartId = await storedCartId(page);
  await open(page, '/user-account/');
  await expect(signedOutButton(page)).toBeVisible();
  const form = page.getByRole('form', { name: 'Sign in' });
  await form.getByLabel('E-mail', { exact: true }).fill(DEMO.email);
  await form.getByLabel('Password', { exact: true }).fill(DEMO.password);
  return { cartId, submit: () => form.getByRole('button', { name: 'Sign in', exact: true }).click() };
}

/** Counts the requests of one operation without touching them. */
const countOperation = (page: Page, operation: string) => onOperation(page, operation, (route) => route.fallback(), 0);

test.describe('sign-in under faults', () => {
  test('a sign-in whose answer is lost: the shopper is told, stays signed out, and signing in again works once', async ({ page }) => {
    const { cartId, submit } = await readyToSignIn(page);
    const signIns = await onOperation(page, 'CustomerAccessTokenCreate', loseAnswer);
    const buyerUpdates = await countOperation(page, 'CartBuyerIdentityUpdate');
    await submit();
    await expect(page.getByText(/couldn’t reach Blue Bay Swim/)).toBeVisible();
    // Not retried behind the shopper's back, and nothing claims a session the page does not have.
    expect(signIns.sent()).toBe(1);
    await expect(signedOutButton(page)).toBeVisible();
    expect(await storedToken(page)).toBeNull();
    expect(await cartBuyer(cartId)).toBeNull();

    await submit();
    await expect(signedInButton(page)).toBeVisible();
    expect(signIns.sent()).toBe(2);
    expect(await tokenOwner(await storedToken(page))).toBe(DEMO.email);
    await expect.poll(() => cartBuyer(cartId)).toBe(DEMO.email);
    expect(buyerUpdates.sent()).toBe(1);
    await expect(page.getByText(/couldn’t reach Blue Bay Swim/)).toHaveCount(0);
  });

  test('a sign-in that never left: the shopper is told, and the next try signs in', async ({ page }) => {
    const { cartId, submit } = await readyToSignIn(page);
    const signIns = await onOperation(page, 'CustomerAccessTokenCreate', dropRequest);
    await submit();
    await expect(page.getByText(/couldn’t reach Blue Bay Swim/)).toBeVisible();
    await expect(signedOutButton(page)).toBeVisible();
    expect(await storedToken(page)).toBeNull();

    await submit();
    await expect(signedInButton(page)).toBeVisible();
    expect(signIns.sent()).toBe(2);
    expect(await tokenOwner(await storedToken(page))).toBe(DEMO.email);
    await expect.poll(() => cartBuyer(cartId)).toBe(DEMO.email);
  });

  test('a replayed sign-in: the page signs in once, with a token the server accepts, and the cart follows once', async ({ page }) => {
    const { cartId, submit } = await readyToSignIn(page);
    const signIns = await onOperation(page, 'CustomerAccessTokenCreate', replay);
    const buyerUpdates = await countOperation(page, 'CartBuyerIdentityUpdate');
    await submit();
    await expect(signedInButton(page)).toBeVisible();
    expect(signIns.sent()).toBe(1);
    expect(await tokenOwner(await storedToken(page))).toBe(DEMO.email);
    await expect.poll(() => cartBuyer(cartId)).toBe(DEMO.email);
    expect(buyerUpdates.sent()).toBe(1);
  });

  test('a slow sign-in is waited for: no second request, no signed-in header before the answer', async ({ page }) => {
    const { cartId, submit } = await readyToSignIn(page);
    const signIns = await onOperation(page, 'CustomerAccessTokenCreate', delay(3000));
    const buyerUpdates = await countOperation(page, 'CartBuyerIdentityUpdate');
    await submit();
    const busy = page.getByRole('button', { name: 'Signing in…' });
    await expect(busy).toBeDisabled();
    // A second press while waiting sends nothing more (the button is disabled).
    await busy.click({ force: true });
    await expect(signedOutButton(page)).toBeVisible();
    expect(await storedToken(page)).toBeNull();

    await expect(signedInButton(page)).toBeVisible();
    expect(signIns.sent()).toBe(1);
    expect(await tokenOwner(await storedToken(page))).toBe(DEMO.email);
    await expect.poll(() => cartBuyer(cartId)).toBe(DEMO.email);
    expect(buyerUpdates.sent()).toBe(1);
  });
});

test.describe('the session in two tabs', () => {
  test('signing in in one tab signs in the other, and signing out there signs out both, without a reload', async ({ context }) => {
    const tabA = await context.newPage();
    const tabB = await context.newPage();
    await open(tabA, '/user-account/');
    await open(tabB, '/');
    await expect(signedOutButton(tabB)).toBeVisible();
    const form = tabA.getByRole('form', { name: 'Sign in' });
    await form.getByLabel('E-mail', { exact: true }).fill(DEMO.email);
    await form.getByLabel('Password', { exact: true }).fill(DEMO.password);
    await form.getByRole('button', { name: 'Sign in', exact: true }).click();
    await expect(signedInButton(tabA)).toBeVisible();
    // Tab B was not reloaded: it heard of the sign-in.
    await expect(signedInButton(tabB)).toBeVisible();

    await signedInButton(tabB).click();
    await tabB.getByRole('button', { name: 'Sign out' }).first().click();
    await expect(signedOutButton(tabB)).toBeVisible();
    await expect(signedOutButton(tabA)).toBeVisible();
    expect(await storedToken(tabA)).toBeNull();
  });
});
