/**
 * The customer store with new customer accounts (GATSBY_CUSTOMER_ACCOUNTS=new): sign-in through the
 * hosted login and /account/authorize/, tokens in storage, refresh, sign-out through the end-session
 * endpoint, and every bad case ending signed out with a message and nothing lost.
 * https://shopify.dev/docs/api/customer#authentication
 * https://shopify.dev/docs/storefronts/headless/building-with-the-customer-account-api/customer-accounts
 */
import { http, HttpResponse } from 'msw';
import { server } from '../msw/node';
import { customerAccountApi, GRAPHQL_API, ISSUER } from '../accounts/fakeCustomerAccount';
import { sameRealmDigest } from '../accounts/realm';
import { messageFor } from '../../src/lib/sessionEnd';

const TOKEN_KEY = 'bb_customer_access_token';
const setBuyerCustomer = vi.fn(async (_token: string | null) => undefined);

/** A fresh store built for new customer accounts, with a fake shop behind it. */
async function setup(options = {}) {
  vi.resetModules();
  vi.stubEnv('GATSBY_CUSTOMER_ACCOUNTS', 'new');
  const shop = await customerAccountApi(options);
  server.use(...shop.handlers);
  const { useCustomer, onSignIn, onSignOut, onSessionChange } = await import('../../src/stores/customer');
  const { useCart } = await import('../../src/features/cart/store');
  const { navigation } = await import('../../src/accounts/new');
  useCart.setState({ setBuyerCustomer });
  const assign = vi.spyOn(navigation, 'assign').mockImplementation(() => undefined);
  const state = () => useCustomer.getState();

  /** The shopper signs in at the hosted login and comes back to /account/authorize/. */
  const signIn = async (returnTo = '/user-account/') => {
    await state().signInWithShop(returnTo);
    const hosted = new URL(assign.mock.calls.at(-1)?.[0] ?? '');
    return state().completeSignIn(shop.hostedLogin(hosted));
  };
  return { shop, state, signIn, assign, onSignIn, onSignOut, onSessionChange, useCustomer };
}

const stored = () => JSON.parse(localStorage.getItem(TOKEN_KEY) ?? 'null') as Record<string, string> | null;

beforeEach(() => {
  sameRealmDigest();
  setBuyerCustomer.mockClear();
  vi.spyOn(console, 'error').mockImplementation(() => undefined);
});
afterEach(() => {
  vi.unstubAllEnvs();
  vi.resetModules();
});

