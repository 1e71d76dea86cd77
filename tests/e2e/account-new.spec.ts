/**
 * New customer accounts end to end (a build with GATSBY_CUSTOMER_ACCOUNTS=new, against the local
 * storefront's imitation of Shopify's Customer Account API): sign in at the hosted login with the
 * e-mailed code from the outbox → edit an address → add to cart as that customer → the checkout
 * knows the e-mail → the order in the order history → sign out through the end-session endpoint.
 * https://shopify.dev/docs/storefronts/headless/building-with-the-customer-account-api/customer-accounts
 * https://shopify.dev/docs/api/storefront/latest/input-objects/CartBuyerIdentityInput (customerAccessToken: the
 * Customer Account access token itself, https://shopify.dev/changelog/deprecation-of-storefrontcustomeraccesstokencreate-mutation)
 */
import type { Page } from '@playwright/test';
import { chooseSize, expect, hydrated, sizeInStock, STOREFRONT, storefrontQuery, test } from './fixtures';
import { fillContact, payWithTestCard } from './checkout';

interface OutboxEmail {
  to: string;
  kind: string;
  subject: string;
}

async function loginCode(email: string, after: number): Promise<string> {
  for (let attempt = 0; attempt < 40; attempt++) {
    const response = await fetch(`${STOREFRONT}/__outbox.json?to=${encodeURIComponent(email)}`);
    const { emails } = (await response.json()) as { emails: OutboxEmail[] };
    const codes = emails.filter((e) => e.kind === 'login-code').map((e) => /\b(\d{6})\b/.exec(e.subject)?.[1]).filter(Boolean);
    // The outbox lists newest first: the code just sent is the first one.
    if (codes.length > after) return codes[0] as string;
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
  throw new Error(`No sign-in code reached the outbox for ${email}`);
}

async function codesSent(email: string): Promise<number> {
  const response = await fetch(`${STOREFRONT}/__outbox.json?to=${encodeURIComponent(email)}`);
  const { emails } = (await response.json()) as { emails: OutboxEmail[] };
  return emails.filter((e) => e.kind === 'login-code').length;
}

/** The shopper at the shop's hosted login: e-mail, then the 6-digit code from the outbox. */
async function hostedLogin(page: Page, email: string): Promise<void> {
  await expect(page).toHaveURL(/\/authentication\/1\/oauth\/authorize\?/);
  const before = await codesSent(email);
  await page.getByLabel('E-mail').fill(email);
  await page.getByRole('button', { name: 'Continue' }).click();
  await page.getByLabel('6-digit code').fill(await loginCode(email, before));
  await page.getByRole('button', { name: 'Sign in' }).click();
}

test('a shopper signs in with an e-mailed code, edits an address, checks out as that customer, sees the order and signs out', async ({ page }) => {
  test.setTimeout(150_000);
  const siteErrors: string[] = [];
  page.on('console', (message) => {
    const host = new URL(page.url()).hostname;
    if (message.type() === 'error' && !host.startsWith('checkout.') && new URL(page.url()).port !== new URL(STOREFRONT).port) siteErrors.push(message.text());
  });
  page.on('pageerror', (error) => siteErrors.push(error.message));
  const email = `e2e-new-${Date.now()}@example.com`;

  // Sign-in: no password anywhere, the hosted login by code, back on the page it started from.
  await page.goto('/blue-bay-beach-club/');
  await page.getByRole('button', { name: 'Account: sign in or register' }).click();
  await page.getByRole('button', { name: 'Sign in', exact: true }).click();
  const dialog = page.getByRole('dialog', { name: 'Sign in' });
  await expect(dialog.getByText(/6-digit code/)).toBeVisible();
  await expect(dialog.locator('input[type="password"]')).toHaveCount(0);
  await dialog.getByRole('button', { name: 'Sign in with an e-mailed code' }).click();
  await hostedLogin(page, email);
  await expect(page).toHaveURL(/\/blue-bay-beach-club\/$/);
  await expect(page.getByRole('button', { name: 'Account menu' })).toBeVisible();
  // Back from the shop's login, the page says who is signed in and where the account is.
  const notice = page.getByRole('status').filter({ hasText: 'Signed in as' });
  await expect(notice).toContainText(email);
  await expect(notice.getByRole('link', { name: 'Your account' })).toHaveAttribute('href', '/user-account/');
  const stored = await page.evaluate(() => JSON.parse(localStorage.getItem('bb_customer_access_token') ?? 'null') as Record<string, string> | null);
  expect(stored?.accessToken).toMatch(/^shcat_/);
  expect(stored?.refreshToken).toBeTruthy();
  expect(stored?.idToken).toBeTruthy();

  // The profile's names, through the Customer Account API's customerUpdate.
  await page.goto('/user-account/personal-information/');
  await page.getByLabel('First name', { exact: true }).fill('Coral');
  await page.getByLabel('Last name', { exact: true }).fill('Tester');
  await page.getByRole('button', { name: 'Save changes' }).click();
  await expect(page.getByText('Your details are saved.')).toBeVisible();
  await expect(page.getByText(email)).toBeVisible();

  // An address: added, then edited.
  await page.goto('/user-account/shipping-address/');
  await expect(page.getByRole('heading', { name: 'Shipping addresses', level: 1 })).toBeVisible();
  await page.getByRole('button', { name: 'Add a new address' }).click();
  const add = page.getByRole('dialog', { name: 'Add a new address' });
  await add.getByLabel('First name', { exact: true }).fill('Coral');
  await add.getByLabel('Last name', { exact: true }).fill('Tester');
  await add.getByLabel('Country', { exact: true }).selectOption('US');
  await add.getByLabel('Address', { exact: true }).fill('1 Ocean Drive');
  await add.getByLabel('City', { exact: true }).fill('Miami Beach');
  await add.getByLabel('State', { exact: true }).selectOption('FL');
  await add.getByLabel('ZIP code', { exact: true }).fill('33139');
  await add.getByRole('button', { name: 'Add address' }).click();
  await expect(add).toBeHidden();
  const saved = page.getByRole('list', { name: 'Saved addresses' });
  await expect(saved.getByText('1 Ocean Drive')).toBeVisible();
  await page.getByRole('button', { name: 'Edit Coral Tester, 1 Ocean Drive' }).click();
  const edit = page.getByRole('dialog', { name: 'Edit address' });
  await edit.getByLabel('Address', { exact: true }).fill('77 Palm Avenue');
  await edit.getByRole('button', { name: 'Save address' }).click();
  await expect(edit).toBeHidden();
  await expect(saved.getByText('77 Palm Avenue')).toBeVisible();
  await expect(saved.getByText('1 Ocean Drive')).toHaveCount(0);
  await page.reload();
  await expect(page.getByRole('list', { name: 'Saved addresses' }).getByText('77 Palm Avenue')).toBeVisible();

  // Buy as that customer: the checkout knows the e-mail from the cart's buyer identity.
  const product = await sizeInStock();
  await page.goto(`/products/${product.handle}/`);
  await page.getByRole('radio', { name: new RegExp(`^${product.size}\\b`) }).first().check({ force: true });
  await page.getByRole('button', { name: 'Buy now' }).click();
  // The checkout host follows GATSBY_SHOPIFY_STORE_DOMAIN (the local storefront's port), with no setting of its own.
  await expect(page).toHaveURL(new RegExp(`^http://checkout\\.localhost:${new URL(STOREFRONT).port}/`));
  await expect(page.getByLabel('E-mail', { exact: true })).toHaveValue(email);
  await expect(page.getByLabel('Address', { exact: true })).toHaveValue('77 Palm Avenue');
  await fillContact(page, { firstName: 'Coral', lastName: 'Tester' });
  const orderNumber = await payWithTestCard(page);

  // The order, read through the Customer Account API.
  await page.goto('/user-account/order-history/');
  await expect(page.getByRole('tabpanel').getByRole('heading', { name: `Order #${orderNumber}` })).toBeVisible();
  await page.goto(`/user-account/order-history/order-details/?order=${orderNumber}`);
  await expect(page.getByRole('heading', { name: `Order #${orderNumber}` })).toBeVisible();

  // Sign out: through the shop's end-session endpoint and back to the shop, signed out.
  await page.getByRole('button', { name: 'Account menu' }).click();
  await page.getByRole('button', { name: 'Sign out' }).first().click();
  await expect(page).toHaveURL(/^http:\/\/localhost:\d+\/$/);
  await expect(page.getByRole('button', { name: 'Account: sign in or register' })).toBeVisible();
  expect(await page.evaluate(() => localStorage.getItem('bb_customer_access_token'))).toBeNull();
  await page.goto('/user-account/order-history/');
  await expect(page.getByRole('heading', { name: 'Sign in to continue' })).toBeVisible();
  await expect(page.getByRole('button', { name: 'Sign in with an e-mailed code' })).toBeVisible();

  expect(siteErrors).toEqual([]);
});

test('a tampered callback ends signed out with a clear message, and the cart is kept', async ({ page }) => {
  // The visitor has a cart (the first add creates it) before the bad callback arrives.
  const product = await sizeInStock();
  await page.goto(`/products/${product.handle}/`);
  await chooseSize(page, product.size);
  await page.getByRole('button', { name: 'Add to cart' }).click();
  await page.waitForFunction(() => localStorage.getItem('headless_channel_cart_id'));
  const cartId = await page.evaluate(() => localStorage.getItem('headless_channel_cart_id'));
  await page.goto('/account/authorize/?code=forged&state=forged');
  await expect(page.getByRole('heading', { name: 'We couldn’t sign you in' })).toBeVisible();
  await expect(page.getByRole('alert')).toContainText(/not started in this browser tab/);
  await expect(page).toHaveURL(/\/account\/authorize\/$/);
  expect(await page.evaluate(() => localStorage.getItem('bb_customer_access_token'))).toBeNull();
  expect(await page.evaluate(() => localStorage.getItem('headless_channel_cart_id'))).toBe(cartId);
});

test('the register and reset routes explain sign-in by code and lead to the hosted login', async ({ page }) => {
  await page.goto('/account/reset/7400000001/some-token');
  await expect(page.getByRole('heading', { name: 'Sign in with a code', level: 1 })).toBeVisible();
  await expect(page.locator('input[type="password"]')).toHaveCount(0);
  await page.getByRole('button', { name: 'Sign in with an e-mailed code' }).click();
  await expect(page).toHaveURL(/\/authentication\/1\/oauth\/authorize\?/);
  await expect(page.getByLabel('E-mail')).toBeVisible();
});

/** Signs in through the account menu and the hosted login, on the page the shopper is on. */
async function signInWithCode(page: Page, email: string): Promise<void> {
  await page.getByRole('button', { name: 'Account: sign in or register' }).click();
  await page.getByRole('button', { name: 'Sign in', exact: true }).click();
  await page.getByRole('dialog', { name: 'Sign in' }).getByRole('button', { name: 'Sign in with an e-mailed code' }).click();
  await hostedLogin(page, email);
  await expect(page.getByRole('button', { name: 'Account menu' })).toBeVisible();
}

test('a visitor’s heart joins the account’s saved list after the hosted login, and another device signed in as them sees it', async ({ page, browser }) => {
  test.setTimeout(120_000);
  const email = `e2e-new-wishlist-${Date.now()}@example.com`;
  const product = await sizeInStock();
  await page.goto(`/products/${product.handle}/`);
  await page.getByRole('button', { name: /save .* to wishlist/i }).first().click();
  await expect(page.getByRole('link', { name: 'Wishlist, 1 item' })).toBeVisible();

  // The wishlist is sent to the shop service with the Customer Account access token, which it verifies.
  const saved = page.waitForResponse((response) => response.url().includes('/bb-wishlist') && response.request().method() === 'POST');
  await signInWithCode(page, email);
  expect((await saved).status()).toBe(200);
  await expect(page.getByRole('link', { name: 'Wishlist, 1 item' })).toBeVisible();

  // Another device: nothing saved locally; after the hosted login the list comes from the server.
  const other = await browser.newContext({ baseURL: new URL(page.url()).origin });
  try {
    const device = await other.newPage();
    // Not the fixture's page: wait for hydration before the first tap, as a shopper's tap comes later.
    await device.goto('/');
    await hydrated(device);
    await expect(device.getByRole('link', { name: /^Wishlist$/ })).toBeVisible();
    await signInWithCode(device, email);
    await expect(device.getByRole('link', { name: 'Wishlist, 1 item' })).toBeVisible();
    await device.goto('/wishlist/');
    await hydrated(device);
    await expect(device.getByRole('main').locator(`a[href="/products/${product.handle}/"]`).first()).toBeVisible();
  } finally {
    await other.close();
  }
});

test('on a flaky connection the wishlist save lost after the hosted login is sent again, and nothing is lost', async ({ page }) => {
  test.setTimeout(120_000);
  const email = `e2e-new-flaky-${Date.now()}@example.com`;
  const product = await sizeInStock();
  await page.goto(`/products/${product.handle}/`);
  await page.getByRole('button', { name: /save .* to wishlist/i }).first().click();
  await expect(page.getByRole('link', { name: 'Wishlist, 1 item' })).toBeVisible();
  // The first save after signing in never reaches the service.
  let aborted = 0;
  await page.route('**/bb-wishlist', async (route) => {
    if (route.request().method() === 'POST' && aborted === 0) {
      aborted += 1;
      return route.abort('connectionreset');
    }
    return route.fallback();
  });
  const resent = page.waitForResponse((response) => response.url().includes('/bb-wishlist') && response.request().method() === 'POST', { timeout: 30_000 });
  await signInWithCode(page, email);
  await expect(page.getByRole('link', { name: 'Wishlist, 1 item' })).toBeVisible();
  expect((await resent).status()).toBe(200);
  expect(aborted).toBe(1);
  // What the service holds now: with this device's copy and its merge base gone, a reload reads it back.
  await page.evaluate(() => ['bb_visitor_wishlist', 'bb_wishlist_base'].forEach((key) => localStorage.removeItem(key)));
  await page.reload();
  await expect(page.getByRole('link', { name: 'Wishlist, 1 item' })).toBeVisible();
});

/**
 * The account pre-hijack, as an attacker would try it on a shop that ran both systems: register the
 * shopper's e-mail with a password before the shopper's first code sign-in, then read the account with
 * it. A shop on new customer accounts has no password accounts
 * (https://shopify.dev/changelog/legacy-customer-accounts-are-deprecated,
 * https://shopify.dev/docs/api/storefront/latest/mutations/customerAccessTokenCreate: "for legacy
 * customer accounts only"), so nothing of the shopper's reaches the attacker.
 */
test('an e-mail registered with a password before the shopper’s first sign-in gives the attacker nothing', async ({ page }) => {
  const email = `e2e-new-prehijack-${Date.now()}@example.com`;
  const password = 'attacker-chose-this';
  const created = await storefrontQuery<{ customerCreate: { customer: { id: string } | null; customerUserErrors: Array<{ message: string }> } }>(
    'mutation ($input: CustomerCreateInput!) { customerCreate(input: $input) { customer { id } customerUserErrors { message } } }',
    { input: { email, password } },
  );
  expect(created.customerCreate).toEqual({ customer: null, customerUserErrors: [{ message: 'Customer accounts are disabled.' }] });

  // The shopper signs in by code: the hosted login creates the account.
  await page.goto('/');
  await hydrated(page);
  await signInWithCode(page, email);
  await page.goto('/user-account/personal-information/');
  await expect(page.getByText(email)).toBeVisible();

  const token = await storefrontQuery<{ customerAccessTokenCreate: { customerAccessToken: { accessToken: string } | null; customerUserErrors: Array<{ code: string }> } }>(
    'mutation ($input: CustomerAccessTokenCreateInput!) { customerAccessTokenCreate(input: $input) { customerAccessToken { accessToken } customerUserErrors { code } } }',
    { input: { email, password } },
  );
  expect(token.customerAccessTokenCreate).toEqual({ customerAccessToken: null, customerUserErrors: [{ code: 'UNIDENTIFIED_CUSTOMER' }] });
  // Not even the shopper's own Customer Account token reads the customer through the legacy query.
  const stored = await page.evaluate(() => JSON.parse(localStorage.getItem('bb_customer_access_token') ?? 'null') as { accessToken: string } | null);
  const read = await storefrontQuery<{ customer: unknown }>('query ($t: String!) { customer(customerAccessToken: $t) { email orders(first: 5) { nodes { id } } addresses(first: 5) { nodes { id } } } }', {
    t: stored?.accessToken ?? '',
  });
  expect(read.customer).toBeNull();
});

/** Gives the signed-in customer `count` past, delivered orders through the local admin; their numbers, oldest first. */
async function seedOrders(email: string, count: number): Promise<number[]> {
  const response = await fetch(`${STOREFRONT}/__admin/customers/orders`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ email, count }),
  });
  expect(response.status).toBe(200);
  const { orders } = (await response.json()) as { orders: Array<{ orderNumber: number }> };
  return orders.map((o) => o.orderNumber);
}

