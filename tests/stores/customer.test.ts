import { graphql } from 'msw';
import { env } from '../../src/config/env';
import { messageFor } from '../../src/lib/sessionEnd';
import { useCart } from '../../src/features/cart/store';
import { onSignIn, onSignOut, useCustomer } from '../../src/stores/customer';
import { server } from '../msw/node';
import {
  address,
  customerApi,
  DAY_MS,
  fakeCustomer,
  futureExpiry,
  networkFailure,
  throttledOperation,
  order,
  storedSession,
  storeSession,
} from '../msw/fixtures/customer';

const state = () => useCustomer.getState();
/** What the page tells the shopper about the session that ended. */
const told = () => messageFor(state().sessionEnded, 'legacy');
const setBuyerCustomer = vi.fn(async (_token: string | null) => undefined);

const addressValues = (overrides: Partial<Record<string, string>> = {}) => ({
  firstName: 'Marina',
  lastName: 'Costa',
  company: '',
  address1: '9 Harbour Road',
  address2: '',
  city: 'Sydney',
  province: 'NSW',
  zip: '2000',
  country: 'AU',
  phone: '',
  ...overrides,
});

/** A fake store with one signed-in session under token `tok`. */
function signedInApi(customer = fakeCustomer()) {
  const api = customerApi([customer], { tok: customer.email });
  server.use(...api.handlers);
  storeSession('tok');
  return api;
}

beforeEach(() => {
  // The storefront client reports its retries on console.debug; not what these tests are about.
  vi.spyOn(console, 'debug').mockImplementation(() => undefined);
  useCustomer.setState(useCustomer.getInitialState(), true);
  setBuyerCustomer.mockClear();
  useCart.setState({ setBuyerCustomer });
});

