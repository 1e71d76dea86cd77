import type { Page } from '@playwright/test';
import { expect, STOREFRONT, storefrontQuery } from './fixtures';

/** Arranging password accounts, carts and e-mails for browser tests, through the Storefront API and the local outbox. */

export const PASSWORD = 'beach-pass1';

export interface Customer {
  email: string;
  accessToken: string;
  expiresAt: string;
}

export interface OutboxEmail {
  to: string;
  kind: string;
  subject: string;
  text: string;
  links: { label: string; url: string }[];
}

/** A customer made with customerCreate and signed in with customerAccessTokenCreate. */
export async function newCustomer(label: string): Promise<Customer> {
  const email = `${label}-${Date.now()}-${Math.random().toString(36).slice(2, 8)}@example.com`;
  const created = await storefrontQuery<{ customerCreate: { customerUserErrors: { message: string }[] } }>(
    `mutation Create($input: CustomerCreateInput!) { customerCreate(input: $input) { customer { id } customerUserErrors { message } } }`,
    { input: { email, password: PASSWORD, firstName: 'Coral', lastName: 'Tester' } },
  );
  expect(created.customerCreate.customerUserErrors).toEqual([]);
  const login = await storefrontQuery<{ customerAccessTokenCreate: { customerAccessToken: { accessToken: string; expiresAt: string } | null } }>(
    `mutation Login($input: CustomerAccessTokenCreateInput!) {
      customerAccessTokenCreate(input: $input) { customerAccessToken { accessToken expiresAt } customerUserErrors { message } }
    }`,
    { input: { email, password: PASSWORD } },
  );
  const token = login.customerAccessTokenCreate.customerAccessToken;
  if (!token) throw new Error(`Could not sign in ${email}`);
  return { email, ...token };
}

/** Signed in as the site keeps a session: the stored token, picked up at the next page load. */
export async function signIn(page: Page, customer: Customer): Promise<void> {
  await page.goto('/');
  await page.evaluate(
    ([key, value]) => localStorage.setItem(key as string, value as string),
    ['bb_customer_access_token', JSON.stringify({ accessToken: customer.accessToken, expiresAt: customer.expiresAt })],
  );
}

/** A variant in stock of a product outside the Glamz promo. */
export async function variantInStock(): Promise<string> {
  const data = await storefrontQuery<{
    products: { nodes: { promo: { value: string } | null; variants: { nodes: { id: string; availableForSale: boolean }[] } }[] };
  }>(`{
    products(first: 30, sortKey: TITLE) {
      nodes {
        promo: metafield(namespace: "custom", key: "promo") { value }
        variants(first: 10) { nodes { id availableForSale } }
      }
    }
  }`);
  for (const product of data.products.nodes) {
    const variant = product.variants.nodes.find((v) => v.availableForSale);
    if (!product.promo?.value && variant && product.variants.nodes.length > 1) return variant.id;
  }
  throw new Error('The local catalogue has no product in stock');
}

/** A one-item cart for the buyer in the country, and its checkout page on the checkout host. */
export async function checkoutFor(countryCode: string, customer?: Customer): Promise<string> {
  const data = await storefrontQuery<{ cartCreate: { cart: { checkoutUrl: string }; userErrors: { message: string }[] } }>(
    `mutation Cart($input: CartInput!) { cartCreate(input: $input) { cart { checkoutUrl } userErrors { message } } }`,
    {
      input: {
        lines: [{ merchandiseId: await variantInStock(), quantity: 1 }],
        buyerIdentity: { countryCode, ...(customer ? { customerAccessToken: customer.accessToken } : {}) },
      },
    },
  );
  expect(data.cartCreate.userErrors).toEqual([]);
  const url = new URL(data.cartCreate.cart.checkoutUrl);
  return `http://checkout.localhost:${new URL(STOREFRONT).port}${url.pathname}${url.search}`;
}

/** The newest e-mail of a kind sent to the address, waiting a little for it. */
export async function outboxEmail(email: string, kind: string): Promise<OutboxEmail> {
  for (let attempt = 0; attempt < 20; attempt++) {
    const response = await fetch(`${STOREFRONT}/__outbox.json?to=${encodeURIComponent(email)}`);
    const { emails } = (await response.json()) as { emails: OutboxEmail[] };
    const found = emails.find((e) => e.kind === kind);
    if (found) return found;
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
  throw new Error(`No ${kind} e-mail reached the outbox for ${email}`);
}

export async function outboxKinds(email: string): Promise<string[]> {
  const response = await fetch(`${STOREFRONT}/__outbox.json?to=${encodeURIComponent(email)}`);
  return ((await response.json()) as { emails: OutboxEmail[] }).emails.map((e) => e.kind);
}

/** Moves an order one step on the local admin, as the merchant and the carrier do. */
export async function advanceOrder(orderNumber: string): Promise<void> {
  const response = await fetch(`${STOREFRONT}/__admin/orders/${orderNumber}/advance`, { method: 'POST' });
  expect(response.ok).toBe(true);
}
