/**
 * A cart store of its own for each test, made by the factory the app's cart is made with, wired to
 * the country store as the app's is (a country change waits for the cart). `stopFreshCarts` ends
 * what the test's stores hear (other tabs, country changes), so no store outlives its test.
 */
import { createCartStore, defaultCartDeps, type CartDeps, type CartStore } from '../../../src/features/cart/store';
import { onCountryChange } from '../../../src/stores/country';

const stops: (() => void)[] = [];

export function freshCart(deps: Partial<CartDeps> = {}): CartStore {
  const store = createCartStore({
    ...defaultCartDeps,
    otherTabs: (heard) => {
      const stop = defaultCartDeps.otherTabs(heard);
      stops.push(stop);
      return stop;
    },
    ...deps,
  });
  stops.push(onCountryChange((code) => store.getState().followCountry(code)));
  return store;
}

export function stopFreshCarts(): void {
  for (const stop of stops.splice(0)) stop();
}
