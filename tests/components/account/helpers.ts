import { useCart } from '../../../src/features/cart/store';
import { useCustomer } from '../../../src/stores/customer';
import { server } from '../../msw/node';
import { customerApi, fakeCustomer, storeSession, type FakeCustomer } from '../../msw/fixtures/customer';

/** A clean customer store whose cart calls go nowhere, and the storefront client kept quiet. */
export function resetAccount(): void {
  vi.spyOn(console, 'debug').mockImplementation(() => undefined);
  useCustomer.setState(useCustomer.getInitialState(), true);
  useCart.setState({ setBuyerCustomer: vi.fn(async () => undefined) });
}

/** Signed out, with the store's start-up done (loading false). */
export async function signedOut(customers: FakeCustomer[] = [fakeCustomer()]) {
  const api = customerApi(customers);
  server.use(...api.handlers);
  await useCustomer.getState().init();
  return api;
}

/** Signed in as `customer` through the stored-token path. */
export async function signedIn(customer: FakeCustomer = fakeCustomer()) {
  const api = customerApi([customer], { tok: customer.email });
  server.use(...api.handlers);
  storeSession('tok');
  await useCustomer.getState().init();
  return api;
}