describe('customer session', () => {
  it('is not loading and not signed in at once when no token is stored', () => {
    void state().init();
    expect(state().loading).toBe(false);
    expect(state().isLoggedIn).toBe(false);
  });

  it('stays loading until the customer is fetched for a stored token, then is logged in', async () => {
    signedInApi();
    const started = state().init();
    expect(state().loading).toBe(true);
    expect(state().isLoggedIn).toBe(false);
    await started;
    expect(state().loading).toBe(false);
    expect(state().isLoggedIn).toBe(true);
    expect(state().customer?.email).toBe('marina@example.com');
  });

  it('treats a corrupted stored token as signed out and removes it', async () => {
    vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    localStorage.setItem('bb_customer_access_token', '{"accessToken": 42');
    await state().init();
    expect(state()).toMatchObject({ loading: false, isLoggedIn: false, accessToken: null });
    expect(localStorage.getItem('bb_customer_access_token')).toBeNull();
  });

  it('signs out when the stored token has expired, saying so, without calling the store', async () => {
    const api = customerApi();
    server.use(...api.handlers);
    const error = vi.spyOn(console, 'error');
    storeSession('old', new Date(Date.now() - 1000).toISOString());
    await state().init();
    expect(state()).toMatchObject({ loading: false, isLoggedIn: false });
    expect(told()).toMatch(/sign-in expired/);
    expect(storedSession()).toBeNull();
    expect(api.operations()).toEqual([]);
    expect(error).not.toHaveBeenCalled();
  });

  it('signs out when the store rejects the stored token (a password set elsewhere), saying why', async () => {
    const api = customerApi([fakeCustomer()], {});
    server.use(...api.handlers);
    const error = vi.spyOn(console, 'error');
    storeSession('revoked');
    await state().init();
    expect(state()).toMatchObject({ loading: false, isLoggedIn: false, customer: null });
    expect(told()).toMatch(/password was set or changed on another device/);
    expect(storedSession()).toBeNull();
    expect(error).not.toHaveBeenCalled();
  });

  it('renews a token that expires within a day before using it', async () => {
    const api = signedInApi();
    storeSession('tok', new Date(Date.now() + DAY_MS / 2).toISOString());
    await state().init();
    expect(api.operations()).toEqual(['CustomerAccessTokenRenew', 'Customer']);
    expect(state().isLoggedIn).toBe(true);
    const renewedUntil = Date.parse(storedSession()?.expiresAt ?? '');
    expect(renewedUntil - Date.now()).toBeGreaterThan(DAY_MS);
  });

  it('does not join the cart again for a session restored at load (the cart reads the stored token)', async () => {
    signedInApi();
    await state().init();
    expect(state().isLoggedIn).toBe(true);
    await Promise.resolve();
    expect(setBuyerCustomer).not.toHaveBeenCalled();
  });

  it('does not renew a token with plenty of time left', async () => {
    const api = signedInApi();
    await state().init();
    expect(api.operations()).toEqual(['Customer']);
  });

  it('signs out when renewal is refused, saying why', async () => {
    const api = customerApi([fakeCustomer()], {});
    server.use(...api.handlers);
    storeSession('gone', new Date(Date.now() + 60_000).toISOString());
    await state().init();
    expect(state().isLoggedIn).toBe(false);
    expect(told()).toMatch(/password was set or changed/);
    expect(storedSession()).toBeNull();
    expect(api.operations()).toEqual(['CustomerAccessTokenRenew']);
  });

  it('keeps the token and offers a retry when the customer fetch fails on the network (console only)', async () => {
    signedInApi();
    server.use(networkFailure('Customer'));
    const error = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    await state().init();
    expect(state()).toMatchObject({ loading: false, isLoggedIn: false, sessionError: true });
    expect(storedSession()?.accessToken).toBe('tok');
    expect(error).toHaveBeenCalledWith('Customer fetch failed', expect.anything());
    server.resetHandlers();
    signedInApi();
    await state().refresh();
    expect(state()).toMatchObject({ isLoggedIn: true, sessionError: false });
  });

  it('logs in: creates and stores the token, fetches the customer, joins the cart and tells listeners', async () => {
    const api = customerApi();
    server.use(...api.handlers);
    const signedIn = vi.fn();
    const off = onSignIn(signedIn);
    void state().init();
    const result = await state().login(' marina@example.com ', 'seashell1');
    expect(result).toEqual({ ok: true, errors: [], networkError: false });
    expect(api.operations()).toEqual(['CustomerAccessTokenCreate', 'Customer']);
    expect(state()).toMatchObject({ isLoggedIn: true, loginSuccess: true, loginModalOpen: false });
    expect(storedSession()).toEqual({ accessToken: 'token-1', expiresAt: expect.any(String) });
    expect(setBuyerCustomer).toHaveBeenCalledWith('token-1');
    await vi.waitFor(() =>
      expect(signedIn).toHaveBeenCalledWith({ customerId: 'gid://shopify/Customer/7400000001', accessToken: 'token-1', restored: false }),
    );
    off();
  });

  it('returns the errors of a wrong password to the caller and stays signed out', async () => {
    server.use(...customerApi().handlers);
    const result = await state().login('marina@example.com', 'wrong');
    expect(result.ok).toBe(false);
    expect(result.errors[0]?.code).toBe('UNIDENTIFIED_CUSTOMER');
    expect(state().isLoggedIn).toBe(false);
    expect(storedSession()).toBeNull();
  });

  it('reports a refusal for too many attempts as such, not as a network failure', async () => {
    server.use(throttledOperation('CustomerAccessTokenCreate'));
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    const result = await state().login('marina@example.com', 'seashell1');
    expect(result).toMatchObject({ ok: false, networkError: false, errors: [{ code: 'THROTTLED' }] });
    expect(state().isLoggedIn).toBe(false);
  });

  it('reports a network failure on sign-in as such', async () => {
    server.use(networkFailure('CustomerAccessTokenCreate'));
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    const result = await state().login('marina@example.com', 'seashell1');
    expect(result).toEqual({ ok: false, errors: [], networkError: true });
  });

  it('logs out: deletes the token on the server, removes it, clears the user and resets the flags', async () => {
    const api = signedInApi();
    await state().init();
    useCustomer.setState({ newlyRegistered: true, loginSuccess: true, accountMenuOpen: true });
    const signedOut = vi.fn();
    const off = onSignOut(signedOut);
    await state().logout();
    expect(api.operations()).toContain('CustomerAccessTokenDelete');
    expect(api.state.tokens.has('tok')).toBe(false);
    expect(storedSession()).toBeNull();
    expect(state()).toMatchObject({
      customer: null,
      accessToken: null,
      isLoggedIn: false,
      newlyRegistered: false,
      loginSuccess: false,
      accountMenuOpen: false,
    });
    expect(setBuyerCustomer).toHaveBeenCalledWith(null);
    await vi.waitFor(() => expect(signedOut).toHaveBeenCalled());
    off();
  });

  it('still signs out on this device when the server cannot be reached', async () => {
    signedInApi();
    await state().init();
    server.use(networkFailure('CustomerAccessTokenDelete'));
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    await state().logout();
    expect(state().isLoggedIn).toBe(false);
    expect(storedSession()).toBeNull();
  });

  it('registers, marks the customer newly registered and signs them in', async () => {
    const api = customerApi([]);
    server.use(...api.handlers);
    const result = await state().register({ firstName: 'Sunny', lastName: 'Rivera', email: 'sunny@example.com', password: 'sandcastle' });
    expect(result).toMatchObject({ ok: true, data: { signedIn: true } });
    expect(api.operations()).toEqual(['CustomerCreate', 'CustomerAccessTokenCreate', 'Customer']);
    expect(state()).toMatchObject({ isLoggedIn: true, newlyRegistered: true });
  });

  it('returns a taken e-mail on registration to the caller', async () => {
    server.use(...customerApi().handlers);
    const result = await state().register({ firstName: 'M', lastName: 'C', email: 'marina@example.com', password: 'sandcastle' });
    expect(result.ok).toBe(false);
    expect(result.errors).toEqual([{ code: 'TAKEN', field: ['input', 'email'], message: 'Email has already been taken' }]);
    expect(state().newlyRegistered).toBe(false);
  });

  it('opens the login modal when the register form is forced', () => {
    state().setForceRegister(true);
    expect(state()).toMatchObject({ forceRegister: true, loginModalOpen: true });
    state().setForceRegister(false);
    expect(state()).toMatchObject({ forceRegister: false, loginModalOpen: true });
    state().closeLoginModal();
    expect(state().loginModalOpen).toBe(false);
  });

  it('opens, closes and toggles the account menu', () => {
    state().toggleAccountMenu();
    expect(state().accountMenuOpen).toBe(true);
    state().toggleAccountMenu();
    expect(state().accountMenuOpen).toBe(false);
    state().openAccountMenu();
    expect(state().accountMenuOpen).toBe(true);
    state().closeAccountMenu();
    expect(state().accountMenuOpen).toBe(false);
  });
});

