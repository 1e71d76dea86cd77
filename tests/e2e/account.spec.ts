/**
 * Customer accounts end to end against the local storefront (spec §4 "Account flow", "Session
 * states", "Order statuses"): register → activation link from the outbox → password → signed in →
 * addresses with a default → a purchase through the hosted checkout → the order under its tab →
 * tracking steps as the order advances → sign out → the account pages ask to sign in again.
 */
import type { Page } from '@playwright/test';
import { expect, sizeInStock, STOREFRONT, test } from './fixtures';
import { payWithTestCard } from './checkout';

interface OutboxEmail {
  to: string;
  kind: string;
  links: { label: string; url: string }[];
}

async function activationLink(email: string): Promise<string> {
  for (let attempt = 0; attempt < 20; attempt++) {
    const response = await fetch(`${STOREFRONT}/__outbox.json?to=${encodeURIComponent(email)}`);
    const { emails } = (await response.json()) as { emails: OutboxEmail[] };
    const url = emails.flatMap((e) => e.links.map((l) => l.url)).find((u) => u.includes('/account/activate/'));
    if (url) return url;
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
  throw new Error(`No activation e-mail reached the outbox for ${email}`);
}

/** A product with a size in stock outside the Glamz promo, as the cart tests pick one. */
async function addAddress(page: Page, address: { line: string; city: string; state: string; zip: string }) {
  await page.getByRole('button', { name: 'Add a new address' }).click();
  const dialog = page.getByRole('dialog', { name: 'Add a new address' });
  await dialog.getByLabel('Country', { exact: true }).selectOption('US');
  await dialog.getByLabel('Address', { exact: true }).fill(address.line);
  await dialog.getByLabel('City', { exact: true }).fill(address.city);
  await dialog.getByLabel('State', { exact: true }).selectOption(address.state);
  await dialog.getByLabel('ZIP code', { exact: true }).fill(address.zip);
  await dialog.getByRole('button', { name: 'Add address' }).click();
  await expect(dialog).toBeHidden();
  await expect(page.getByRole('list', { name: 'Saved addresses' }).getByText(address.line)).toBeVisible();
}

test('a customer registers, activates, saves addresses, buys, tracks the order and signs out', async ({ page }) => {
  test.setTimeout(120_000);
  // The site must log no error; the hosted checkout (the storefront's own page) is not the site.
  const siteErrors: string[] = [];
  page.on('console', (message) => {
    if (message.type() === 'error' && !new URL(page.url()).hostname.startsWith('checkout.')) siteErrors.push(message.text());
  });
  page.on('pageerror', (error) => siteErrors.push(error.message));
  const email = `e2e-${Date.now()}@example.com`;

  // Register from the header's account menu.
  await page.goto('/');
  await page.getByRole('button', { name: 'Account: sign in or register' }).click();
  await page.getByRole('button', { name: 'Create account' }).click();
  const register = page.getByRole('dialog', { name: 'Create an account' });
  await register.getByLabel('First name', { exact: true }).fill('Coral');
  await register.getByLabel('Last name', { exact: true }).fill('Tester');
  await register.getByLabel('E-mail', { exact: true }).fill(email);
  await register.getByLabel('Password', { exact: true }).fill('first-pass1');
  await register.getByRole('button', { name: 'Create account' }).click();
  await expect(register).toBeHidden();
  await expect(page.getByRole('button', { name: 'Account menu' })).toBeVisible();

  // The activation link from the outbox sets the password and signs in.
  await page.goto(await activationLink(email));
  await expect(page.getByRole('heading', { name: 'Activate your account', level: 1 })).toBeVisible();
  await page.getByLabel('New password', { exact: true }).fill('beach-pass1');
  await page.getByLabel('Confirm password', { exact: true }).fill('beach-pass1');
  await page.getByRole('button', { name: 'Activate account' }).click();
  await expect(page.getByRole('heading', { name: 'Your account is active' })).toBeVisible();
  await page.getByRole('link', { name: 'Go to my account' }).click();
  await expect(page.getByRole('heading', { name: 'My account', level: 1 })).toBeVisible();
  await expect(page.getByText('Hi Coral!')).toBeVisible();

  // Two addresses; the second is made the default.
  await page.getByRole('navigation', { name: 'Account' }).last().getByRole('link', { name: 'Shipping addresses' }).click();
  await expect(page.getByRole('heading', { name: 'Shipping addresses', level: 1 })).toBeVisible();
  await addAddress(page, { line: '1 Ocean Drive', city: 'Miami Beach', state: 'FL', zip: '33139' });
  await addAddress(page, { line: '77 Palm Avenue', city: 'San Diego', state: 'CA', zip: '92101' });
  await page.getByRole('button', { name: 'Make Coral Tester, 77 Palm Avenue the default address' }).click();
  const cards = page.getByRole('list', { name: 'Saved addresses' }).getByRole('listitem');
  await expect(cards.first()).toContainText('77 Palm Avenue');
  await expect(cards.first()).toContainText('Default address');

  // Buy now through the hosted checkout, which fills in the default address.
  const product = await sizeInStock({ reverse: true });
  await page.goto(`/products/${product.handle}/`);
  await page.getByRole('radio', { name: new RegExp(`^${product.size}\\b`) }).first().check({ force: true });
  await page.getByRole('button', { name: 'Buy now' }).click();
  await expect(page).toHaveURL(/^http:\/\/checkout\.localhost:\d+\//);
  await expect(page.getByLabel('E-mail', { exact: true })).toHaveValue(email);
  await expect(page.getByLabel('Address', { exact: true })).toHaveValue('77 Palm Avenue');
  const orderNumber = await payWithTestCard(page);

  // The new order is under Order Placed (payment authorized, not yet captured).
  await page.goto('/user-account/order-history/');
  await page.getByRole('tab', { name: /^Order Placed/ }).click();
  await expect(page.getByRole('tabpanel').getByRole('heading', { name: `Order #${orderNumber}` })).toBeVisible();
  await page.getByRole('tab', { name: /^Order Placed/ }).press('End');
  await expect(page.getByRole('tab', { name: /^Delivered/ })).toHaveAttribute('aria-selected', 'true');

  // The shop captures the payment and fulfils it, then the carrier moves it three steps (picked up,
  // in transit, at the international hub).
  for (let step = 0; step < 5; step++) {
    const advanced = await fetch(`${STOREFRONT}/__admin/orders/${orderNumber}/advance`, { method: 'POST' });
    expect(advanced.ok).toBe(true);
  }
  await page.goto(`/user-account/order-history/order-details/?order=${orderNumber}`);
  await expect(page.getByRole('heading', { name: `Order #${orderNumber}` })).toBeVisible();
  const steps = page.getByRole('list', { name: 'Tracking steps' }).getByRole('listitem');
  await expect(steps).toHaveCount(7);
  await expect(steps.nth(0)).toContainText('Order created (done)');
  await expect(steps.nth(1)).toContainText('Shipment picked up (done)');
  await expect(steps.nth(2)).toContainText('In transit to sorting facility (done)');
  await expect(steps.nth(3)).toContainText('Shipment arrived at international hub (done)');
  await expect(steps.nth(3)).toHaveAttribute('aria-current', 'step');
  await expect(steps.nth(4)).toContainText('Arrived at local sorting facility (to come)');
  await expect(steps.nth(5)).toContainText('Out for delivery (to come)');
  await expect(steps.nth(6)).toContainText('Delivered (to come)');
  await expect(page.getByText(`JD0146${orderNumber.padStart(8, '0')}`)).toBeVisible();
  await expect(page.getByRole('link', { name: /Track with DHL Express/ })).toHaveAttribute('href', /\/tracking\//);
  await expect(page.getByText('In Transit', { exact: true })).toBeVisible();

  // Sign out: the account home takes over; the account pages ask to sign in again, on the page that was asked for.
  await page.getByRole('button', { name: 'Account menu' }).click();
  await page.getByRole('button', { name: 'Sign out' }).first().click();
  await expect(page).toHaveURL(/\/user-account\/$/);
  await expect(page.getByRole('heading', { name: 'Sign in to continue' })).toBeVisible();
  await page.goto('/user-account/order-history/');
  await expect(page.getByRole('heading', { name: 'Sign in to continue' })).toBeVisible();
  await expect(page).toHaveURL(/\/user-account\/order-history\/$/);

  // Signing in there shows the page asked for.
  await page.getByLabel('E-mail', { exact: true }).fill(email);
  await page.getByLabel('Password', { exact: true }).fill('beach-pass1');
  await page.getByRole('button', { name: 'Sign in', exact: true }).click();
  await expect(page.getByRole('tab', { name: /^All/ })).toBeVisible();

  expect(siteErrors).toEqual([]);
});

test('an expired or used activation link offers a new e-mail', async ({ page }) => {
  await page.goto('/account/activate/7400000001/not-a-real-token');
  await page.getByLabel('New password', { exact: true }).fill('beach-pass1');
  await page.getByLabel('Confirm password', { exact: true }).fill('beach-pass1');
  await page.getByRole('button', { name: 'Activate account' }).click();
  await expect(page.getByText('This link has expired or has already been used.')).toBeVisible();
  await expect(page.getByRole('button', { name: 'Send me a new link' })).toBeVisible();
});

test('the language-prefixed reset page is served, and other prefixes are not swallowed', async ({ page }) => {
  await page.goto('/fr/account/reset/7400000001/some-token');
  await expect(page.getByRole('heading', { name: 'Choose a new password', level: 1 })).toBeVisible();
  await page.goto('/user-account/');
  await expect(page.getByRole('heading', { name: 'My account', level: 1 })).toBeVisible();
  await page.goto('/collections/all/');
  await expect(page.getByRole('heading', { level: 1 })).not.toHaveText(/password|account/i);
});

// A shop on legacy customer accounts has no hosted login nor Customer Account API (they require new
// customer accounts: https://shopify.dev/docs/storefronts/headless/building-with-the-customer-account-api/getting-started),
// so a password account cannot be entered by an e-mailed code either.
test('the shop publishes no hosted login: the account is entered with its password only', async ({ page }) => {
  for (const path of ['/.well-known/openid-configuration', '/.well-known/customer-account-api', '/authentication/oauth/authorize?client_id=local-customer-account-client']) {
    expect((await fetch(`${STOREFRONT}${path}`)).status, path).toBe(404);
  }
  await page.goto('/');
  await page.getByRole('button', { name: 'Account: sign in or register' }).click();
  await page.getByRole('button', { name: 'Sign in', exact: true }).click();
  const dialog = page.getByRole('dialog', { name: 'Sign in' });
  await expect(dialog.locator('input[type="password"]')).toBeVisible();
  await expect(dialog.getByRole('button', { name: 'Sign in with an e-mailed code' })).toHaveCount(0);
});
