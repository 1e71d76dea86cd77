/* eslint-disable @typescript-eslint/no-explicit-any -- GraphQL answers are read loosely in these tests */
/**
 * A Shopify shop runs one customer account system: legacy (passwords over the Storefront API) or new
 * (hosted login by e-mailed code, Customer Account API). Legacy accounts are closed to new shops since
 * 2026-02-26 (https://shopify.dev/changelog/legacy-customer-accounts-are-deprecated); the password
 * mutations are "For legacy customer accounts only"
 * (https://shopify.dev/docs/api/storefront/latest/mutations/customerAccessTokenCreate), and the Customer
 * Account API requires the new ones
 * (https://shopify.dev/docs/storefronts/headless/building-with-the-customer-account-api/getting-started).
 *
 * Running both over the same customers allows an account pre-hijack: an attacker registers the victim's
 * e-mail with a password before the victim's first code sign-in, then reads the victim's account with
 * that password. What a shop without legacy accounts answers is not documented; the answers asserted
 * here are the closest documented ones (storefront-local/graphql/root/legacyAccounts.ts):
 * UNIDENTIFIED_CUSTOMER for credentials, TOKEN_INVALID / "access token does not exist" for tokens, and
 * "Customer accounts are disabled." (what the Storefront API answers a sign-up on a shop without
 * password accounts, github.com/vercel/commerce/issues/24) with CUSTOMER_DISABLED for the rest.
 */
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { FastifyInstance } from 'fastify';
import { parseCustomerAccountSystem } from '../../storefront-local/config';
import { buildStorefrontApp, type StorefrontOptions } from '../../storefront-local/server';
import { accountApp, accountQuery, authorizeUrl, CLIENT_ID, GRAPHQL_PATH, pkce, REDIRECT_URI, signIn, tokenRequest } from './customer-account/helpers';
import { ENDPOINT, PUBLIC_URL, SITE_URL, TOKEN, pickVariants } from './helpers';

const VICTIM = 'victim@example.com';
const ATTACKER_PASSWORD = 'attacker-chose-this';
const DEMO = { email: 'demo@bluebayswim.test', password: 'bluebay123' };

async function storefront(app: FastifyInstance, query: string, variables: Record<string, unknown> = {}): Promise<{ data?: any; errors?: unknown[] }> {
  const response = await app.inject({
    method: 'POST',
    url: ENDPOINT,
    headers: { 'x-shopify-storefront-access-token': TOKEN, 'content-type': 'application/json' },
    payload: { query, variables },
  });
  expect(response.statusCode).toBe(200);
  return response.json();
}

const CUSTOMER_CREATE = `mutation Create($input: CustomerCreateInput!) {
  customerCreate(input: $input) { customer { id email } customerUserErrors { code field message } }
}`;
const TOKEN_CREATE = `mutation Token($input: CustomerAccessTokenCreateInput!) {
  customerAccessTokenCreate(input: $input) { customerAccessToken { accessToken } customerUserErrors { code field message } }
}`;
const READ_CUSTOMER = `query Read($token: String!) {
  customer(customerAccessToken: $token) {
    id email
    orders(first: 10) { nodes { id name } }
    addresses(first: 10) { nodes { id address1 } }
  }
}`;

const signUp = (app: FastifyInstance, email: string, password: string) =>
  storefront(app, CUSTOMER_CREATE, { input: { email, password, firstName: 'Mallory', lastName: 'Attacker' } });
const passwordSignIn = (app: FastifyInstance, email: string, password: string) => storefront(app, TOKEN_CREATE, { input: { email, password } });
const outboxTo = async (app: FastifyInstance, to: string) =>
  ((await app.inject({ method: 'GET', url: `/__outbox.json?to=${encodeURIComponent(to)}` })).json() as { emails: Array<{ subject: string }> }).emails;

