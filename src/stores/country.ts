/**
 * Selected country or currency, kept on this device.
 * - Stored under `userCountry` as `{countryCode}`; default US; corrupted storage → US.
 * - select(): PH goes to the regional store; otherwise save, let listeners (the cart) update the
 *   buyer country, then reload the page.
 * - A visit with `?country=XX` sets the country at start-up (startup.ts), the way back from the
 *   regional store.
 */
import * as v from 'valibot';
import { create } from 'zustand';
import { persist } from 'zustand/middleware';
import { env } from '../config/env';
import { DEFAULT_COUNTRY_CODE, REGIONAL_STORE_COUNTRY } from '../config/countries';
import { STORAGE_KEYS } from '../config/site';
import { findCountry, isSupportedCountry, type CountryOption } from '../lib/countries';
import { validatedStorage } from './persistStorage';

const storedCountry = v.object({ countryCode: v.pipe(v.string(), v.check((code: string) => isSupportedCountry(code), 'unsupported country')) });

type CountryChangeListener = (countryCode: string) => Promise<void> | void;

/** Who follows a change of country before the page reloads: the page has one list (below), a test may make its own. */
export function createCountryChanges() {
  const listeners = new Set<CountryChangeListener>();
  return {
    /** The cart store registers here so a country change updates the cart's buyer identity first. */
    onCountryChange: (listener: CountryChangeListener): (() => void) => {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    /** Runs the listeners (the cart's buyer identity) for a new country; a failing one does not stop the rest. */
    notifyCountryChange: async (countryCode: string): Promise<void> => {
      for (const listener of listeners) {
        try {
          await listener(countryCode);
        } catch (error) {
          console.error('Country change: a listener failed', error);
        }
      }
    },
  };
}

export const { onCountryChange, notifyCountryChange } = createCountryChanges();

export interface CountryState {
  countryCode: string;
  dialogOpen: boolean;
  setDialogOpen: (open: boolean) => void;
  /** Saves the choice and lets listeners (the cart) follow it; resolves after they ran, just before the reload. */
  select: (countryCode: string) => Promise<void>;
}

/** Side effects that leave the page, swappable in tests. */
export const browserNavigation = {
  reload: () => window.location.reload(),
  assign: (url: string) => window.location.assign(url),
};

export const useCountry = create<CountryState>()(
  persist(
    (set) => ({
      countryCode: DEFAULT_COUNTRY_CODE,
      dialogOpen: false,
      setDialogOpen: (open) => set({ dialogOpen: open }),
      select: async (countryCode) => {
        if (!isSupportedCountry(countryCode)) return;
        set({ countryCode, dialogOpen: false });
        if (countryCode === REGIONAL_STORE_COUNTRY) {
          browserNavigation.assign(env.regionalStoreUrlPH);
          return;
        }
        await notifyCountryChange(countryCode);
        browserNavigation.reload();
      },
    }),
    {
      name: STORAGE_KEYS.country,
      storage: validatedStorage(storedCountry, (error) => console.warn('Ignoring stored userCountry', error)),
      partialize: (state) => ({ countryCode: state.countryCode }) as CountryState,
      // Static pages render with the default; the stored choice is applied after hydration.
      skipHydration: true,
    },
  ),
);

export const selectedCountry = (state: Pick<CountryState, 'countryCode'>): CountryOption =>
  findCountry(state.countryCode) ?? (findCountry(DEFAULT_COUNTRY_CODE) as CountryOption);

/** Resolves with the selected country once the stored choice has been read (after hydration). */
export function whenCountryReady(): Promise<string> {
  if (useCountry.persist.hasHydrated()) return Promise.resolve(useCountry.getState().countryCode);
  return new Promise((resolve) => {
    const off = useCountry.persist.onFinishHydration((state) => {
      off();
      resolve(state.countryCode);
    });
  });
}
