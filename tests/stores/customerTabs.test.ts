import { useCart } from '../../src/features/cart/store';
import { onSignIn, onSignOut, useCustomer } from '../../src/stores/customer';
import { server } from '../msw/node';
import { customerApi, fakeCustomer, futureExpiry, storeSession } from '../msw/fixtures/customer';
import { otherTabWrites } from './otherTab';

const TOKEN_KEY = 'bb_customer_access_token';
const state = () => useCustomer.getState();
const setBuyerCustomer = vi.fn(async (_token: string | null) => undefined);

beforeEach(() => {
  vi.spyOn(console, 'debug').mockImplementation(() => undefined);
  useCustomer.setState(useCustomer.getInitialState(), true);
  setBuyerCustomer.mockClear();
  useCart.setState({ setBuyerCustomer });
});

describe('the session in another tab of the same browser', () => {
  it('signing out there signs out here, and the other stores hear of it', async () => {
    server.use(...customerApi([fakeCustomer()], { tok: 'marina@example.com' }).handlers);
    storeSession('tok');
    await state().init();
    expect(state().isLoggedIn).toBe(true);
    const signedOut = vi.fn();
    const off = onSignOut(signedOut);
    otherTabWrites(TOKEN_KEY, null);
    await vi.waitFor(() => expect(state()).toMatchObject({ isLoggedIn: false, customer: null, accessToken: null }));
    await vi.waitFor(() => expect(signedOut).toHaveBeenCalled());
    off();
  });

  it('signing in there signs in here with the token that tab sent, even before this tab’s storage has it', async () => {
    server.use(...customerApi([fakeCustomer()], { tok: 'marina@example.com' }).handlers);
    await state().init();
    expect(state().isLoggedIn).toBe(false);
    const signedIn = vi.fn();
    const off = onSignIn(signedIn);
    otherTabWrites(TOKEN_KEY, { accessToken: 'tok', expiresAt: futureExpiry() }, { stored: false });
    await vi.waitFor(() => expect(state()).toMatchObject({ isLoggedIn: true, loading: false }));
    expect(state().customer?.email).toBe('marina@example.com');
    expect(state().accessToken?.accessToken).toBe('tok');
    await vi.waitFor(() => expect(signedIn).toHaveBeenCalledWith(expect.objectContaining({ accessToken: 'tok' })));
    off();
  });

  it('an unreadable token sent from there is a sign-out here, not a failure', async () => {
    server.use(...customerApi([fakeCustomer()], { tok: 'marina@example.com' }).handlers);
    storeSession('tok');
    await state().init();
    otherTabWrites(TOKEN_KEY, { accessToken: 42 });
    await vi.waitFor(() => expect(state()).toMatchObject({ isLoggedIn: false, accessToken: null }));
  });
});