/**
 * Shopify's own order pages offer these; so do ours, through the Customer Account API:
 * orders(first:, after:, query: "name:…") https://shopify.dev/docs/api/customer/2025-07/objects/Customer#field-orders,
 * Order.statusPageUrl https://shopify.dev/docs/api/customer/2025-07/objects/Order#field-statusPageUrl,
 * orderRequestReturn https://shopify.dev/docs/api/customer/2025-07/mutations/orderRequestReturn.
 */
test('a customer with more than 50 orders loads older ones, finds one by number, buys it again, opens its status page and requests a return', async ({ page }) => {
  test.setTimeout(120_000);
  const email = `e2e-new-orders-${Date.now()}@example.com`;
  await page.goto('/');
  await hydrated(page);
  await signInWithCode(page, email);
  const numbers = await seedOrders(email, 53);
  const oldest = numbers[0] as number;

  await page.goto('/user-account/order-history/');
  const cards = page.getByRole('tabpanel').getByRole('heading', { name: /^Order #\d+$/ });
  await expect(cards).toHaveCount(50);
  await expect(cards.filter({ hasText: `#${oldest}` })).toHaveCount(0);
  await page.getByRole('button', { name: 'Show older orders' }).click();
  await expect(cards).toHaveCount(53);
  await expect(page.getByRole('heading', { name: `Order #${oldest}` })).toBeVisible();
  await expect(page.getByRole('button', { name: 'Show older orders' })).toHaveCount(0);

  // After a reload only the first 50 are loaded: the search finds the oldest at the shop.
  await page.reload();
  await expect(cards).toHaveCount(50);
  await page.getByLabel('Order number').fill(`#${oldest}`);
  await page.getByRole('button', { name: 'Find order' }).click();
  await expect(page).toHaveURL(new RegExp(`/order-details/\\?order=${oldest}$`));
  await expect(page.getByRole('heading', { name: `Order #${oldest}` })).toBeVisible();

  // Buy again: the order's item goes to the bag.
  const itemsLink = page.getByRole('region', { name: /Items/ }).getByRole('link').first();
  await expect(itemsLink).toHaveAttribute('href', /^\/products\/[a-z0-9-]+\/$/);
  const title = (await itemsLink.textContent()) ?? '';
  await page.getByRole('button', { name: 'Buy again' }).click();
  await expect(page.getByText('Added 1 item to your bag.')).toBeVisible();
  await expect(page.getByRole('button', { name: 'Cart, 1 item' }).first()).toBeAttached();
  await expect(page.getByRole('dialog').getByText(title).first()).toBeVisible();
  await page.keyboard.press('Escape');

  // The order status page of the shop.
  const statusLink = page.getByRole('link', { name: /Order status page/ });
  const href = await statusLink.getAttribute('href');
  expect(href).toMatch(new RegExp(`^${STOREFRONT}/orders/`));
  const statusPage = await fetch(href as string);
  expect(statusPage.status).toBe(200);
  expect(await statusPage.text()).toContain(`#${oldest}`);

  // A return: the item, a reason, sent; it shows on the order.
  await page.getByRole('button', { name: 'Request a return' }).click();
  const form = page.getByRole('form', { name: `Request a return for order #${oldest}` });
  await form.getByRole('button', { name: 'Send return request' }).click();
  await expect(form.getByRole('alert')).toHaveText('Choose at least one item to return.');
  await form.getByLabel(`Reason for ${title}`).selectOption('SIZE_TOO_SMALL');
  await form.getByRole('button', { name: 'Send return request' }).click();
  await expect(page.getByText(`Return #${oldest}-R1 requested.`)).toBeVisible();
  await page.reload();
  await expect(page.getByRole('region', { name: 'Returns' })).toContainText(`Return #${oldest}-R1 · Requested · ${title} × 1`);
  await expect(page.getByRole('button', { name: 'Request a return' })).toHaveCount(0);
});

test('e-mail preferences change in the profile and read back from the shop, and the first confirmation after a load shows', async ({ page }) => {
  test.setTimeout(120_000);
  const email = `e2e-new-consent-${Date.now()}@example.com`;
  await page.goto('/');
  await hydrated(page);
  await signInWithCode(page, email);

  // https://shopify.dev/docs/api/customer/2025-07/mutations/customerEmailMarketingSubscribe
  await page.goto('/user-account/personal-information/');
  const preferences = page.getByRole('form', { name: 'E-mail preferences' });
  await expect(preferences.getByText('Not subscribed.')).toBeVisible();
  await preferences.getByLabel('Send me news and offers by e-mail').check();
  await preferences.getByRole('button', { name: 'Save e-mail preferences' }).click();
  await expect(preferences.getByText('You’re subscribed to our e-mails.')).toBeVisible();
  await page.reload();
  await expect(preferences.getByLabel('Send me news and offers by e-mail')).toBeChecked();
  await expect(preferences.getByText(`Subscribed with ${email}.`)).toBeVisible();
  await preferences.getByLabel('Send me news and offers by e-mail').uncheck();
  await preferences.getByRole('button', { name: 'Save e-mail preferences' }).click();
  await expect(preferences.getByText('You’re unsubscribed from our e-mails.')).toBeVisible();
  await page.reload();
  await expect(preferences.getByLabel('Send me news and offers by e-mail')).not.toBeChecked();

  // Two addresses, then a fresh page: its first message is the default address changing.
  await page.goto('/user-account/shipping-address/');
  for (const street of ['1 Ocean Drive', '2 Palm Avenue']) {
    await page.getByRole('button', { name: 'Add a new address' }).click();
    const add = page.getByRole('dialog', { name: 'Add a new address' });
    await add.getByLabel('First name', { exact: true }).fill('Coral');
    await add.getByLabel('Last name', { exact: true }).fill('Tester');
    await add.getByLabel('Country', { exact: true }).selectOption('US');
    await add.getByLabel('Address', { exact: true }).fill(street);
    await add.getByLabel('City', { exact: true }).fill('Miami Beach');
    await add.getByLabel('State', { exact: true }).selectOption('FL');
    await add.getByLabel('ZIP code', { exact: true }).fill('33139');
    await add.getByRole('button', { name: 'Add address' }).click();
    await expect(add).toBeHidden();
  }
  await page.reload();
  await page.getByRole('button', { name: /^Make Coral Tester, .* the default address$/ }).first().click();
  await expect(page.getByText('Default address updated.')).toBeVisible();
});

// Signing up is consent to the shop's e-mails: for the account's own e-mail the account is subscribed
// too (https://shopify.dev/docs/api/customer/2025-07/mutations/customerEmailMarketingSubscribe).
test('a signed-in shopper’s newsletter sign-up subscribes their account, and the profile shows it', async ({ page }) => {
  test.setTimeout(90_000);
  const email = `e2e-new-newsletter-${Date.now()}@example.com`;
  await page.goto('/');
  await hydrated(page);
  await signInWithCode(page, email);

  await page.goto('/newsletter-sign-up/');
  const form = page.getByRole('form', { name: 'Newsletter' });
  await expect(form.getByLabel(/^E-mail/)).toHaveValue(email);
  await form.getByRole('button', { name: 'Sign up' }).click();
  await expect(page.getByRole('heading', { name: 'You’re on the list' })).toBeVisible();
  await expect(page.getByText('Your account is subscribed too')).toBeVisible();

  await page.getByRole('link', { name: 'e-mail preferences' }).click();
  const preferences = page.getByRole('form', { name: 'E-mail preferences' });
  await expect(preferences.getByLabel('Send me news and offers by e-mail')).toBeChecked();
  await page.reload();
  await expect(preferences.getByText(`Subscribed with ${email}.`)).toBeVisible();
});

/**
 * A sign-in callback opened a second time (the address kept, an old tab, Back after signing in) must
 * not leave a half-signed-in tab: its code is never sent again, so the shop's session and this tab's
 * go on untouched, and header, callback page, account page and order history all say "signed in".
 * A session the shop ends (sign-out at Shopify from another device: the end-session endpoint,
 * https://shopify.dev/docs/storefronts/headless/building-with-the-customer-account-api/customer-accounts#step-6-log-out)
 * ends here at the next load, and the page says why.
 */
test('a repeated sign-in callback leaves one coherent state, and a sign-out at the shop is explained', async ({ page }) => {
  test.setTimeout(120_000);
  const email = `e2e-new-replay-${Date.now()}@example.com`;
  await page.goto('/');
  await hydrated(page);
  let callback = '';
  page.on('request', (request) => {
    if (request.isNavigationRequest() && /\/account\/authorize\/\?.*code=/.test(request.url())) callback = request.url();
  });
  await signInWithCode(page, email);
  expect(callback).toMatch(/state=/);
  const [orderNumber] = await seedOrders(email, 1);
  const session = await page.evaluate(() => localStorage.getItem('bb_customer_access_token'));

  await page.goto(callback);
  await expect(page.getByRole('heading', { name: 'You’re still signed in' })).toBeVisible();
  await expect(page.getByRole('main').getByRole('status')).toContainText(email);
  await expect(page.getByRole('button', { name: 'Account menu' })).toBeVisible();
  expect(await page.evaluate(() => localStorage.getItem('bb_customer_access_token'))).toBe(session);
  await page.getByRole('link', { name: 'Go to my account' }).click();
  await page.getByRole('navigation', { name: 'Account' }).last().getByRole('link', { name: 'Order history' }).click();
  await expect(page.getByRole('tabpanel').getByRole('heading', { name: `Order #${orderNumber}` })).toBeVisible();

  // Signed out at the shop (another device): the stored tokens no longer work there.
  const idToken = JSON.parse(session ?? '{}').idToken as string;
  const logout = await fetch(`${STOREFRONT}/authentication/logout?id_token_hint=${encodeURIComponent(idToken)}`);
  expect(logout.status).toBe(200);
  await page.goto('/blue-bay-beach-club/');
  const notice = page.getByRole('status', { name: 'You are signed out' });
  await expect(notice).toContainText('your session was ended at the shop');
  await expect(page.getByRole('button', { name: 'Account: sign in or register' })).toBeVisible();
  expect(await page.evaluate(() => localStorage.getItem('bb_customer_access_token'))).toBeNull();
  await notice.getByRole('button', { name: 'Sign in again' }).click();
  await expect(page.getByRole('dialog', { name: 'Sign in' }).getByRole('alert')).toContainText('your session was ended at the shop');
  await expect(notice).toHaveCount(0);
});
