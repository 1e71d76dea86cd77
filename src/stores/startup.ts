/**
 * The page's start-up, run once after React hydrated the static markup (stores use `skipHydration`,
 * so the first render matches the server's): the stored country (or the one a `?country=` link brings)
 * first, then what each feature store registered to do at start-up (read its stored copy, sync).
 */
import { hydrationTurns } from '../browser/hydrationTurns';
import { env } from '../config/env';
import { DEFAULT_COUNTRY_CODE, REGIONAL_STORE_COUNTRY } from '../config/countries';
import { COUNTRY_LABEL_ATTRIBUTE } from '../lib/countryLabelAttribute';
import { FOREIGN_CURRENCY_ATTRIBUTE } from '../lib/priceCurrencyAttribute';
import { browserNavigation, notifyCountryChange, useCountry } from './country';

type StartupTask = () => Promise<void> | void;

/**
 * `?country=XX` (how the regional store links back) overrides the stored choice, so a
 * shopper who once chose PH can come back. The parameter is removed from the address bar once applied.
 * Returns the country when it changed.
 */
async function applyCountryLink(): Promise<string | null> {
  const { countryFromSearch, withoutCountryParam } = await import(/* webpackChunkName: "country-link" */ '../lib/countryLink');
  const { pathname, search, hash } = window.location;
  const linked = countryFromSearch(search);
  if (new URLSearchParams(search).has('country')) window.history.replaceState(window.history.state, '', withoutCountryParam(pathname, search, hash));
  if (!linked || linked === useCountry.getState().countryCode) return null;
  useCountry.setState({ countryCode: linked });
  return linked;
}

/** A start-up: the page makes one (below); a test makes its own. */
export function createStartup() {
  const tasks: StartupTask[] = [];
  let started: Promise<void> | null = null;
  let countryKnown: () => void = () => {};
  const countrySettled = new Promise<void>((resolve) => (countryKnown = resolve));

  async function run(): Promise<void> {
    // Every part of the page hydrates with the markup's state first (src/browser/hydrationTurns.ts).
    await hydrationTurns.settled();
    await useCountry.persist.rehydrate();
    // Most visits have no country link: its code loads only when one is there (first-load budget).
    const linked = /[?&]country=/.test(window.location.search)
      ? await applyCountryLink().catch((error: unknown) => {
          console.warn('Ignoring the country link', error);
          return null;
        })
      : null;
    countryKnown();
    // The head script flagged any stored or linked country outside the build's currency; one that the
    // store could not take fell back to the default, whose prices are the build's.
    if (useCountry.getState().countryCode === DEFAULT_COUNTRY_CODE) document.documentElement.removeAttribute(FOREIGN_CURRENCY_ATTRIBUTE);
    // The header's country button renders the store's country before the next paint: its own label takes over.
    requestAnimationFrame(() => document.documentElement.removeAttribute(COUNTRY_LABEL_ATTRIBUTE));
    // Shoppers whose selected country is PH belong to the regional store.
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
    // The cart (loaded by the tasks above) follows a country set by a link, as after a choice in the picker.
    if (linked) await notifyCountryChange(linked);
  }

  return {
    /** Feature stores (cart, customer, wishlist) register what they do at start-up. */
    onStartup: (task: StartupTask): void => void tasks.push(task),
    /** Runs the start-up once; later calls get the same run. */
    runStartup: (): Promise<void> => (started ??= run()),
    /**
     * Resolves once start-up has settled the country: the stored choice, or the one a `?country=` link
     * brought. (The privacy API reads the visitor's region from it.)
     */
    whenCountrySettled: (): Promise<void> => countrySettled,
  };
}

export const { onStartup, runStartup, whenCountrySettled } = createStartup();