/**
 * Every way a session ends says why, once, and every tab agrees at once: the ending tab writes the
 * reason before it removes the token; the others read it on the storage event.
 */
describe('a session that ends, in this tab and the others', () => {
  const ENDED_KEY = 'bb_session_ended';
  /** Another tab of this browser ends the session: its reason (if any) first, then the token goes. */
  const otherTabEnds = (reason?: string) => {
    if (reason) localStorage.setItem(ENDED_KEY, JSON.stringify({ reason }));
    else localStorage.removeItem(ENDED_KEY);
    localStorage.removeItem('bb_customer_access_token');
    window.dispatchEvent(new StorageEvent('storage', { key: 'bb_customer_access_token', newValue: null }));
  };

  it('says “signed out in another tab” when the shopper signed out there, and the cart and wishlist follow', async () => {
    signedInApi();
    await state().init();
    const signedOut = vi.fn();
    const off = onSignOut(signedOut);
    otherTabEnds('signed-out');
    expect(state()).toMatchObject({ isLoggedIn: false, customer: null, accessToken: null });
    expect(told()).toBe('You signed out in another tab, so you are signed out here too.');
    await vi.waitFor(() => expect(signedOut).toHaveBeenCalledTimes(1));
    expect(setBuyerCustomer).toHaveBeenCalledWith(null);
    off();
  });

  it('gives the other tab’s reason when its session was refused (activation or reset elsewhere)', async () => {
    signedInApi();
    await state().init();
    otherTabEnds('refused');
    expect(state().isLoggedIn).toBe(false);
    expect(told()).toMatch(/password was set or changed on another device/);
  });

  it('falls back to “signed out in another tab” when the token vanished without a readable reason', async () => {
    signedInApi();
    await state().init();
    localStorage.setItem(ENDED_KEY, '{"reason":"gremlins"}');
    localStorage.removeItem('bb_customer_access_token');
    window.dispatchEvent(new StorageEvent('storage', { key: 'bb_customer_access_token', newValue: null }));
    expect(state().isLoggedIn).toBe(false);
    expect(told()).toMatch(/signed out in another tab/);
  });

  it('writes its own reason for the other tabs, and a new sign-in clears it', async () => {
    const api = signedInApi();
    await state().init();
    api.state.tokens.clear();
    await state().loadOrders();
    expect(JSON.parse(localStorage.getItem(ENDED_KEY) ?? 'null')).toEqual({ reason: 'refused' });
    expect(state()).toMatchObject({ isLoggedIn: false, ordersStatus: 'idle' });
    await state().login('marina@example.com', 'seashell1');
    expect(state().isLoggedIn).toBe(true);
    expect(told()).toBeNull();
    expect(localStorage.getItem(ENDED_KEY)).toBeNull();
  });

  it('says nothing in the tab where the shopper signed out (the sign-out says so itself)', async () => {
    signedInApi();
    await state().init();
    await state().logout();
    expect(told()).toBeNull();
    expect(JSON.parse(localStorage.getItem(ENDED_KEY) ?? 'null')).toEqual({ reason: 'signed-out' });
  });

  it('never shows a customer whose fetch finished after another tab signed out', async () => {
    signedInApi();
    let release!: () => void;
    const gate = new Promise<void>((resolve) => (release = resolve));
    let asked!: () => void;
    const fetching = new Promise<void>((resolve) => (asked = resolve));
    server.use(
      graphql.link(env.storefrontEndpoint).query('Customer', async () => {
        asked();
        await gate;
        // Falls through to the fake store, which still knows the token.
        return undefined;
      }),
    );
    const started = state().init();
    await fetching;
    otherTabEnds('signed-out');
    release();
    await started;
    expect(state()).toMatchObject({ isLoggedIn: false, customer: null, accessToken: null, loading: false });
    expect(storedSession()).toBeNull();
  });
});

