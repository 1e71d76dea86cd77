/**
 * Hydrogen's Customer Account client (`createCustomerAccountClient` of @shopify/hydrogen) through a whole
 * sign-in against the local storefront, as a Hydrogen shop on its own domain runs it: `login()` redirects
 * to the hosted login on Shopify's URLs (https://shopify.com/authentication/{shop id}/oauth/authorize),
 * the shopper enters the e-mailed code, the callback's `authorize()` exchanges the code (PKCE, nonce
 * checked against the ID token), `query()` reads the customer and orders, an expired access token is
 * renewed with the refresh token, and `logout()` ends the session at the shop.
 * https://shopify.dev/docs/api/hydrogen/2026-04/utilities/createcustomeraccountclient (login, authorize,
 * query, mutate, logout, isLoggedIn; "useCustomAuthDomain"), https://shopify.dev/docs/api/customer#authentication,
 * https://shopify.dev/docs/storefronts/headless/building-with-the-customer-account-api/hydrogen.
 * The session is react-router's cookie session storage, which Hydrogen's templates use; each step is a
 * new request carrying the cookie the previous one set.
 */
import { createCustomerAccountClient, createHydrogenContext } from '@shopify/hydrogen';
import { createCookieSessionStorage } from 'react-router';
import type { RunningStorefront } from '../../../storefront-local/server';
import { CUSTOMER_ACCOUNT_CLIENT_ID, listeningStorefront, outboxCode, PRIVATE_TOKEN, PUBLIC_TOKEN, SHOP_ID, shopifyComFetch } from './helpers';

const SHOP_ORIGIN = 'https://blue-bay-swim.example';
const DEMO = 'demo@bluebayswim.test';

let sf: RunningStorefront;
beforeAll(async () => {
  // The Hydrogen shop's origin is the site the local shop knows: its callbacks and sign-out page are there.
  sf = await listeningStorefront({ customerAccounts: 'new', seed: true, siteUrl: SHOP_ORIGIN });
});
afterAll(() => sf.close());
beforeEach(() => {
  vi.stubGlobal('fetch', shopifyComFetch(sf.url));
});
afterEach(() => {
  vi.unstubAllGlobals();
});

const storage = createCookieSessionStorage({ cookie: { name: 'session', secrets: ['test-secret'], httpOnly: true, path: '/', sameSite: 'lax' } });

/** The request's session, in the shape Hydrogen takes (HydrogenSession). */
async function sessionOf(cookie: string) {
  const session = await storage.getSession(cookie);
  return {
    session,
    hydrogenSession: {
      get: session.get.bind(session),
      set: session.set.bind(session),
      unset: session.unset.bind(session),
      commit: () => storage.commitSession(session),
      destroy: () => storage.destroySession(session),
      isPending: false,
    },
  };
}

/** One request to the Hydrogen shop: its session from the cookie and the Customer Account client on it. */
async function shopRequest(path: string, cookie: string) {
  const request = new Request(`${SHOP_ORIGIN}${path}`, { headers: cookie ? { cookie } : {} });
  const { session, hydrogenSession } = await sessionOf(cookie);
  const customerAccount = createCustomerAccountClient({
    session: hydrogenSession,
    customerAccountId: CUSTOMER_ACCOUNT_CLIENT_ID,
    shopId: SHOP_ID,
    request,
    useCustomAuthDomain: true,
    logErrors: false,
  });
  /** The cookie the browser keeps after this request. */
  const nextCookie = async () => (await storage.commitSession(session)).split(';')[0]!;
  return { customerAccount, nextCookie };
}

const form = (fields: Record<string, string>) => ({
  method: 'POST',
  headers: { 'content-type': 'application/x-www-form-urlencoded' },
  body: new URLSearchParams(fields).toString(),
  redirect: 'manual' as const,
});

/** The shopper at the hosted login page Hydrogen redirected to: e-mail, then the e-mailed code; returns the callback URL. */
async function hostedLogin(authorizeUrl: string, email: string): Promise<string> {
  const page = await fetch(authorizeUrl);
  const html = await page.text();
  expect(page.status, html).toBe(200);
  const login = /name="login" value="([^"]+)"/.exec(html)?.[1];
  const action = /<form method="post" action="([^"]+)"/.exec(html)?.[1];
  if (!login || !action) throw new Error(`no login form in: ${html.slice(0, 300)}`);
  const sent = await fetch(new URL(action, authorizeUrl), form({ login, email }));
  expect(sent.status).toBe(303);
  const code = await outboxCode(sf.url, email);
  const back = await fetch(new URL('/authentication/login/code', authorizeUrl), form({ login, code }));
  expect(back.status).toBe(302);
  return back.headers.get('location')!;
}