describe('a shop on new customer accounts', () => {
  let app: FastifyInstance;
  beforeAll(async () => {
    app = await accountApp({ seed: true });
  });
  afterAll(() => app.close());

  it('refuses the account pre-hijack: no password account for the victim, and nothing of the victim is readable with a password', async () => {
    // 1. The attacker registers the victim's e-mail with a password of their own.
    const created = await signUp(app, VICTIM, ATTACKER_PASSWORD);
    expect(created.data.customerCreate).toEqual({
      customer: null,
      customerUserErrors: [{ code: 'CUSTOMER_DISABLED', field: null, message: 'Customer accounts are disabled.' }],
    });
    expect(await app.storefront.customers.byEmail(VICTIM)).toBeNull();
    expect(await outboxTo(app, VICTIM)).toEqual([]);

    // 2. The victim signs in by e-mailed code (the hosted login creates the account) and saves an address.
    const tokens = await signIn(app, VICTIM);
    const saved = await accountQuery(
      app,
      tokens.access_token,
      'mutation Add($address: CustomerAddressInput!) { customerAddressCreate(address: $address) { customerAddress { id } userErrors { message } } }',
      { address: { firstName: 'Vic', lastName: 'Tim', address1: '7 Secret Lane', city: 'Austin', zoneCode: 'TX', territoryCode: 'US', zip: '73301' } },
    );
    expect(saved.body.data.customerAddressCreate.userErrors).toEqual([]);
    const me = await accountQuery(app, tokens.access_token, '{ customer { emailAddress { emailAddress } addresses(first: 5) { nodes { address1 } } } }');
    expect(me.body.data.customer).toEqual({ emailAddress: { emailAddress: VICTIM }, addresses: { nodes: [{ address1: '7 Secret Lane' }] } });

    // 3. The attacker tries the password now that the account exists: unidentified, no token.
    const attempt = await passwordSignIn(app, VICTIM, ATTACKER_PASSWORD);
    expect(attempt.data.customerAccessTokenCreate).toEqual({
      customerAccessToken: null,
      customerUserErrors: [{ code: 'UNIDENTIFIED_CUSTOMER', field: null, message: 'Unidentified customer' }],
    });
    // Signing up again does not work either, and no legacy token reads the customer, not even the victim's own Customer Account token.
    expect((await signUp(app, VICTIM, ATTACKER_PASSWORD)).data.customerCreate.customer).toBeNull();
    for (const token of ['guessed-token', tokens.access_token]) {
      const read = await storefront(app, READ_CUSTOMER, { token });
      expect(read).toMatchObject({ data: { customer: null } });
    }
  });

  it('no longer signs in an existing password customer, and that customer still signs in by code and sees the orders', async () => {
    const attempt = await passwordSignIn(app, DEMO.email, DEMO.password);
    expect(attempt.data.customerAccessTokenCreate.customerAccessToken).toBeNull();
    expect(attempt.data.customerAccessTokenCreate.customerUserErrors[0].code).toBe('UNIDENTIFIED_CUSTOMER');

    const tokens = await signIn(app, DEMO.email);
    const orders = await accountQuery(app, tokens.access_token, '{ customer { orders(first: 5) { nodes { id } } } }');
    expect(orders.body.data.customer.orders.nodes.length).toBeGreaterThan(0);
  });

  it.each([
    ['customerRecover', 'mutation { customerRecover(email: "demo@bluebayswim.test") { customerUserErrors { code message } } }', 'CUSTOMER_DISABLED'],
    [
      'customerActivateByUrl',
      `mutation { customerActivateByUrl(activationUrl: "${SITE_URL}/account/activate/1/abc", password: "whatever1") { customer { id } customerUserErrors { code message } } }`,
      'CUSTOMER_DISABLED',
    ],
    [
      'customerResetByUrl',
      `mutation { customerResetByUrl(resetUrl: "${SITE_URL}/account/reset/1/abc", password: "whatever1") { customer { id } customerUserErrors { code message } } }`,
      'CUSTOMER_DISABLED',
    ],
    [
      'customerAddressCreate',
      'mutation { customerAddressCreate(customerAccessToken: "any", address: { address1: "1 Main St" }) { customerAddress { id } customerUserErrors { code message } } }',
      'TOKEN_INVALID',
    ],
    ['customerUpdate', 'mutation { customerUpdate(customerAccessToken: "any", customer: { firstName: "X" }) { customer { id } customerUserErrors { code message } } }', 'TOKEN_INVALID'],
  ])('answers %s as a shop without legacy accounts', async (mutation, document, code) => {
    const { data } = await storefront(app, document);
    expect(data[mutation].customerUserErrors).toEqual([expect.objectContaining({ code })]);
    expect(data[mutation].customer ?? data[mutation].customerAddress ?? null).toBeNull();
    expect(await outboxTo(app, DEMO.email).then((emails) => emails.filter((e) => /reset|activate/i.test(e.subject)))).toEqual([]);
  });

  it('keeps cartBuyerIdentityUpdate working with a Customer Account token', async () => {
    const tokens = await signIn(app, 'buyer-on-new@example.com');
    const { data } = await storefront(
      app,
      `mutation ($input: CartInput!) { cartCreate(input: $input) { cart { id } } }`,
      { input: { lines: [{ merchandiseId: pickVariants(app).a.id, quantity: 1 }] } },
    );
    const update = await storefront(
      app,
      `mutation ($cartId: ID!, $buyerIdentity: CartBuyerIdentityInput!) {
        cartBuyerIdentityUpdate(cartId: $cartId, buyerIdentity: $buyerIdentity) { cart { buyerIdentity { email } } userErrors { code field message } }
      }`,
      { cartId: data.cartCreate.cart.id, buyerIdentity: { customerAccessToken: tokens.access_token } },
    );
    expect(update.data.cartBuyerIdentityUpdate.userErrors).toEqual([]);
    expect(update.data.cartBuyerIdentityUpdate.cart.buyerIdentity.email).toBe('buyer-on-new@example.com');
  });
});