describe('recover, activate and reset', () => {
  it('counts recovery as a success only when its error list is empty', async () => {
    const api = customerApi();
    server.use(...api.handlers);
    expect((await state().recover('marina@example.com')).ok).toBe(true);
    api.state.recoverUserErrors = [{ code: 'UNIDENTIFIED_CUSTOMER', field: ['email'], message: 'Could not find customer' }];
    const result = await state().recover('marina@example.com');
    expect(result.ok).toBe(false);
    expect(result.errors).toEqual([{ code: 'UNIDENTIFIED_CUSTOMER', field: ['email'], message: 'Could not find customer' }]);
  });

  it('activates with the platform id built from the link id, then signs the customer in', async () => {
    const api = customerApi([fakeCustomer({ activationToken: 'act-1' })]);
    server.use(...api.handlers);
    const result = await state().activate('7400000001', 'act-1', 'newpass1');
    expect(result).toMatchObject({ ok: true, data: { signedIn: true } });
    expect(api.state.calls[0]).toEqual({
      operation: 'CustomerActivate',
      variables: { id: 'gid://shopify/Customer/7400000001', input: { activationToken: 'act-1', password: 'newpass1' } },
    });
    expect(state().isLoggedIn).toBe(true);
    expect(setBuyerCustomer).toHaveBeenCalledWith('token-1');
  });

  it('returns an invalid or used activation token to the caller without signing in', async () => {
    server.use(...customerApi([fakeCustomer({ activationToken: 'act-1' })]).handlers);
    const result = await state().activate('7400000001', 'used', 'newpass1');
    expect(result?.ok).toBe(false);
    expect(result?.errors[0]?.code).toBe('TOKEN_INVALID');
    expect(state().isLoggedIn).toBe(false);
  });

  it.each([
    ['activate', 'CustomerActivate'],
    ['reset', 'CustomerReset'],
  ] as const)('%s: a network failure is written to the console only and the caller gets nothing', async (action, operation) => {
    server.use(networkFailure(operation));
    const error = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    const result = await state()[action]('7400000001', 'tok-1', 'newpass1');
    expect(result).toBeUndefined();
    expect(error).toHaveBeenCalledTimes(1);
    expect(state().isLoggedIn).toBe(false);
  });

  it('resets the password and signs the customer in with it', async () => {
    const customer = fakeCustomer({ resetToken: 'reset-1' });
    server.use(...customerApi([customer]).handlers);
    const result = await state().reset('7400000001', 'reset-1', 'brandnew1');
    expect(result).toMatchObject({ ok: true, data: { signedIn: true } });
    expect(customer.password).toBe('brandnew1');
    expect(state().isLoggedIn).toBe(true);
  });
});