/** login() → hosted login → authorize(); returns the signed-in session cookie. */
async function signIn(email: string): Promise<string> {
  const start = await shopRequest('/account/login', '');
  const redirect = await start.customerAccount.login();
  expect(redirect.status).toBe(302);
  const authorizeUrl = redirect.headers.get('location')!;
  const cookie = await start.nextCookie();
  const callback = await hostedLogin(authorizeUrl, email);
  const callbackUrl = new URL(callback);
  const back = await shopRequest(`${callbackUrl.pathname}${callbackUrl.search}`, cookie);
  const done = await back.customerAccount.authorize();
  expect(done.status).toBe(302);
  expect(done.headers.get('location')).toBe('/account');
  return back.nextCookie();
}

const CUSTOMER_QUERY = `#graphql
  query CustomerOrders {
    customer {
      emailAddress { emailAddress }
      orders(first: 10, sortKey: PROCESSED_AT, reverse: true) { nodes { name totalPrice { amount currencyCode } } }
    }
  }
`;
interface CustomerOrders {
  customer: { emailAddress: { emailAddress: string }; orders: { nodes: Array<{ name: string; totalPrice: { amount: string; currencyCode: string } }> } };
}

describe("Hydrogen's Customer Account client", () => {
  it("login() sends the shopper to the shop's hosted login on Shopify's URL, with PKCE, state and nonce", async () => {
    const { customerAccount } = await shopRequest('/account/login', '');
    const url = new URL((await customerAccount.login()).headers.get('location')!);
    expect(`${url.origin}${url.pathname}`).toBe(`https://shopify.com/authentication/${SHOP_ID}/oauth/authorize`);
    expect(url.searchParams.get('client_id')).toBe(CUSTOMER_ACCOUNT_CLIENT_ID);
    expect(url.searchParams.get('redirect_uri')).toBe(`${SHOP_ORIGIN}/account/authorize`);
    expect(url.searchParams.get('code_challenge_method')).toBe('S256');
    const page = await fetch(url);
    expect(page.status).toBe(200);
    expect(await page.text()).toContain('name="login"');
  });

  it('signs in with the e-mailed code, then query() reads the customer and their orders', async () => {
    const cookie = await signIn(DEMO);
    const { customerAccount } = await shopRequest('/account', cookie);
    expect(await customerAccount.isLoggedIn()).toBe(true);
    const { data, errors } = await customerAccount.query<CustomerOrders>(CUSTOMER_QUERY);
    expect(errors).toBeUndefined();
    expect(data!.customer.emailAddress.emailAddress).toBe(DEMO);
    expect(data!.customer.orders.nodes.map((order) => order.name)).toEqual(['#1003', '#1002', '#1001']);
    expect(Number(data!.customer.orders.nodes[0]!.totalPrice.amount)).toBeGreaterThan(0);
  });

  // Each sign-in below is another shopper: the hosted login sends one address a few codes an hour.
  it('mutate() changes the customer, and the change is read back', async () => {
    const cookie = await signIn('marina@example.com');
    const { customerAccount } = await shopRequest('/account/profile', cookie);
    const { data, errors } = await customerAccount.mutate<{ customerUpdate: { customer: { firstName: string }; userErrors: unknown[] } }>(
      `#graphql
      mutation CustomerName($input: CustomerUpdateInput!) { customerUpdate(input: $input) { customer { firstName } userErrors { field message } } }`,
      { variables: { input: { firstName: 'Marina' } } },
    );
    expect(errors).toBeUndefined();
    expect(data!.customerUpdate).toEqual({ customer: { firstName: 'Marina' }, userErrors: [] });
    const read = await customerAccount.query<{ customer: { firstName: string } }>('#graphql\n query Name { customer { firstName } }');
    expect(read.data!.customer.firstName).toBe('Marina');
  });

  it('renews an access token at its end with the refresh token, and the new one is answered', async () => {
    const cookie = await signIn('renewing@example.com');
    const session = (await storage.getSession(cookie)).get('customerAccount') as { accessToken: string };
    // The token's end as Hydrogen keeps it (expiresAt, in ms) has passed: the next request renews it.
    const expired = await storage.getSession(cookie);
    expired.set('customerAccount', { ...expired.get('customerAccount'), expiresAt: '1' });
    const expiredCookie = (await storage.commitSession(expired)).split(';')[0]!;
    const renewed = await shopRequest('/account', expiredCookie);
    const { data } = await renewed.customerAccount.query<CustomerOrders>(CUSTOMER_QUERY);
    expect(data!.customer.emailAddress.emailAddress).toBe('renewing@example.com');
    const after = await storage.getSession(await renewed.nextCookie());
    expect((after.get('customerAccount') as { accessToken: string }).accessToken).not.toBe(session.accessToken);
  });

  it("logout() ends the session at the shop: the shopper lands on the shop's page and the old token is refused", async () => {
    const cookie = await signIn('leaving@example.com');
    const { accessToken } = (await storage.getSession(cookie)).get('customerAccount') as { accessToken: string };
    const { customerAccount } = await shopRequest('/account/logout', cookie);
    const bye = await customerAccount.logout();
    const logoutUrl = new URL(bye.headers.get('location')!);
    expect(`${logoutUrl.origin}${logoutUrl.pathname}`).toBe(`https://shopify.com/authentication/${SHOP_ID}/logout`);
    const ended = await fetch(logoutUrl, { redirect: 'manual' });
    expect(ended.status).toBe(302);
    expect(ended.headers.get('location')).toMatch(new RegExp(`^${SHOP_ORIGIN}/`));

    const graphql = await fetch(`https://shopify.com/${SHOP_ID}/account/customer/api/2026-04/graphql`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', authorization: accessToken, origin: SHOP_ORIGIN },
      body: JSON.stringify({ query: '{ customer { id } }' }),
    });
    expect(graphql.status).toBe(401);
    const signedOut = await shopRequest('/account', (bye.headers.get('set-cookie') ?? '').split(';')[0]!);
    expect(await signedOut.customerAccount.isLoggedIn()).toBe(false);
  });

  // createHydrogenContext wires the cart to the signed-in customer: cartCreate gets their Customer Account
  // access token as buyerIdentity.customerAccessToken (https://shopify.dev/docs/api/hydrogen/2026-04/utilities/createhydrogencontext,
  // https://shopify.dev/docs/api/storefront/2026-04/input-objects/CartBuyerIdentityInput).
  it("a Hydrogen app set up from its environment: the signed-in shopper's new cart knows the customer", async () => {
    const cookie = await signIn('cart-owner@example.com');
    const { hydrogenSession } = await sessionOf(cookie);
    const context = createHydrogenContext({
      env: {
        PUBLIC_STORE_DOMAIN: sf.url,
        PUBLIC_STOREFRONT_API_TOKEN: PUBLIC_TOKEN,
        PRIVATE_STOREFRONT_API_TOKEN: PRIVATE_TOKEN,
        PUBLIC_STOREFRONT_ID: '1',
        PUBLIC_CUSTOMER_ACCOUNT_API_CLIENT_ID: CUSTOMER_ACCOUNT_CLIENT_ID,
        SHOP_ID,
        PUBLIC_CUSTOMER_ACCOUNT_API_URL: `https://shopify.com/${SHOP_ID}`,
        PUBLIC_CHECKOUT_DOMAIN: `checkout.localhost:${sf.port}`,
        SESSION_SECRET: 'test-secret',
      },
      request: new Request(`${SHOP_ORIGIN}/cart`, { headers: { cookie } }),
      session: hydrogenSession,
      logErrors: false,
      customerAccount: { useCustomAuthDomain: true },
      cart: { mutateFragment: 'fragment CartApiMutation on Cart { id checkoutUrl buyerIdentity { email customer { email } } }' },
    });
    const product = await context.storefront.query<{ products: { nodes: Array<{ variants: { nodes: Array<{ id: string }> } }> } }>(
      'query FirstVariant { products(first: 1) { nodes { variants(first: 1) { nodes { id } } } } }',
    );
    const created = (await context.cart.addLines([{ merchandiseId: product.products.nodes[0]!.variants.nodes[0]!.id, quantity: 1 }])) as {
      cart: { buyerIdentity: { email: string | null; customer: { email: string } | null } };
      userErrors: unknown[];
    };
    expect(created.userErrors).toEqual([]);
    expect(created.cart.buyerIdentity.customer?.email).toBe('cart-owner@example.com');
  });
});
