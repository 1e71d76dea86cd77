/**
 * Client start-up of the persisted stores, run once after React hydrated the static markup so the
 * first render matches the server's (stores use `skipHydration`).
 */
import { env } from '../config/env';
import { REGIONAL_STORE_COUNTRY } from '../config/site';
import { browserNavigation, useCountry } from './country';

type StartupTask = () => Promise<void> | void;
const tasks: StartupTask[] = [];

/** Feature stores (cart, customer, wishlist) register what they do at start-up. */
export function onStartup(task: StartupTask): void {
  tasks.push(task);
}

let started: Promise<void> | null = null;

export function hydrateStores(): Promise<void> {
  started ??= (async () => {
    await useCountry.persist.rehydrate();
    // Spec §2: shoppers whose selected country is PH belong to the regional store.
    if (useCountry.getState().countryCode === REGIONAL_STORE_COUNTRY) {
      browserNavigation.assign(env.regionalStoreUrlPH);
      return;
    }
    await Promise.all(
      tasks.map(async (task) => {
        try {
          await task();
        } catch (error) {
          console.error('Start-up task failed', error);
        }
      }),
    );
  })();
  return started;
}

/** Tests start every case from scratch. */
export function resetStartupForTests(): void {
  started = null;
}