describe('profile and password', () => {
  it('updates the profile and keeps the new values', async () => {
    const api = signedInApi();
    await state().init();
    const result = await state().updateProfile({ firstName: 'Marina ', lastName: 'Costa-Reef', email: 'marina@example.com', phone: '' });
    expect(result.ok).toBe(true);
    expect(state().customer).toMatchObject({ firstName: 'Marina', lastName: 'Costa-Reef' });
    expect(api.state.calls.at(-1)?.variables.customer).toMatchObject({ phone: null });
  });

  it('checks the current password first and stores the token the change returns', async () => {
    const api = signedInApi();
    await state().init();
    const wrong = await state().changePassword('nope', 'brandnew1');
    expect(wrong.ok).toBe(false);
    expect(wrong.errors[0]).toMatchObject({ code: 'UNIDENTIFIED_CUSTOMER', field: ['current'] });
    expect(api.operations()).not.toContain('CustomerPasswordUpdate');

    const result = await state().changePassword('seashell1', 'brandnew1');
    expect(result.ok).toBe(true);
    expect(api.operations().slice(-2)).toEqual(['CustomerAccessTokenCreate', 'CustomerPasswordUpdate']);
    const session = storedSession();
    expect(session?.accessToken).not.toBe('tok');
    expect(api.state.tokens.has(session?.accessToken ?? '')).toBe(true);
    expect(setBuyerCustomer).toHaveBeenLastCalledWith(session?.accessToken);
    expect(state().isLoggedIn).toBe(true);
  });

  it('ends the session, saying why, when an account call finds the token rejected (activated or reset elsewhere)', async () => {
    const api = signedInApi();
    await state().init();
    api.state.tokens.clear();
    const result = await state().updateProfile({ firstName: 'M', lastName: 'C', email: 'marina@example.com', phone: '' });
    expect(result.errors[0]).toMatchObject({ code: 'TOKEN_INVALID', field: ['customerAccessToken'] });
    expect(state()).toMatchObject({ isLoggedIn: false, customer: null, accessToken: null });
    expect(told()).toMatch(/activating your account or resetting your password/);
    expect(storedSession()).toBeNull();
  });
});

describe('addresses', () => {
  it('refetches the list and the default after creating an address', async () => {
    const api = signedInApi();
    await state().init();
    const result = await state().createAddress(addressValues());
    expect(result.ok).toBe(true);
    expect(api.operations().slice(-2)).toEqual(['CustomerAddressCreate', 'CustomerAddresses']);
    expect(state().addresses).toHaveLength(1);
    expect(state().defaultAddressId).toBe(state().addresses[0]?.id);
    expect(state().customer?.defaultAddress?.id).toBe(state().addresses[0]?.id);
  });

  it('makes a new address the default when asked, then refetches', async () => {
    const api = signedInApi(fakeCustomer({ addresses: [address(1)], defaultAddressId: address(1).id }));
    await state().init();
    await state().createAddress(addressValues(), true);
    expect(api.operations().slice(-3)).toEqual(['CustomerAddressCreate', 'CustomerDefaultAddressUpdate', 'CustomerAddresses']);
    expect(state().defaultAddressId).not.toBe(address(1).id);
    expect(state().addresses[0]?.id).toBe(state().defaultAddressId);
  });

  it('refetches after an update and after a default change', async () => {
    const first = address(1);
    const second = address(2, { city: 'Tampa' });
    const api = signedInApi(fakeCustomer({ addresses: [first, second], defaultAddressId: first.id }));
    await state().init();
    await state().updateAddress(second.id, addressValues({ city: 'Brisbane', zip: '4000' }));
    expect(api.operations().slice(-2)).toEqual(['CustomerAddressUpdate', 'CustomerAddresses']);
    expect(state().addresses.find((a) => a.id === second.id)?.city).toBe('Brisbane');
    await state().setDefaultAddress(second.id);
    expect(api.operations().slice(-2)).toEqual(['CustomerDefaultAddressUpdate', 'CustomerAddresses']);
    expect(state().defaultAddressId).toBe(second.id);
  });

  it('deletes an address and shows the default the store promoted', async () => {
    const first = address(1);
    const second = address(2);
    signedInApi(fakeCustomer({ addresses: [first, second], defaultAddressId: first.id }));
    await state().init();
    await state().loadAddresses();
    const result = await state().deleteAddress(first.id);
    expect(result.ok).toBe(true);
    expect(state().addresses.map((a) => a.id)).toEqual([second.id]);
    expect(state().defaultAddressId).toBe(second.id);
  });

  it('returns address errors to the caller and keeps the list', async () => {
    signedInApi(fakeCustomer({ addresses: [address(1)], defaultAddressId: address(1).id }));
    await state().init();
    await state().loadAddresses();
    const result = await state().createAddress(addressValues({ country: 'ZZ' }));
    expect(result.errors).toEqual([{ code: 'INVALID', field: ['address', 'country'], message: 'Country is not supported' }]);
    expect(state().addresses).toHaveLength(1);
  });

  it('keeps the list when saving fails on the network', async () => {
    signedInApi(fakeCustomer({ addresses: [address(1)], defaultAddressId: address(1).id }));
    await state().init();
    await state().loadAddresses();
    server.use(networkFailure('CustomerAddressCreate'));
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    const result = await state().createAddress(addressValues());
    expect(result.networkError).toBe(true);
    expect(state().addresses).toHaveLength(1);
  });
});

