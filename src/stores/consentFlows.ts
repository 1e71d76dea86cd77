/**
 * The consent store's work, loaded once the page is idle (or when the visitor opens the preferences):
 * loading Shopify's Customer Privacy API, reading it into the store, settling the banner, handing the
 * visitor's choices to the API and keeping the site's copy of them. The store (consent.ts) hands its
 * `set`/`get` over; this module never imports it.
 * https://shopify.dev/docs/api/customer-privacy
 */
import * as v from 'valibot';
import { env } from '../config/env';
import {
  analyticsAllowed,
  bannerDecision,
  choiceFromAnswers,
  localizationCookie,
  storedConsentSchema,
  trackingConsentInput,
  type ConsentChoice,
  type StoredConsent,
} from '../lib/consent';
import { readJSON, writeJSON } from '../browser/storage';
import { useCountry } from './country';
import { hydrateStores, whenCountrySettled } from './hydrate';
import { loadCustomerPrivacyApi, type CustomerPrivacyApi } from './privacyApi';

/** The site's own copy of the last choice (country and purposes). */
export const CONSENT_STORAGE_KEY = 'bb_consent';

/** What the store holds that this module reads and writes. */
export interface ConsentView {
  status: 'idle' | 'loading' | 'ready' | 'unavailable';
  bannerRegion: boolean;
  choice: ConsentChoice | null;
  analytics: boolean;
  bannerOpen: boolean;
  preferencesOpen: boolean;
  saving: boolean;
}

export interface ConsentKit {
  set: (partial: Partial<ConsentView>) => void;
  get: () => ConsentView;
}

let api: CustomerPrivacyApi | null = null;
let ready: Promise<CustomerPrivacyApi | null> | null = null;
let country = '';
let listening: (() => void) | null = null;

const readStored = (): StoredConsent | null =>
  readJSON(CONSENT_STORAGE_KEY, v.nullable(storedConsentSchema), null, undefined, (error) => console.warn('Ignoring the stored consent choice', error));

/** Tells Shopify's scripts the shopper's country (the local privacy API reads the region from it). */
export function setLocalizationCookie(code: string): void {
  country = code;
  const cookie = localizationCookie(code, window.location.protocol === 'https:');
  if (cookie) document.cookie = cookie;
}

/** Reads what the API holds now into the store. */
function refresh(kit: ConsentKit): void {
  if (!api) return;
  let bannerRegion = false;
  let choice: ConsentChoice | null = null;
  try {
    bannerRegion = api.shouldShowBanner() === true;
    choice = choiceFromAnswers(api.currentVisitorConsent());
  } catch (error) {
    console.warn('The Customer Privacy API failed to answer', error);
  }
  kit.set({ status: 'ready', bannerRegion, choice, analytics: analyticsAllowed(api) });
}

/** Hands a choice to the API and waits for it to store it. */
function register(choice: ConsentChoice): Promise<void> {
  const target = api;
  if (!target) return Promise.reject(new Error('The Customer Privacy API is not loaded'));
  const input = trackingConsentInput(choice, {
    // The privacy API records the choice through the Storefront API at this domain: the site's own
    // when it answers the Storefront API (as Hydrogen does with its proxy), else the checkout's.
    checkoutRootDomain: env.storefrontSameOrigin ? window.location.host : env.checkoutHost,
    storefrontRootDomain: window.location.hostname,
    storefrontAccessToken: env.storefrontToken,
  });
  return new Promise((resolve, reject) => {
    target.setTrackingConsent(input, (result) => (result?.error ? reject(new Error(result.error)) : resolve()));
  });
}

/** Loads the API once (the localization cookie first) and settles the banner. */
export function start(kit: ConsentKit): Promise<CustomerPrivacyApi | null> {
  ready ??= (async () => {
    kit.set({ status: 'loading' });
    // The country a `?country=` link brings counts, not only the stored one.
    void hydrateStores();
    await whenCountrySettled();
    setLocalizationCookie(useCountry.getState().countryCode);
    api = await loadCustomerPrivacyApi();
    if (!api) {
      ready = null;
      kit.set({ status: 'unavailable', analytics: false });
      return null;
    }
    if (!listening) {
      listening = () => refresh(kit);
      document.addEventListener('visitorConsentCollected', listening);
    }
    refresh(kit);
    const { bannerRegion, choice } = kit.get();
    const decision = bannerDecision({ bannerRegion, choice }, readStored(), country);
    if (decision.kind === 'restore') {
      await register(decision.choice).catch((error: unknown) => console.warn('Restoring the consent choice failed', error));
      refresh(kit);
    } else if (decision.kind === 'ask') {
      kit.set({ bannerOpen: true });
    }
    return api;
  })();
  return ready;
}

/** The visitor's choice: to the API, then the site's copy; the banner and dialog close. Throws when it was not stored. */
export async function choose(kit: ConsentKit, choice: ConsentChoice): Promise<void> {
  kit.set({ saving: true });
  try {
    if (!(await start(kit))) throw new Error('The Customer Privacy API is not available');
    await register(choice);
    writeJSON(CONSENT_STORAGE_KEY, { country, choice } satisfies StoredConsent);
    refresh(kit);
    kit.set({ bannerOpen: false, preferencesOpen: false });
  } finally {
    kit.set({ saving: false });
  }
}

/** Tests start every case from scratch. */
export function resetConsentFlowsForTests(): void {
  if (listening) document.removeEventListener('visitorConsentCollected', listening);
  listening = null;
  api = null;
  ready = null;
  country = '';
}