describe('sign-in through the hosted login', () => {
  it('goes to the shop’s authorization endpoint, and the callback signs in with every token stored', async () => {
    const { state, signIn, assign, onSignIn } = await setup();
    const signedIn = vi.fn();
    onSignIn(signedIn);
    await state().init();
    const result = await signIn('/wishlist/');
    expect(new URL(assign.mock.calls[0]?.[0] ?? '').pathname).toBe('/authentication/oauth/authorize');
    expect(result).toEqual({ ok: true, errors: [], networkError: false, data: { returnTo: '/wishlist/' } });
    expect(state()).toMatchObject({ isLoggedIn: true, sessionEnded: null });
    expect(state().customer?.email).toBe('marina@example.com');
    const token = stored();
    expect(token?.accessToken).toMatch(/^shcat_/);
    expect(token?.refreshToken).toMatch(/^shcrt_/);
    expect(token?.idToken).toBeTruthy();
    expect(Number.isFinite(Date.parse(token?.expiresAt ?? ''))).toBe(true);
    // The cart's buyer identity and the wishlist get the Customer Account access token itself.
    expect(setBuyerCustomer).toHaveBeenCalledWith(token?.accessToken);
    await vi.waitFor(() => expect(signedIn).toHaveBeenCalledWith(expect.objectContaining({ accessToken: token?.accessToken, restored: false })));
  });

  it('sends the access token itself (no "Bearer") to the Customer Account API', async () => {
    const { shop, signIn } = await setup();
    await signIn();
    expect(shop.calls.at(-1)?.authorization).toBe(stored()?.accessToken);
  });

  it('ends a tampered callback signed out, with the reason for the page, and the cart and wishlist untouched', async () => {
    const { state, assign, shop } = await setup();
    localStorage.setItem('headless_channel_cart_id', 'gid://shopify/Cart/keep-me');
    localStorage.setItem('bb_visitor_wishlist', '["a-bikini"]');
    await state().signInWithShop('/');
    const back = shop.hostedLogin(new URL(assign.mock.calls.at(-1)?.[0] ?? ''));
    back.searchParams.set('state', 'tampered');
    const result = await state().completeSignIn(back);
    expect(result.ok).toBe(false);
    expect(result.errors[0]?.message).toMatch(/did not match/);
    expect(state()).toMatchObject({ isLoggedIn: false, customer: null, accessToken: null });
    // No session ended: the callback page says why the sign-in failed, nothing else does.
    expect(messageFor(state().sessionEnded, 'new')).toBeNull();
    expect(stored()).toBeNull();
    expect(setBuyerCustomer).not.toHaveBeenCalled();
    expect(localStorage.getItem('headless_channel_cart_id')).toBe('gid://shopify/Cart/keep-me');
    expect(localStorage.getItem('bb_visitor_wishlist')).toBe('["a-bikini"]');
  });

  it('never leaves a half session: a callback opened again while signed in leaves the session as it was', async () => {
    const { state, signIn, shop } = await setup();
    const first = await signIn();
    expect(first.ok).toBe(true);
    const session = stored();
    setBuyerCustomer.mockClear();
    const tokenCalls = shop.tokenRequests.length;
    const replay = await state().completeSignIn(new URL(`${window.location.origin}/account/authorize/?code=old&state=old`));
    expect(replay).toMatchObject({ ok: false, errors: [{ code: 'missing' }] });
    // The code never reached the shop, and nothing of the session changed here.
    expect(shop.tokenRequests).toHaveLength(tokenCalls);
    expect(state()).toMatchObject({ isLoggedIn: true, sessionEnded: null, customer: { email: 'marina@example.com' } });
    expect(stored()).toEqual(session);
    await Promise.resolve();
    expect(setBuyerCustomer).not.toHaveBeenCalled();
    // The shop still accepts it: account data loads.
    await state().loadAddresses();
    expect(state().addressesStatus).toBe('ready');
  });

  it('keeps a stored session when a stale callback is the first page opened (the session is restored first)', async () => {
    const first = await setup();
    await first.signIn();
    const session = stored();
    // A new page load on /account/authorize/?code=…&state=…: the store has not started yet.
    const { state } = await setup();
    server.use(...first.shop.handlers);
    const replay = await state().completeSignIn(new URL(`${window.location.origin}/account/authorize/?code=old&state=old`));
    expect(replay.ok).toBe(false);
    expect(state()).toMatchObject({ isLoggedIn: true, loading: false, sessionEnded: null, customer: { email: 'marina@example.com' } });
    expect(stored()).toEqual(session);
  });

  it('ends the session everywhere, saying why, when a replayed code made the shop revoke it', async () => {
    const { state, shop, assign } = await setup();
    const signedOut = vi.fn();
    (await import('../../src/stores/customer')).onSignOut(signedOut);
    await state().signInWithShop('/');
    const callback = shop.hostedLogin(new URL(assign.mock.calls.at(-1)?.[0] ?? ''));
    expect((await state().completeSignIn(callback)).ok).toBe(true);
    // A new sign-in is started in this tab, and the old callback comes back with its state: the code goes to the shop again.
    await state().signInWithShop('/');
    const pendingState = new URL(assign.mock.calls.at(-1)?.[0] ?? '').searchParams.get('state') ?? '';
    callback.searchParams.set('state', pendingState);
    const replay = await state().completeSignIn(callback);
    expect(replay).toMatchObject({ ok: false, errors: [{ code: 'code' }] });
    expect(state()).toMatchObject({ isLoggedIn: false, customer: null, accessToken: null });
    expect(messageFor(state().sessionEnded, 'new')).toMatch(/old sign-in link was opened again/);
    expect(stored()).toBeNull();
    expect(JSON.parse(localStorage.getItem('bb_session_ended') ?? 'null')).toEqual({ reason: 'code-replayed' });
    await vi.waitFor(() => expect(signedOut).toHaveBeenCalled());
  });

  it('answers the password actions with the way to sign in instead', async () => {
    const { state } = await setup();
    const result = await state().login('marina@example.com', 'seashell1');
    expect(result.ok).toBe(false);
    expect(result.errors[0]?.message).toMatch(/one-time code/);
    expect((await state().recover('marina@example.com')).errors[0]?.code).toBe('PASSWORDLESS');
  });
});

