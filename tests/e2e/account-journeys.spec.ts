/**
 * Classic (password) accounts, the journeys the new-accounts build has in account-new.spec.ts, as far
 * as the Storefront API allows them: buy an order again, return it (classic accounts have no return
 * requests in the Storefront API, so the returns form opens for the order), and the e-mail consent
 * (acceptsMarketing of customerUpdate,
 * https://shopify.dev/docs/api/storefront/2025-07/input-objects/CustomerUpdateInput), which the
 * newsletter sign-up sets too for the signed-in customer's own e-mail.
 */
import type { Page, Request } from '@playwright/test';
import { expect, storefrontQuery, test } from './fixtures';
import { newCustomer, signIn, type Customer } from './accounts';

const DEMO = { email: 'demo@bluebayswim.test', password: 'bluebay123' };

interface ShopOrder {
  number: number;
  lineItems: { nodes: { title: string; quantity: number; variant: { id: string } | null }[] };
}

/** The demo customer (seeded by the local storefront), signed in through the Storefront API, and their orders. */
async function demoCustomer(): Promise<{ customer: Customer; orders: ShopOrder[] }> {
  const login = await storefrontQuery<{ customerAccessTokenCreate: { customerAccessToken: { accessToken: string; expiresAt: string } | null } }>(
    `mutation Login($input: CustomerAccessTokenCreateInput!) {
      customerAccessTokenCreate(input: $input) { customerAccessToken { accessToken expiresAt } customerUserErrors { message } }
    }`,
    { input: DEMO },
  );
  const token = login.customerAccessTokenCreate.customerAccessToken;
  if (!token) throw new Error('The demo customer could not sign in');
  const data = await storefrontQuery<{ customer: { orders: { nodes: ShopOrder[] } } }>(
    `query Orders($token: String!) {
      customer(customerAccessToken: $token) {
        orders(first: 20) { nodes { number: orderNumber lineItems(first: 10) { nodes { title quantity variant { id } } } } }
      }
    }`,
    { token: token.accessToken },
  );
  return { customer: { email: DEMO.email, ...token }, orders: data.customer.orders.nodes };
}

/** The cart mutations that put lines in the cart, with the variants they carry. */
function linesAddedBy(page: Page): { operation: string; variants: string[] }[] {
  const sent: { operation: string; variants: string[] }[] = [];
  page.on('request', (request: Request) => {
    if (request.method() !== 'POST' || !request.url().includes('/graphql')) return;
    const body = request.postDataJSON() as { query?: string; variables?: { lines?: { merchandiseId?: string }[]; input?: { lines?: { merchandiseId?: string }[] } } } | null;
    const operation = /mutation\s+(\w+)/.exec(body?.query ?? '')?.[1];
    const lines = body?.variables?.lines ?? body?.variables?.input?.lines ?? [];
    if ((operation === 'CartLinesAdd' || operation === 'CartCreate') && lines.length) {
      sent.push({ operation, variants: lines.map((l) => l.merchandiseId ?? '') });
    }
  });
  return sent;
}