describe('orders', () => {
  it('loads the 50 newest orders with their tab and tracking events', async () => {
    const api = signedInApi(
      fakeCustomer({
        orders: [
          order({ number: 1002, tracking: [{ status: 'IN_TRANSIT', message: 'In transit to sorting facility', date: '2026-03-03' }], fulfilled: true, fulfillmentStatus: 'FULFILLED' }),
          order({ number: 1001 }),
        ],
      }),
    );
    await state().init();
    await state().loadOrders();
    expect(api.state.calls.at(-1)?.variables).toMatchObject({ first: 50 });
    expect(state().ordersStatus).toBe('ready');
    expect(state().orders.map((o) => [o.name, o.tab])).toEqual([
      ['#1002', 'In Transit'],
      ['#1001', 'Unfulfilled'],
    ]);
    expect(state().orders[0]?.tracking[0]).toEqual({ company: 'DHL Express', number: 'JD01460001002', url: 'https://track.example/JD01460001002' });
  });

  it('marks the orders as failed to load on a network error, and keeps the session', async () => {
    signedInApi();
    await state().init();
    server.use(networkFailure('CustomerOrders'));
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    await state().loadOrders();
    expect(state().ordersStatus).toBe('error');
    expect(state().isLoggedIn).toBe(true);
  });
});

it('uses a token that is still valid for a while even when renewal fails on the network', async () => {
  const api = signedInApi();
  storeSession('tok', futureExpiry(DAY_MS / 4));
  server.use(networkFailure('CustomerAccessTokenRenew'));
  vi.spyOn(console, 'warn').mockImplementation(() => undefined);
  await state().init();
  expect(state().isLoggedIn).toBe(true);
  expect(api.operations()).toEqual(['Customer']);
});

describe('first load (issue 10)', () => {
  const evaluated: string[] = [];
  const watched = {
    '../../src/storefront/client': 'client',
    '../../src/storefront/documents/customer': 'customer documents',
    '../../src/accounts/legacy/actions': 'account actions',
  };
  const freshStore = async () => (await import('../../src/stores/customer')).useCustomer;

  beforeEach(() => {
    evaluated.length = 0;
    vi.resetModules();
    for (const [path, name] of Object.entries(watched)) {
      vi.doMock(path, async (importOriginal) => {
        evaluated.push(name);
        return importOriginal();
      });
    }
  });
  afterEach(() => {
    for (const path of Object.keys(watched)) vi.doUnmock(path);
    vi.resetModules();
  });

  it('loads neither the Storefront client nor the account actions for a visitor who does not sign in', async () => {
    const customer = await freshStore();
    await customer.getState().init();
    expect(customer.getState()).toMatchObject({ loading: false, isLoggedIn: false });
    expect(evaluated).toEqual([]);
  });

  it('loads them with the first sign-in', async () => {
    server.use(...customerApi().handlers);
    const customer = await freshStore();
    await customer.getState().init();
    expect(await customer.getState().login('marina@example.com', 'seashell1')).toEqual({ ok: true, errors: [], networkError: false });
    expect(customer.getState().customer?.email).toBe('marina@example.com');
    expect(evaluated).toEqual(expect.arrayContaining(['client', 'customer documents', 'account actions']));
  });

  it('reports a sign-in whose code cannot be downloaded as a network failure, and the next try signs in', async () => {
    server.use(...customerApi().handlers);
    const error = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    vi.doMock('../../src/accounts/legacy', () => {
      throw new Error('Loading chunk failed');
    });
    const customer = await freshStore();
    expect(await customer.getState().login('marina@example.com', 'seashell1')).toEqual({ ok: false, errors: [], networkError: true });
    expect(error).toHaveBeenCalledWith('Sign-in failed', expect.any(Error));
    expect(customer.getState().isLoggedIn).toBe(false);

    vi.doUnmock('../../src/accounts/legacy');
    expect(await customer.getState().login('marina@example.com', 'seashell1')).toMatchObject({ ok: true });
    expect(customer.getState().isLoggedIn).toBe(true);
  });
});
