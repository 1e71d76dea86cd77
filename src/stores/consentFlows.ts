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
import { runStartup, whenCountrySettled } from './startup';
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
  /** The API once it loaded (null before, and when it could not load). */
  privacyApi: CustomerPrivacyApi | null;
  /** Loading the API and settling the banner: asked once, asked again after a failed load. */
  starting: Promise<CustomerPrivacyApi | null> | null;
  /** The country the `localization` cookie names; the site's copy of a choice is kept with it. */
  cookieCountry: string;
}

export interface ConsentKit {
  set: (partial: Partial<ConsentView>) => void;
  get: () => ConsentView;
}

const readStored = (): StoredConsent | null =>
  readJSON(CONSENT_STORAGE_KEY, v.nullable(storedConsentSchema), null, undefined, (error) => console.warn('Ignoring the stored consent choice', error));

/** Tells Shopify's scripts the shopper's country (the local privacy API reads the region from it). */
export function setLocalizationCookie(kit: ConsentKit, code: string): void {
  kit.set({ cookieCountry: code });
  const cookie = localizationCookie(code, window.location.protocol === 'https:');
  if (cookie) document.cookie = cookie;
}

/** Reads what the API holds now into the store (nothing before it loaded). */
export function refresh(kit: ConsentKit): void {
  const api = kit.get().privacyApi;
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
function register(kit: ConsentKit, choice: ConsentChoice): Promise<void> {
  const target = kit.get().privacyApi;
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
  const running = kit.get().starting;
  if (running) return running;
  const starting = (async () => {
    kit.set({ status: 'loading' });
    // The country a `?country=` link brings counts, not only the stored one.
    void runStartup();
    await whenCountrySettled();
    setLocalizationCookie(kit, useCountry.getState().countryCode);
    const api = await loadCustomerPrivacyApi();
    if (!api) {
      kit.set({ starting: null, status: 'unavailable', analytics: false });
      return null;
    }
    kit.set({ privacyApi: api });
    refresh(kit);
    const { bannerRegion, choice, cookieCountry } = kit.get();
    const decision = bannerDecision({ bannerRegion, choice }, readStored(), cookieCountry);
    if (decision.kind === 'restore') {
      await register(kit, decision.choice).catch((error: unknown) => console.warn('Restoring the consent choice failed', error));
      refresh(kit);
    } else if (decision.kind === 'ask') {
      kit.set({ bannerOpen: true });
    }
    return api;
  })();
  kit.set({ starting });
  return starting;
}

/** The visitor's choice: to the API, then the site's copy; the banner and dialog close. Throws when it was not stored. */
export async function choose(kit: ConsentKit, choice: ConsentChoice): Promise<void> {
  kit.set({ saving: true });
  try {
    if (!(await start(kit))) throw new Error('The Customer Privacy API is not available');
    await register(kit, choice);
    writeJSON(CONSENT_STORAGE_KEY, { country: kit.get().cookieCountry, choice } satisfies StoredConsent);
    refresh(kit);
    kit.set({ bannerOpen: false, preferencesOpen: false });
  } finally {
    kit.set({ saving: false });
  }
}