test('buy again puts a past order’s items in the bag in one request, and its return opens the returns form for that order', async ({ page }) => {
  test.setTimeout(90_000);
  const { customer, orders } = await demoCustomer();
  const order = orders.find((o) => o.lineItems.nodes.length >= 2 && o.lineItems.nodes.every((l) => l.variant));
  if (!order) throw new Error('The demo customer has no order of two items');
  await signIn(page, customer);
  const added = linesAddedBy(page);

  await page.goto(`/user-account/order-history/order-details/?order=${order.number}`);
  await expect(page.getByRole('heading', { name: `Order #${order.number}` })).toBeVisible();
  await page.getByRole('button', { name: 'Buy again' }).click();
  const items = order.lineItems.nodes.reduce((sum, l) => sum + l.quantity, 0);
  await expect(page.getByText(`Added ${items} items to your bag.`)).toBeVisible();
  const bag = page.getByRole('dialog');
  for (const line of order.lineItems.nodes) await expect(bag.getByText(line.title).first()).toBeVisible();
  // One request carries every item of the order (the cart's own lines, such as shipping protection or
  // a free gift, may ride along or follow).
  const orderVariants = order.lineItems.nodes.map((l) => l.variant?.id ?? '');
  const carrying = added.filter((request) => request.variants.some((id) => orderVariants.includes(id)));
  expect(carrying).toHaveLength(1);
  expect(carrying[0]?.variants).toEqual(expect.arrayContaining(orderVariants));
  await page.keyboard.press('Escape');

  // The returns form, filled in for this order; the shop service checks the order against the e-mail.
  await page.getByRole('region', { name: 'Returns' }).getByRole('link', { name: 'Request a return' }).click();
  await expect(page).toHaveURL(/\/request-a-return\/\?/);
  const form = page.getByRole('form', { name: 'Request a return' });
  await expect(form.getByLabel(/^E-mail/)).toHaveValue(DEMO.email);
  await expect(form.getByLabel(/^Order number/)).toHaveValue(`#${order.number}`);
  for (const line of order.lineItems.nodes) await expect(form.getByLabel(/^Items to return/)).toHaveValue(new RegExp(`${line.title} × ${line.quantity}`));
  await form.getByLabel(/^Reason/).selectOption('too-small');
  await form.getByRole('button', { name: 'Request a return' }).click();
  await expect(page.getByRole('heading', { name: 'Return requested' })).toBeVisible();
});

/** What the shop holds for the customer's consent. */
async function acceptsMarketing(customer: Customer): Promise<boolean> {
  const data = await storefrontQuery<{ customer: { acceptsMarketing: boolean } }>(
    'query Consent($token: String!) { customer(customerAccessToken: $token) { acceptsMarketing } }',
    { token: customer.accessToken },
  );
  return data.customer.acceptsMarketing;
}

test('e-mail preferences change in the profile and read back from the shop after a reload', async ({ page }) => {
  const customer = await newCustomer('e2e-legacy-consent');
  await signIn(page, customer);
  await page.goto('/user-account/personal-information/');
  const preferences = page.getByRole('form', { name: 'E-mail preferences' });
  await expect(preferences.getByText('Not subscribed.')).toBeVisible();
  await preferences.getByLabel('Send me news and offers by e-mail').check();
  await preferences.getByRole('button', { name: 'Save e-mail preferences' }).click();
  await expect(preferences.getByText('You’re subscribed to our e-mails.')).toBeVisible();
  await page.reload();
  await expect(preferences.getByLabel('Send me news and offers by e-mail')).toBeChecked();
  await expect(preferences.getByText(`Subscribed with ${customer.email}.`)).toBeVisible();
  expect(await acceptsMarketing(customer)).toBe(true);

  await preferences.getByLabel('Send me news and offers by e-mail').uncheck();
  await preferences.getByRole('button', { name: 'Save e-mail preferences' }).click();
  await expect(preferences.getByText('You’re unsubscribed from our e-mails.')).toBeVisible();
  await page.reload();
  await expect(preferences.getByLabel('Send me news and offers by e-mail')).not.toBeChecked();
  expect(await acceptsMarketing(customer)).toBe(false);
});

test('a signed-in shopper’s newsletter sign-up subscribes their account, and the profile shows it', async ({ page }) => {
  const customer = await newCustomer('e2e-legacy-newsletter');
  await signIn(page, customer);
  await page.goto('/newsletter-sign-up/');
  const form = page.getByRole('form', { name: 'Newsletter' });
  await expect(form.getByLabel(/^E-mail/)).toHaveValue(customer.email);
  await form.getByRole('button', { name: 'Sign up' }).click();
  await expect(page.getByRole('heading', { name: 'You’re on the list' })).toBeVisible();
  await expect(page.getByText('Your account is subscribed too')).toBeVisible();
  expect(await acceptsMarketing(customer)).toBe(true);

  await page.getByRole('link', { name: 'e-mail preferences' }).click();
  const preferences = page.getByRole('form', { name: 'E-mail preferences' });
  await expect(preferences.getByLabel('Send me news and offers by e-mail')).toBeChecked();
  await expect(preferences.getByText(`Subscribed with ${customer.email}.`)).toBeVisible();
});
