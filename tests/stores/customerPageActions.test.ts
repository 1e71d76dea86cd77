/**
 * The account pages' order actions with classic accounts (the Storefront API's Customer.orders,
 * https://shopify.dev/docs/api/storefront/2025-07/objects/Customer#field-orders): the orders read once
 * per session, older orders page by page, and an order already loaded found without asking the shop.
 */
import { useCart } from '../../src/features/cart/store';
import { useCustomer } from '../../src/stores/customer';
import { findOrder, loadMoreOrders, subscribeAccountAfterSignUp } from '../../src/stores/customerPageActions';
import { server } from '../msw/node';
import { customerApi, fakeCustomer, networkFailure, order, storeSession } from '../msw/fixtures/customer';

const state = () => useCustomer.getState();

/** Orders numbered from `newest` down, newest first. */
const ordersFrom = (newest: number, count: number) => Array.from({ length: count }, (_, i) => order({ number: newest - i }));

async function signedIn(orders = ordersFrom(1053, 53)) {
  const customer = fakeCustomer({ orders });
  const api = customerApi([customer], { tok: customer.email });
  server.use(...api.handlers);
  storeSession('tok');
  await state().init();
  return api;
}

const orderReads = (api: Awaited<ReturnType<typeof signedIn>>) => api.state.calls.filter((c) => c.operation === 'CustomerOrders');

beforeEach(() => {
  vi.spyOn(console, 'debug').mockImplementation(() => undefined);
  useCustomer.setState(useCustomer.getInitialState(), true);
  useCart.setState({ setBuyerCustomer: vi.fn(async () => undefined) });
});

describe('orders kept for the session', () => {
  it('reads the orders once however many account pages are visited, and again after signing out and in', async () => {
    const api = await signedIn();
    // Account home and order history mount together, then the shopper opens an order and goes back.
    await Promise.all([state().ensureOrders(), state().ensureOrders()]);
    await state().ensureOrders();
    expect(orderReads(api)).toHaveLength(1);
    expect(state().orders).toHaveLength(50);

    await state().logout();
    expect(state().orders).toEqual([]);
    expect(await state().login('marina@example.com', 'seashell1')).toMatchObject({ ok: true });
    await state().ensureOrders();
    expect(orderReads(api)).toHaveLength(2);
  });

  it('reads them again on a retry, and on the next visit after a failed read', async () => {
    const api = await signedIn();
    server.use(networkFailure('CustomerOrders'));
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    await state().ensureOrders();
    expect(state().ordersStatus).toBe('error');
    server.resetHandlers(...api.handlers);
    await state().ensureOrders();
    expect(state()).toMatchObject({ ordersStatus: 'ready' });
    expect(state().orders).toHaveLength(50);
    await state().loadOrders();
    expect(orderReads(api)).toHaveLength(2);
  });
});

describe('older orders', () => {
  it('adds the next page after the first 50 and says when every order is loaded', async () => {
    const api = await signedIn();
    await state().ensureOrders();
    expect(state().ordersCursor).toBe('50');
    await loadMoreOrders();
    expect(orderReads(api).at(-1)?.variables).toMatchObject({ first: 50, after: '50' });
    expect(state().orders.map((o) => o.orderNumber).slice(-3)).toEqual([1003, 1002, 1001]);
    expect(state()).toMatchObject({ ordersCursor: null, moreOrdersStatus: 'ready' });
    // Nothing more to ask for.
    await loadMoreOrders();
    expect(orderReads(api)).toHaveLength(2);
  });

  it('asks once when the button is pressed twice', async () => {
    const api = await signedIn();
    await state().ensureOrders();
    await Promise.all([loadMoreOrders(), loadMoreOrders()]);
    expect(orderReads(api)).toHaveLength(2);
    expect(state().orders).toHaveLength(53);
  });

  it('keeps the orders shown and offers a retry when the page cannot be read', async () => {
    const api = await signedIn();
    await state().ensureOrders();
    server.use(networkFailure('CustomerOrders'));
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    await loadMoreOrders();
    expect(state()).toMatchObject({ moreOrdersStatus: 'error', ordersCursor: '50' });
    expect(state().orders).toHaveLength(50);
    server.resetHandlers(...api.handlers);
    await loadMoreOrders();
    expect(state().orders).toHaveLength(53);
  });
});

describe('finding an order by number', () => {
  it('answers with an order already loaded without asking the shop', async () => {
    const api = await signedIn();
    await state().ensureOrders();
    const result = await findOrder(1010);
    expect(result).toMatchObject({ ok: true, data: { orderNumber: 1010 } });
    expect(orderReads(api)).toHaveLength(1);
  });

  it('looks an older one up page by page, and it joins the orders shown', async () => {
    const api = await signedIn();
    await state().ensureOrders();
    const result = await findOrder(1002);
    expect(result).toMatchObject({ ok: true, data: { orderNumber: 1002 } });
    expect(orderReads(api).length).toBeGreaterThan(1);
    expect(state().orders.some((o) => o.orderNumber === 1002)).toBe(true);
  });
});

// acceptsMarketing of customerUpdate (https://shopify.dev/docs/api/storefront/2025-07/input-objects/CustomerUpdateInput).
describe('a newsletter sign-up', () => {
  it('subscribes the signed-in customer’s account for their own e-mail, and keeps the failure from the sign-up', async () => {
    const api = await signedIn([]);
    server.use(networkFailure('CustomerUpdate'));
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    expect(await subscribeAccountAfterSignUp('marina@example.com')).toBe('failed');
    expect(state().customer?.acceptsMarketing).toBe(false);
    server.resetHandlers(...api.handlers);
    expect(await subscribeAccountAfterSignUp('MARINA@example.com')).toBe('subscribed');
    expect(api.state.customers[0]?.acceptsMarketing).toBe(true);
    expect(state().customer?.acceptsMarketing).toBe(true);
  });

  it('leaves accounts alone when no one is signed in', async () => {
    const api = customerApi();
    server.use(...api.handlers);
    await state().init();
    expect(await subscribeAccountAfterSignUp('marina@example.com')).toBe('not-the-account');
    expect(api.operations()).toEqual([]);
  });
});