describe('a stored session', () => {
  const futureIso = (ms: number) => new Date(Date.now() + ms).toISOString();

  it('falls back to signed out when the stored value is corrupted', async () => {
    const { state, shop } = await setup();
    vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    localStorage.setItem(TOKEN_KEY, '{"accessToken":"shcat_x","expiresAt":"soon"');
    await state().init();
    expect(state()).toMatchObject({ isLoggedIn: false, loading: false });
    expect(localStorage.getItem(TOKEN_KEY)).toBeNull();
    expect(shop.calls).toHaveLength(0);
  });

  it('refreshes an access token near its expiry before using it', async () => {
    const first = await setup();
    await first.signIn();
    const before = stored();
    localStorage.setItem(TOKEN_KEY, JSON.stringify({ ...before, expiresAt: futureIso(60_000) }));
    const { state, shop } = await setup();
    server.use(...first.shop.handlers);
    await state().init();
    expect(state().isLoggedIn).toBe(true);
    expect(stored()?.accessToken).not.toBe(before?.accessToken);
    expect(stored()?.refreshToken).not.toBe(before?.refreshToken);
    expect(stored()?.idToken).toBe(before?.idToken);
    expect(shop.tokenRequests).toHaveLength(0);
    expect(first.shop.tokenRequests.at(-1)?.get('grant_type')).toBe('refresh_token');
  });

  it('tells the cart, through onSessionChange, of a token refreshed while the session was restored', async () => {
    const first = await setup();
    await first.signIn();
    localStorage.setItem(TOKEN_KEY, JSON.stringify({ ...stored(), expiresAt: futureIso(60_000) }));
    const { state, onSessionChange } = await setup();
    server.use(...first.shop.handlers);
    const reasons: string[] = [];
    onSessionChange((change) => {
      reasons.push(change.type === 'signed-in' ? change.reason : change.type);
    });
    setBuyerCustomer.mockClear();
    await state().init();
    const renewed = stored()?.accessToken;
    await vi.waitFor(() => expect(setBuyerCustomer).toHaveBeenCalledWith(renewed));
    expect(reasons).toEqual(['renewal']);
  });

  it('keeps the session another tab just renewed (refresh tokens rotate) instead of signing out', async () => {
    const { state, signIn, useCustomer } = await setup();
    await signIn();
    const nearExpiry = { ...stored(), expiresAt: futureIso(60_000) } as { accessToken: string; expiresAt: string; refreshToken: string };
    localStorage.setItem(TOKEN_KEY, JSON.stringify(nearExpiry));
    useCustomer.setState({ accessToken: nearExpiry });
    // The other tab renews first: the refresh token this tab holds is spent.
    const { createOAuthClient } = await import('../../src/accounts/new/oauth');
    const renewedElsewhere = await createOAuthClient().refresh(nearExpiry);
    localStorage.setItem(TOKEN_KEY, JSON.stringify(renewedElsewhere));
    await state().loadAddresses();
    expect(state()).toMatchObject({ isLoggedIn: true, addressesStatus: 'ready', sessionEnded: null });
    expect(state().accessToken?.accessToken).toBe(renewedElsewhere?.accessToken);
  });

  it('signs out with a message when the refresh is refused (revoked session)', async () => {
    const first = await setup();
    await first.signIn();
    localStorage.setItem(TOKEN_KEY, JSON.stringify({ ...stored(), expiresAt: futureIso(-1000) }));
    first.shop.revokeAll();
    const { state } = await setup();
    server.use(...first.shop.handlers);
    await state().init();
    expect(state()).toMatchObject({ isLoggedIn: false, loading: false, accessToken: null });
    expect(messageFor(state().sessionEnded, 'new')).toMatch(/ended at the shop/);
    expect(stored()).toBeNull();
  });

  it('signs out with a message when the refresh cannot be done and the access token is dead', async () => {
    const first = await setup();
    await first.signIn();
    localStorage.setItem(TOKEN_KEY, JSON.stringify({ ...stored(), expiresAt: futureIso(-1000) }));
    const { state } = await setup();
    server.use(http.post(`${ISSUER}/oauth/token`, () => HttpResponse.error()));
    await state().init();
    expect(state()).toMatchObject({ isLoggedIn: false, accessToken: null });
    expect(messageFor(state().sessionEnded, 'new')).toMatch(/could not be reached to renew it/);
  });

  it('signs out with a message when the shop refuses the access token (401)', async () => {
    const { state, signIn } = await setup();
    await signIn();
    server.use(http.post(GRAPHQL_API, () => HttpResponse.json({ errors: [{ message: 'Unauthorized' }] }, { status: 401 })));
    await state().loadAddresses();
    expect(state()).toMatchObject({ isLoggedIn: false, accessToken: null });
    expect(messageFor(state().sessionEnded, 'new')).toMatch(/ended at the shop/);
  });
});