describe('a shop that moves from legacy to new customer accounts', () => {
  let dataDir: string;
  beforeAll(() => {
    dataDir = mkdtempSync(path.join(tmpdir(), 'bb-accounts-'));
  });
  afterAll(() => rmSync(dataDir, { recursive: true, force: true }));

  const open = (customerAccounts: StorefrontOptions['customerAccounts']) =>
    buildStorefrontApp({ dataDir, publicUrl: PUBLIC_URL, siteUrl: SITE_URL, customerAccounts });

  it('stops honouring the legacy tokens issued before the move', async () => {
    const legacy = await open('legacy');
    let token: string;
    try {
      const login = await passwordSignIn(legacy, DEMO.email, DEMO.password);
      token = login.data.customerAccessTokenCreate.customerAccessToken.accessToken;
      expect((await storefront(legacy, READ_CUSTOMER, { token })).data.customer.email).toBe(DEMO.email);
    } finally {
      await legacy.close();
    }

    const moved = await open('new');
    try {
      expect(await storefront(moved, READ_CUSTOMER, { token })).toMatchObject({ data: { customer: null } });
      const renew = await storefront(moved, 'mutation ($t: String!) { customerAccessTokenRenew(customerAccessToken: $t) { customerAccessToken { accessToken } userErrors { message } } }', { t: token });
      expect(renew.data.customerAccessTokenRenew).toEqual({ customerAccessToken: null, userErrors: [{ message: 'access token does not exist' }] });
      const cart = await storefront(moved, 'mutation ($input: CartInput!) { cartCreate(input: $input) { cart { id } userErrors { code field } } }', {
        input: { buyerIdentity: { customerAccessToken: token } },
      });
      expect(cart.data.cartCreate.userErrors).toEqual([{ code: 'INVALID', field: ['input', 'buyerIdentity', 'customerAccessToken'] }]);
    } finally {
      await moved.close();
    }
  });
});

describe('a shop on legacy customer accounts', () => {
  let app: FastifyInstance;
  beforeAll(async () => {
    app = await buildStorefrontApp({ dataDir: null, seed: true, publicUrl: PUBLIC_URL, siteUrl: SITE_URL, customerAccounts: 'legacy' });
  });
  afterAll(() => app.close());

  it('publishes no Customer Account API: discovery, hosted login, token and GraphQL endpoints are not there', async () => {
    const { challenge, verifier } = pkce();
    const requests = [
      { method: 'GET' as const, url: '/.well-known/openid-configuration' },
      { method: 'GET' as const, url: '/.well-known/customer-account-api' },
      { method: 'GET' as const, url: '/authentication/.well-known/jwks.json' },
      { method: 'GET' as const, url: authorizeUrl({ code_challenge: challenge }) },
      { method: 'POST' as const, url: '/authentication/login/email', headers: { 'content-type': 'application/x-www-form-urlencoded' }, payload: `login=x&email=${DEMO.email}` },
    ];
    for (const request of requests) {
      const response = await app.inject(request);
      expect(response.statusCode, request.url).toBe(404);
    }
    const token = await tokenRequest(app, { grant_type: 'authorization_code', client_id: CLIENT_ID, redirect_uri: REDIRECT_URI, code: 'x', code_verifier: verifier });
    expect(token.statusCode).toBe(404);
    const graphql = await app.inject({ method: 'POST', url: GRAPHQL_PATH, headers: { 'content-type': 'application/json', authorization: 'shcat_x' }, payload: { query: '{ customer { id } }' } });
    expect(graphql.statusCode).toBe(404);
    // No code was e-mailed: the account cannot be entered by the hosted login.
    expect((await outboxTo(app, DEMO.email)).filter((e) => /code/i.test(e.subject))).toEqual([]);
  });

  it('keeps password accounts working, and a Customer Account token names no buyer', async () => {
    const login = await passwordSignIn(app, DEMO.email, DEMO.password);
    const token = login.data.customerAccessTokenCreate.customerAccessToken.accessToken;
    const read = await storefront(app, READ_CUSTOMER, { token });
    expect(read.data.customer.email).toBe(DEMO.email);
    expect(read.data.customer.orders.nodes.length).toBeGreaterThan(0);

    const cart = await storefront(app, 'mutation ($input: CartInput!) { cartCreate(input: $input) { cart { id } userErrors { code field } } }', {
      input: { buyerIdentity: { customerAccessToken: 'shcat_made-up' } },
    });
    expect(cart.data.cartCreate.userErrors).toEqual([{ code: 'INVALID', field: ['input', 'buyerIdentity', 'customerAccessToken'] }]);
  });
});

describe('the setting (GATSBY_CUSTOMER_ACCOUNTS, read by npm run storefront and the stack)', () => {
  it('is legacy when unset, as the site, and refuses anything but legacy or new with a clear message', () => {
    expect(parseCustomerAccountSystem(undefined)).toBe('legacy');
    expect(parseCustomerAccountSystem('')).toBe('legacy');
    expect(parseCustomerAccountSystem('new')).toBe('new');
    expect(() => parseCustomerAccountSystem('both')).toThrow('GATSBY_CUSTOMER_ACCOUNTS must be legacy or new, not "both"');
  });
});
