/**
 * The customer store keeps all of its session in its own state: a store made by createCustomerStore
 * publishes on the events it was given, and zustand's reset to the initial state
 * (https://zustand.docs.pmnd.rs/guides/testing) leaves no session behind, start-up included.
 */
import { createCustomerStore } from '../../src/stores/customer';
import { createSessionEvents, type SessionChange } from '../../src/stores/sessionEvents';
import { server } from '../msw/node';
import { customerApi, fakeCustomer, storeSession } from '../msw/fixtures/customer';

beforeEach(() => {
  vi.spyOn(console, 'debug').mockImplementation(() => undefined);
});

describe('a customer store of its own', () => {
  it('restores the stored session and tells its own listeners only', async () => {
    server.use(...customerApi([fakeCustomer()], { tok: 'marina@example.com' }).handlers);
    storeSession('tok');
    const events = createSessionEvents();
    const heard: SessionChange[] = [];
    events.onSessionChange((change) => void heard.push(change));
    const store = createCustomerStore(events);
    await store.getState().init();
    expect(store.getState()).toMatchObject({ isLoggedIn: true, loading: false });
    await vi.waitFor(() => expect(heard).toEqual([expect.objectContaining({ type: 'signed-in', reason: 'restore' })]));
  });

  it('starts afresh after zustand’s reset: no customer, and start-up runs again', async () => {
    const api = customerApi([fakeCustomer()], { tok: 'marina@example.com' });
    server.use(...api.handlers);
    storeSession('tok');
    const store = createCustomerStore(createSessionEvents());
    await store.getState().init();
    expect(store.getState().customer?.email).toBe('marina@example.com');

    store.setState(store.getInitialState(), true);
    expect(store.getState()).toMatchObject({ customer: null, isLoggedIn: false, accessToken: null, loading: true });
    // Start-up is not remembered from before the reset: the stored session is read again.
    localStorage.clear();
    await store.getState().init();
    expect(store.getState()).toMatchObject({ customer: null, isLoggedIn: false, loading: false });
  });
});