describe('account data', () => {
  it('reads the addresses, edits one and makes it the default', async () => {
    const { state, signIn, shop } = await setup();
    await signIn();
    await state().loadAddresses();
    expect(state().addresses.map((a) => a.address1)).toEqual(['1 Ocean Drive']);
    expect(state().addresses[0]).toMatchObject({ countryCodeV2: 'US', provinceCode: 'FL' });
    const id = state().addresses[0]?.id ?? '';
    const result = await state().updateAddress(id, {
      firstName: 'Marina',
      lastName: 'Costa',
      company: '',
      address1: '9 Harbour Road',
      address2: '',
      city: 'Miami',
      province: 'FL',
      zip: '33139',
      country: 'US',
      phone: '',
    }, true);
    expect(result.ok).toBe(true);
    const sent = shop.calls.find((c) => c.operation === 'CustomerAccountAddressUpdate')?.variables;
    expect(sent).toMatchObject({ addressId: id, defaultAddress: true, address: { address1: '9 Harbour Road', territoryCode: 'US', zoneCode: 'FL' } });
    expect(state().addresses[0]?.address1).toBe('9 Harbour Road');
    expect(state().defaultAddressId).toBe(id);
  });

  it('updates the names through customerUpdate', async () => {
    const { state, signIn } = await setup();
    await signIn();
    const result = await state().updateProfile({ firstName: 'Mara', lastName: 'Costa', email: 'marina@example.com', phone: '' });
    expect(result.ok).toBe(true);
    expect(state().customer?.firstName).toBe('Mara');
  });
});

describe('orders', () => {
  it('reads the orders once per session, pages older ones, and opens one already loaded without asking the shop', async () => {
    const { state, signIn, shop } = await setup();
    await signIn();
    shop.customerFor('marina@example.com').orders = Array.from({ length: 53 }, (_, i) => 2053 - i);
    const { findOrder, loadMoreOrders } = await import('../../src/stores/customerPageActions');
    const orderCalls = () => shop.calls.filter((c) => c.operation === 'CustomerAccountOrders');

    await Promise.all([state().ensureOrders(), state().ensureOrders()]);
    await state().ensureOrders();
    expect(orderCalls()).toHaveLength(1);
    expect(state().orders).toHaveLength(50);

    await loadMoreOrders();
    expect(orderCalls().at(-1)?.variables).toMatchObject({ first: 50, after: '50' });
    expect(state()).toMatchObject({ ordersCursor: null, moreOrdersStatus: 'ready' });
    expect(state().orders.at(-1)?.orderNumber).toBe(2001);

    expect(await findOrder(2001)).toMatchObject({ ok: true, data: { orderNumber: 2001 } });
    expect(orderCalls()).toHaveLength(2);
  });

  it('looks an order not loaded up by its number (query "name:…")', async () => {
    const { state, signIn, shop } = await setup();
    await signIn();
    shop.customerFor('marina@example.com').orders = [3002, 3001];
    const { findOrder } = await import('../../src/stores/customerPageActions');
    expect(await findOrder(3001)).toMatchObject({ ok: true, data: { orderNumber: 3001 } });
    expect(shop.calls.at(-1)).toMatchObject({ operation: 'CustomerAccountOrders', variables: { query: 'name:3001' } });
    expect(state().orders.map((o) => o.orderNumber)).toEqual([3001]);
  });
});

/**
 * The Customer Account API's rate limits (https://shopify.dev/docs/api/usage/limits#rate-limits): a
 * request the customer's cost bucket cannot hold is answered THROTTLED with the bucket's state; the
 * site waits until the bucket has refilled enough for the requested cost (it refills at restoreRate
 * points a second), a few times at most. Too many requests a minute are answered 429 with
 * Retry-After (https://shopify.dev/changelog/per-customer-request-limit-for-the-customer-account-api).
 */
describe('rate limits', () => {
  async function throttledShop() {
    const shopSetup = await setup();
    await shopSetup.signIn();
    const { throttleTimer } = await import('../../src/accounts/new/graphql');
    const waits: number[] = [];
    vi.spyOn(throttleTimer, 'sleep').mockImplementation(async (ms) => {
      waits.push(ms);
    });
    return { ...shopSetup, waits };
  }

  it('waits for the bucket to hold the requested cost, then the orders load', async () => {
    const { state, shop, waits } = await throttledShop();
    shop.customerFor('marina@example.com').orders = [1002, 1001];
    shop.throttleNext({ kind: 'cost', requested: 17_400, available: 2_400, restoreRate: 10_000 }, { kind: 'cost', requested: 17_400, available: 12_400, restoreRate: 10_000 });
    await state().loadOrders();
    // 15,000 points short at 10,000 a second: 1.5 s; then 5,000 short: 0.5 s.
    expect(waits).toEqual([1_500, 500]);
    expect(state().ordersStatus).toBe('ready');
    expect(state().orders.map((o) => o.orderNumber)).toEqual([1002, 1001]);
    expect(state().isLoggedIn).toBe(true);
  });

  it('waits the Retry-After of a 429 before sending again', async () => {
    const { state, shop, waits } = await throttledShop();
    shop.throttleNext({ kind: 'requests', retryAfterS: 2 });
    const result = await state().updateProfile({ firstName: 'Mara', lastName: 'Costa', email: 'marina@example.com', phone: '' });
    expect(waits).toEqual([2_000]);
    expect(result.ok).toBe(true);
    expect(state().customer?.firstName).toBe('Mara');
  });

  it('says the shop is busy, not that the connection failed, when the limit holds through every retry, and keeps the session', async () => {
    const { state, shop, waits } = await throttledShop();
    vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    const limited = { kind: 'cost', requested: 17_400, available: 0, restoreRate: 10_000 } as const;
    shop.throttleNext(limited, limited, limited, limited);
    await state().loadOrders();
    expect(waits).toHaveLength(3);
    expect(state().ordersStatus).toBe('busy');
    expect(state().isLoggedIn).toBe(true);

    shop.throttleNext(limited, limited, limited, limited);
    const result = await state().updateProfile({ firstName: 'Mara', lastName: 'Costa', email: 'marina@example.com', phone: '' });
    expect(result).toMatchObject({ ok: false, networkError: false, errors: [{ code: 'THROTTLED', message: expect.stringMatching(/busy/) }] });
    // The next visit reads them.
    await state().ensureOrders();
    expect(state().ordersStatus).toBe('ready');
  });

  it('does not keep the shopper waiting when the bucket needs longer than a few seconds to refill', async () => {
    const { state, shop, waits } = await throttledShop();
    vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    shop.throttleNext({ kind: 'requests', retryAfterS: 45 });
    await state().loadAddresses();
    expect(waits).toEqual([]);
    expect(state().addressesStatus).toBe('busy');
  });
});

// https://shopify.dev/docs/api/customer/2025-07/mutations/customerEmailMarketingSubscribe
describe('a newsletter sign-up while signed in', () => {
  it('subscribes the account for its own e-mail, once, and leaves it alone for another', async () => {
    const { state, signIn, shop } = await setup();
    await signIn();
    const { subscribeAccountAfterSignUp } = await import('../../src/stores/customerPageActions');
    const subscribes = () => shop.calls.filter((c) => c.operation === 'CustomerAccountEmailMarketingSubscribe');

    expect(await subscribeAccountAfterSignUp('friend@example.com')).toBe('not-the-account');
    expect(subscribes()).toHaveLength(0);

    expect(await subscribeAccountAfterSignUp(' Marina@Example.com ')).toBe('subscribed');
    expect(shop.customerFor('marina@example.com').marketingState).toBe('SUBSCRIBED');
    expect(state().customer?.acceptsMarketing).toBe(true);
    // Already subscribed: nothing to ask.
    expect(await subscribeAccountAfterSignUp('marina@example.com')).toBe('subscribed');
    expect(subscribes()).toHaveLength(1);
  });
});

describe('sign-out', () => {
  it('clears the session here and goes through the end-session endpoint with the ID token, back to the shop', async () => {
    const { state, signIn, assign } = await setup();
    await signIn();
    const idToken = stored()?.idToken;
    setBuyerCustomer.mockClear();
    await state().logout();
    expect(state()).toMatchObject({ isLoggedIn: false, accessToken: null, customer: null });
    expect(stored()).toBeNull();
    expect(setBuyerCustomer).toHaveBeenCalledWith(null);
    const target = new URL(assign.mock.calls.at(-1)?.[0] ?? '');
    expect(`${target.origin}${target.pathname}`).toBe(`${ISSUER}/logout`);
    expect(target.searchParams.get('id_token_hint')).toBe(idToken);
    expect(target.searchParams.get('post_logout_redirect_uri')).toBe(`${window.location.origin}/`);
  });
});
